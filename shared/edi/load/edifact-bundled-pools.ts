/**
 * The pooled UN/EDIFACT data of shared/edi/data/edifact/ (made by scripts/make-edifact-directories.mjs),
 * imported whole: the directory source of processes without the build's per-directory files (tests, scripts,
 * benches). Imported on first use only (edifact-pools.ts); the server reads the build's files instead.
 */
import type { DirectoryPools } from './edifact-directories';

export async function bundledPools(): Promise<DirectoryPools> {
  const [directories, elements, composites, segments, codes, messages] = await Promise.all([
    import('../data/edifact/directories.json'),
    import('../data/edifact/elements.json'),
    import('../data/edifact/composites.json'),
    import('../data/edifact/segments.json'),
    import('../data/edifact/codes.json'),
    import('../data/edifact/messages.json'),
  ]);
  return {
    directories: directories.default,
    elements: elements.default,
    composites: composites.default,
    segments: segments.default,
    codes: codes.default,
    messages: messages.default,
  };
}
