/** Types of edifact-assets.mjs for the TypeScript that imports it (its tests). */
export declare function writeEdifactAssets(
  outdir: string,
  catalogueFile?: string,
): {
  urls: Record<string, string>;
  gzipBytes: Record<string, number>;
};
