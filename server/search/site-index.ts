/**
 * The server's search index (#34): every document of the site, body text and the D.96A code lists included,
 * made once per process from content (shared/search/search-documents.ts, as the build makes the browser's
 * smaller one) and kept in memory. Posts are the ones shipped with the site, as in the browser's index.
 */
import type { SearchResults } from '../../shared/search/search-types';
import { serverDocuments } from '../../shared/search/search-documents';
import { createIndex, searchSite, type SiteIndex } from '../../shared/search/site-search';
import { normaliseQuery } from '../../shared/search/search-text';
import { contentSource } from '../blog/sources';

/** Searches the whole site: at most `limit` hits, grouped by kind. */
export type SiteSearch = (q: string, limit?: number) => Promise<SearchResults>;

/** Results a page or an answer shows at most. */
export const SEARCH_LIMIT = 50;

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
  return async (q, limit = SEARCH_LIMIT) => {
    // An empty query (the /search page as the page cache warms it) finds nothing without the index.
    const query = normaliseQuery(q);
    if (query === '') return { query, total: 0, hits: [], groups: [] };
    return searchSite(await made(), q, Math.min(limit, SEARCH_LIMIT));
  };
}
