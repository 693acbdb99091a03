/**
 * The headings and link words of the per-code pages' context sections: all their component
 * (client/components/reference/code-context.tsx) needs; the sentences inside come with the loader's data.
 */
export const relationLabels = {
  flowTitle: 'Where it fits',
  openEquivalent: (code: string) => `Open ${code} →`,
  relatedTitle: 'Related codes',
} as const;
