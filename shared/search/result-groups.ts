/**
 * How results are shown, on the search page and in the dialog alike: the exact codes and synonyms first as
 * "best matches" (856 → the 856 page before any page that mentions it; without one, the top-ranked hit, so a
 * post's title word leads to the post), then the rest grouped by kind in the order of `searchKinds` (Pages,
 * X12, EDIFACT, Blog, FAQ), each group keeping the ranking.
 */
import { searchCopy } from '../../content/search/search-copy';
import type { SearchGroup, SearchHit, SearchResults } from './search-types';

/** Best matches shown at most. */
export const BEST_MATCHES = 5;

export interface ShownResults {
  best: SearchHit[];
  groups: SearchGroup[];
}

export function shownResults(results: SearchResults, most = BEST_MATCHES): ShownResults {
  if (most === 0) return { best: [], groups: results.groups };
  const strong = results.hits.filter((h) => h.match !== 'text').slice(0, most);
  const best = strong.length > 0 ? strong : results.hits.slice(0, 1);
  const taken = new Set(best.map((h) => h.id));
  const groups = results.groups
    .map((g) => ({ kind: g.kind, hits: g.hits.filter((h) => !taken.has(h.id)) }))
    .filter((g) => g.hits.length > 0);
  return { best, groups };
}

/** The code shown beside a hit's title: not when the title names it already, nor a page's slug. */
export function shownCode(hit: SearchHit): string | undefined {
  const { code, title } = hit;
  if (!code || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(code)) return undefined;
  return title.toLowerCase().includes(code.toLowerCase()) ? undefined : code;
}

/** A heading and its hits: the best matches, then each kind (the page's sections, the dialog's groups). */
export interface ResultSection {
  id: string;
  label: string;
  hits: SearchHit[];
}

/** `withBest: false` for a later page of results, whose first hit is no best match. */
export function resultSections(results: SearchResults, withBest = true): ResultSection[] {
  const { best, groups } = shownResults(results, withBest ? BEST_MATCHES : 0);
  return [
    ...(best.length > 0 ? [{ id: 'best', label: searchCopy.best, hits: best }] : []),
    ...groups.map((g) => ({ id: g.kind, label: searchCopy.kinds[g.kind], hits: g.hits })),
  ];
}

/** A DOM id for a hit that no other hit shares (ids hold paths: each other character spelled out). */
export const hitDomId = (id: string): string =>
  `search-option-${[...id].map((c) => (/[\w-]/.test(c) ? c : `.${c.charCodeAt(0).toString(36)}`)).join('')}`;
