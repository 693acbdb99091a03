/**
 * The server's search index (#34): every document of the site, body text and the D.96A code lists included,
 * made once per process from content (shared/search/search-documents.ts, as the build makes the browser's
 * smaller one) and kept in memory. Posts are the ones shipped with the site, as in the browser's index.
 */
import { LRUCache } from 'lru-cache';
import { knownDirectories } from '../../shared/edi/load/edifact-pools';
import { splitDirectory, type DirectoryScope } from '../../shared/search/directory-scope';
import { directoryData, scopeOf, searchDirectory } from '../../shared/search/directory-documents';
import type { SearchResults } from '../../shared/search/search-types';
import { serverDocuments } from '../../shared/search/search-documents';
import { createIndex, searchSite, type SiteIndex } from '../../shared/search/site-search';
import { normaliseQuery } from '../../shared/search/search-text';
import { contentSource } from '../blog/sources';

/** Searches the whole site: at most `limit` hits after the first `offset`, grouped by kind. */
export type SiteSearch = (q: string, limit?: number, offset?: number) => Promise<SearchResults>;

/** Results a page or an answer shows at most. */
export const SEARCH_LIMIT = 50;
/** How far into a ranking a page may start: 20 pages of 50, more than any query finds. */
export const MAX_OFFSET = 1000;

/**
 * Makes the index on the first search (about 0.3 s; ~12 MB of heap a process that is never searched does not
 * carry, issue 46) and answers from it once made; a failed making is tried again on the next search.
 */
export function openSiteSearch(postsDir: string): SiteSearch {
  let index: Promise<SiteIndex> | undefined;
  const made = () => {
    const making = (index ??= contentSource(postsDir).fetchAll().then(serverDocuments).then(createIndex));
    making.catch(() => {
      if (index === making) index = undefined;
    });
    return making;
  };
  const scopes = directoryScopes();
  return async (q, limit = SEARCH_LIMIT, offset = 0) => {
    // An empty query (the /search page as the page cache warms it) finds nothing without the index.
    const query = normaliseQuery(q);
    if (query === '') return { query, total: 0, hits: [], groups: [] };
    const [siteIndex, scoped] = await Promise.all([made(), scopes(query)]);
    const results = searchSite(
      siteIndex,
      scoped?.rest ?? query,
      Math.min(limit, SEARCH_LIMIT),
      Math.min(Math.max(0, offset), MAX_OFFSET),
      scoped && { directory: scoped.directory, defaultDir: searchDirectory() },
    );
    return { ...results, query };
  };
}

/**
 * The directory a query names other than the indexed one ("d01b orders", issue 47), with the names of its
 * entries: read from its file when first named, the last few kept (a directory's names are ~100 KB).
 */
function directoryScopes() {
  const cache = new LRUCache<string, DirectoryScope>({ max: 4 });
  return async (query: string): Promise<{ directory: DirectoryScope; rest: string } | undefined> => {
    if (!splitDirectory(query, () => true)) return undefined; // no word shaped like a directory
    const known = new Set((await knownDirectories()).map((d) => d.id));
    known.delete(searchDirectory()); // the index has its pages
    const split = splitDirectory(query, (id) => known.has(id));
    if (!split) return undefined;
    let directory = cache.get(split.dir);
    if (!directory) {
      const data = await directoryData(split.dir);
      if (!data) return undefined;
      directory = scopeOf(data);
      cache.set(split.dir, directory);
    }
    return { directory, rest: split.rest };
  };
}
