import { searchKinds, type SearchHit, type SearchResults } from '../../shared/search/search-types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const kinds: ReadonlySet<unknown> = new Set(searchKinds);

const matches: ReadonlySet<unknown> = new Set(['code', 'synonym', 'text']);
const optionalText = (v: unknown) => v === undefined || typeof v === 'string';
/** A path on this site: one leading slash (`//host` would leave it). */
const SITE_PATH = /^\/(?!\/)/;

const isHit = (v: unknown): v is SearchHit =>
  isRecord(v) &&
  typeof v['id'] === 'string' &&
  kinds.has(v['kind']) &&
  typeof v['title'] === 'string' &&
  typeof v['url'] === 'string' &&
  SITE_PATH.test(v['url']) &&
  optionalText(v['detail']) &&
  optionalText(v['code']) &&
  matches.has(v['match']) &&
  typeof v['score'] === 'number' &&
  Array.isArray(v['terms']) &&
  v['terms'].every((t) => typeof t === 'string');

/** What /api/search answered, checked: hits with a known kind and a path on this site. */
export function isSearchResults(v: unknown): v is SearchResults {
  return (
    isRecord(v) &&
    typeof v['query'] === 'string' &&
    typeof v['total'] === 'number' &&
    Array.isArray(v['hits']) &&
    v['hits'].every(isHit) &&
    Array.isArray(v['groups']) &&
    v['groups'].every((g) => isRecord(g) && kinds.has(g['kind']) && Array.isArray(g['hits']) && g['hits'].every(isHit))
  );
}

/** The server's results for `q` (the search page after a client-side navigation, and the dialog's second pass). */
export async function fetchSearch(q: string, limit = 50, signal?: AbortSignal, offset = 0): Promise<SearchResults> {
  const url = `/api/search?q=${encodeURIComponent(q)}&limit=${limit}${offset > 0 ? `&offset=${offset}` : ''}`;
  const res = await fetch(url, { headers: { accept: 'application/json' }, ...(signal && { signal }) });
  if (!res.ok) throw new Error(`search: HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!isSearchResults(body)) throw new Error('search: unexpected answer');
  return body;
}
