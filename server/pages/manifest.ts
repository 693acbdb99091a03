import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AssetManifest } from '../../shared/asset-manifest';
import { pageKeys } from '../../shared/routes';

const files = z.array(z.string().startsWith('/assets/'));
const manifestSchema = z.object({
  entry: z.string().startsWith('/assets/'),
  entryImports: files,
  // Exhaustive: every page template of the route table must have its files.
  pages: z.record(z.enum(pageKeys), files),
  modules: z.record(z.string().startsWith('client/'), files).optional(),
  icons: z.string().startsWith('/assets/'),
  styles: z.object({ href: z.string().startsWith('/assets/'), names: z.array(z.string().min(1)) }).optional(),
});

/** The build's asset manifest, checked: every page template of the route table must have its files. */
export function loadManifest(file: string): AssetManifest {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the asset manifest at ${file}: run "npm run build" first (${String(error)})`, {
      cause: error,
    });
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`The asset manifest at ${file} does not match the route table: run "npm run build"`);
  return parsed.data;
}
