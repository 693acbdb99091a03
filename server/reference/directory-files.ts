/**
 * The server's UN/EDIFACT directory source (issue 46): the build writes one file per directory (the browser's
 * asset, dist/client/assets/edifact-{id}-{hash}.json) and a catalogue beside the server (dist/server/
 * edifact-catalogue.json: each directory's summary and file, and which directories hold each entry), so a
 * process reads the small catalogue and then only the directories a request names, never the 3.3 MB pool.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { poolsOf } from '../../shared/edi/load/edifact-directories';
import {
  pooledKinds,
  setDirectorySource,
  type DirectoryCatalogue,
  type DirectorySource,
  type PooledKind,
} from '../../shared/edi/load/edifact-pools';

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const field = (x: unknown, key: string): unknown =>
  typeof x === 'object' && x !== null && key in x ? Reflect.get(x, key) : undefined;
const HEX = /^[0-9a-f]{1,32}$/;

/** The catalogue file's content: presence as [id, directories as a hex bit mask] pairs per kind. */
export function parseCatalogue(json: unknown): { catalogue: DirectoryCatalogue; files: Map<string, string> } {
  const presenceOf = (kind: PooledKind) =>
    new Map(
      list(field(field(json, 'presence'), kind)).flatMap((pair) => {
        const [id, mask] = list(pair);
        return typeof id === 'string' && typeof mask === 'string' && HEX.test(mask)
          ? [[id, BigInt(`0x${mask}`)] as const]
          : [];
      }),
    );
  const files = new Map<string, string>();
  const named = field(json, 'files');
  for (const d of list(field(json, 'directories'))) {
    const id = field(d, 'id');
    const file = typeof id === 'string' ? field(named, id) : undefined;
    // Names the build made (edifact-d96a-ABCD1234.json): never a path.
    if (typeof id === 'string' && typeof file === 'string' && /^edifact-[a-z0-9]+-[\w-]+\.json$/.test(file))
      files.set(id, file);
  }
  const presence = {
    messages: presenceOf('messages'),
    segments: presenceOf('segments'),
    composites: presenceOf('composites'),
    elements: presenceOf('elements'),
  } satisfies Record<(typeof pooledKinds)[number], ReadonlyMap<string, bigint>>;
  return { catalogue: { directories: list(field(json, 'directories')), presence }, files };
}

/** The build's files as the directory source: the catalogue read once, a directory's file on each call. */
export function directoryFiles(catalogueFile: string, assetsDir: string): DirectorySource {
  let read: Promise<ReturnType<typeof parseCatalogue>> | undefined;
  const catalogue = () => {
    const reading = (read ??= readFile(catalogueFile, 'utf8').then((text) => parseCatalogue(JSON.parse(text))));
    reading.catch(() => {
      if (read === reading) read = undefined; // read again on the next call
    });
    return reading;
  };
  return {
    catalogue: async () => (await catalogue()).catalogue,
    directory: async (id) => {
      const file = (await catalogue()).files.get(id);
      if (file === undefined) return undefined;
      const text = await readFile(join(assetsDir, file), 'utf8');
      return { pools: poolsOf(JSON.parse(text)), bytes: text.length };
    },
  };
}

/** Uses the build's files when they are there (a built server); else the pooled JSON stays the source. */
export function readDirectoriesFromFiles(catalogueFile: string, assetsDir: string): boolean {
  if (!existsSync(catalogueFile)) return false;
  setDirectorySource(directoryFiles(catalogueFile, assetsDir));
  return true;
}
