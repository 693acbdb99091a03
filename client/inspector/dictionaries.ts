// What the inspector loads in the browser: the X12 dictionary with the page, and each EDIFACT directory a
// document's messages name as its own hashed asset (scripts/build/edifact-assets.mjs), fetched once.
import { engineData } from '../../shared/inspector/engine-data';
import type { EdifactDirectory } from '../../content/directories/directory-types';
import { dictionaryLoader, type DictionaryLoader, type DirectoryLoader } from '../../shared/edi/inspect';
import { siteLinker } from '../../shared/inspector/links';

/** Directory id → asset URL, as the build defines it; empty where no build defined it (the server). */
function assetUrls(): Readonly<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(process.env.EDIFACT_DIRECTORIES ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const urls = assetUrls();
const fetched = new Map<string, Promise<EdifactDirectory | undefined>>();

const fetchOne = (id: string): Promise<EdifactDirectory | undefined> => {
  const url = urls[id];
  if (!url) return Promise.resolve(undefined);
  let directory = fetched.get(id);
  if (!directory) {
    // The assembler (with the service segments) comes with the first directory, not with the page.
    const assembler = import('../../shared/edi/load/edifact-directories');
    directory = fetch(url)
      .then((response) => (response.ok ? response.json() : undefined))
      .then(async (data: unknown) => {
        const { assembleDirectory, poolsOf } = await assembler;
        return data ? assembleDirectory(id, poolsOf(data)) : undefined;
      });
    // A failed fetch may be tried again with the next document.
    directory.catch(() => fetched.delete(id));
    fetched.set(id, directory);
  }
  return directory;
};

/** The browser's directory loader: one asset per directory, each fetched once. */
export const fetchDirectories: DirectoryLoader = async (ids) => {
  const found = await Promise.all(ids.map(async (id) => [id, await fetchOne(id)] as const));
  return Object.fromEntries(found.filter((e): e is readonly [string, EdifactDirectory] => e[1] !== undefined));
};

/** The dictionaries for a document in the browser (the worker, or the page without one). */
export const loadDictionaries: DictionaryLoader = dictionaryLoader(engineData, fetchDirectories, siteLinker);
