/**
 * Words of the EDI inspector's hero picture: one sample document's envelope tree (the rest is the tool's own tree
 * copy).
 */
export const inspectorHeroCopy = {
  /** A tag that repeats (a loop) becomes one chip with its count. */
  repeated: (tag: string, n: number) => (n > 1 ? `${tag} ×${n}` : tag),
} as const;
