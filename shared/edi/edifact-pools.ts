/**
 * Every UN/EDIFACT directory, for the server and the tests: the pooled data (3.3 MB of JSON) is imported
 * on first use, and assembled directories are kept in a bounded cache. The browser never imports this
 * module: it fetches one directory's asset at a time.
 */
import { assembleDirectory, directoryList, type DirectoryPools } from './edifact-directories';
import type { EdifactDirectory } from '../../content/directories/directory-types';

let pools: Promise<DirectoryPools> | undefined;

/** The pooled files, imported once. */
export function loadPools(): Promise<DirectoryPools> {
  pools ??= Promise.all([
    import('../../content/directories/edifact/directories.json'),
    import('../../content/directories/edifact/elements.json'),
    import('../../content/directories/edifact/composites.json'),
    import('../../content/directories/edifact/segments.json'),
    import('../../content/directories/edifact/codes.json'),
    import('../../content/directories/edifact/messages.json'),
  ]).then(([directories, elements, composites, segments, codes, messages]) => ({
    directories: directories.default,
    elements: elements.default,
    composites: composites.default,
    segments: segments.default,
    codes: codes.default,
    messages: messages.default,
  }));
  return pools;
}

/** Assembled directories kept: each is a few MB of objects, and a document rarely names more than two. */
export const DIRECTORY_CACHE_SIZE = 8;
const cache = new Map<string, EdifactDirectory>();

/** The directories of `ids` that exist (least recently used ones leave the cache first). */
export async function loadDirectories(ids: Iterable<string>): Promise<Record<string, EdifactDirectory>> {
  const data = await loadPools();
  const found: Record<string, EdifactDirectory> = {};
  for (const id of ids) {
    let directory = cache.get(id);
    if (directory) cache.delete(id);
    else directory = assembleDirectory(id, data);
    if (!directory) continue;
    cache.set(id, directory);
    if (cache.size > DIRECTORY_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
    found[id] = directory;
  }
  return found;
}

/** Every directory the data holds, in publication order. */
export async function knownDirectories(): Promise<{ id: string; label: string }[]> {
  return directoryList(await loadPools());
}
