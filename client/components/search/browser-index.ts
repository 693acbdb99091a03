/** The dialog's index: the build's asset (scripts/build/search-index.mjs), fetched once, on first open. */
import { loadIndex, type SiteIndex } from '../../../shared/search/site-search';

// Set by build.mjs; absent in tests and other builds, where the dialog asks /api/search only.
const INDEX_URL = process.env.SEARCH_INDEX;

let loaded: Promise<SiteIndex | undefined> | undefined;

export function browserIndex(): Promise<SiteIndex | undefined> {
  loaded ??= INDEX_URL
    ? fetch(INDEX_URL)
        .then((res) => {
          if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
          return res.text();
        })
        .then(loadIndex)
        .catch((error: unknown) => {
          loaded = undefined; // the next open tries again
          throw error;
        })
    : Promise.resolve(undefined);
  return loaded;
}
