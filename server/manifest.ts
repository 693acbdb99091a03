import { readFileSync } from 'node:fs';
import type { PageKey } from '../shared/routes';

/** Written by build.mjs from esbuild's metafile: which files each page needs. */
export interface AssetManifest {
  entry: string;
  entryImports: string[];
  pages: Record<PageKey, string[]>;
}

export function loadManifest(file: string): AssetManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`Cannot read the asset manifest at ${file}: run "npm run build" first (${String(error)})`, {
      cause: error,
    });
  }
}
