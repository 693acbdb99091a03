/**
 * React DOM's client, imported dynamically by hydrate.tsx so that its evaluation (half of the shell's) is a
 * task of its own. Through this module rather than 'react-dom/client' directly: build.mjs gives every
 * lazily imported app module a bare import of the shell, so the chunk split off here is React DOM alone
 * and React itself, with the bundler's helpers, stays in the shell's chunk.
 */
export { hydrateRoot } from 'react-dom/client';
