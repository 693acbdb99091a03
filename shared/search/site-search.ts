/**
 * The site search (issue 34) over MiniSearch, one configuration for the server's index and the browser's, so
 * both rank alike. A query runs as three MiniSearch passes, each result kept from the first pass that finds it:
 *   1. exact codes and tags: a query word equal to a document's code (856, BGM, 1225, sap, a post's tag);
 *   2. synonyms: the whole query is a practitioner's term (ASN, PO ack, invoice), searched as its codes, with
 *      the same list and phrase rule as the guides' filters (content/reference-guides/synonyms.ts);
 *   3. words: prefix and fuzzy search over code, title, keywords and body, titles weighing most.
 * Within a pass MiniSearch's BM25 score ranks, with document boosts by what a result is (a guide's code page
 * before a directory entry, a code-list entry last): no hand-written scorer.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { searchSynonyms } from '../../content/reference-guides/synonyms';
import {
  CODE_ENTRY_PREFIX,
  searchKinds,
  type SearchDoc,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchMatch,
  type SearchResults,
} from './search-types';
import { codeTokens, MAX_QUERY_TERMS, normaliseQuery, phraseOf, wordTokens } from './search-text';
import { scopeHits, type DirectoryScope } from './directory-scope';

export type SiteIndex = MiniSearch<SearchDoc>;

const FIELDS = ['code', 'title', 'keywords', 'body'];
const STORED = ['kind', 'title', 'url', 'detail', 'code'];

/** How documents and queries become terms; the same for indexing, loading and searching. */
export const indexOptions: Options<SearchDoc> = {
  idField: 'id',
  fields: FIELDS,
  storeFields: STORED,
  // Codes stay whole (`segment-order` is no match for "order"); everything else is words.
  tokenize: (text, field) => (field === 'code' ? codeTokens(text) : wordTokens(text)),
  // The tokenizers have folded case and accents already.
  processTerm: (term) => term || null,
};

/** What a result is worth beside another of the same match, by its id (search-documents.ts makes the ids). */
export function documentBoost(id: unknown): number {
  const key = typeof id === 'string' ? id : '';
  if (key.startsWith('x12:') || key.startsWith('edifact:')) return 3; // a guide's code page
  if (key.startsWith(CODE_ENTRY_PREFIX)) return 0.3; // one code of a code list
  if (key.startsWith('page:') || key.includes(':messages:') || key.startsWith('syntax:')) return 2;
  if (key.startsWith('finding:') || key.includes(':segments:')) return 1.5;
  return 1; // composites, elements, posts, FAQ
}

const notCodeEntry = (result: SearchResult) => !String(result.id).startsWith(CODE_ENTRY_PREFIX);

/** Passes 1 and 2: whole codes in the code field only, never a code-list entry (their codes are "9", "PO"…). */
const exactCodes: SearchOptions = {
  fields: ['code'],
  prefix: false,
  fuzzy: false,
  tokenize: codeTokens,
  filter: notCodeEntry,
  boostDocument: documentBoost,
};

const DIGIT = /\d/;
/**
 * Fuzzy matching from 4 characters (shorter words are codes and abbreviations): one edit, two from 7 characters
 * (a swapped pair, "invioce", is two); never for a term with a digit (1225 is no typo of 1222 or 225), nor for
 * a term longer than any word typed.
 */
const fuzziness = (term: string): number | false =>
  term.length < 4 || term.length > 24 || DIGIT.test(term) ? false : term.length < 7 ? 1 : 2;

/**
 * Prefix matching for the word being typed (the last) and for words of 3 characters or more: a lone letter
 * inside a query ("D" of "D.96A") would match thousands of words.
 */
const prefixed = (term: string, i: number, terms: string[]): boolean => i === terms.length - 1 || term.length >= 3;

/** Pass 3: every field, titles first, then codes (a prefix of one: "85" finds 850), keywords, body. */
const words: SearchOptions = {
  fields: FIELDS,
  boost: { title: 4, code: 3, keywords: 2, body: 1 },
  prefix: prefixed,
  fuzzy: fuzziness,
  weights: { prefix: 0.5, fuzzy: 0.3 },
  combineWith: 'OR',
  boostDocument: documentBoost,
};

/** The index of `docs`, in their order. */
export function createIndex(docs: readonly SearchDoc[]): SiteIndex {
  const index = new MiniSearch<SearchDoc>(indexOptions);
  index.addAll(docs);
  return index;
}

/** An index serialised with `JSON.stringify(index)` (the browser's asset), with the options it was made with. */
export const loadIndex = (json: string): SiteIndex => MiniSearch.loadJSON<SearchDoc>(json, indexOptions);

/** Synonym phrase → its codes, as the guides compare them (content/reference-guides/synonyms.ts). */
let synonymCodes: Map<string, string[]> | undefined;
export function synonymCodesOf(query: string): string[] {
  if (!synonymCodes) {
    synonymCodes = new Map();
    for (const { terms, codes } of searchSynonyms)
      for (const term of terms) {
        const key = phraseOf(term);
        synonymCodes.set(key, [...new Set([...(synonymCodes.get(key) ?? []), ...codes])]);
      }
  }
  return synonymCodes.get(phraseOf(query)) ?? [];
}

/**
 * The synonyms file lists each term's main codes first, per standard (invoice: 810, then 880; INVOIC): a code
 * weighs less the later it comes among its standard's (X12 codes are digits, EDIFACT's letters), so a rarer
 * code's higher BM25 weight does not put the grocery invoice before the invoice.
 */
function synonymBoosts(codes: readonly string[]): (term: string) => number {
  const boosts = new Map<string, number>();
  const seen = { x12: 0, edifact: 0 };
  for (const code of codes) {
    const standard = DIGIT.test(code) ? 'x12' : 'edifact';
    boosts.set(code.toLowerCase(), 0.7 ** seen[standard]);
    seen[standard] += 1;
  }
  return (term) => boosts.get(term) ?? 1;
}

const isKind = (value: unknown): value is SearchKind => searchKinds.some((k) => k === value);
const optional = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function hitOf(result: SearchResult, match: SearchMatch): SearchHit | undefined {
  const id: unknown = result.id;
  const kind: unknown = result['kind'];
  const title: unknown = result['title'];
  const url: unknown = result['url'];
  if (typeof id !== 'string' || !isKind(kind) || typeof title !== 'string' || typeof url !== 'string') return undefined;
  const detail = optional(result['detail']);
  const code = optional(result['code']);
  return {
    id,
    kind,
    title,
    url,
    ...(detail !== undefined && { detail }),
    ...(code !== undefined && { code }),
    match,
    terms: [...result.terms],
    score: result.score,
  };
}

/** The first MAX_QUERY_TERMS distinct terms, as a query MiniSearch tokenizes back into them. */
const firstTerms = (terms: string[]): string => [...new Set(terms)].slice(0, MAX_QUERY_TERMS).join(' ');

/**
 * A query that looks like a finding code (`segment-count`, `GS08_mismatch`): only then do the API's finding
 * codes show beside pages, or when a query word is one exactly. "856" and "ISA" are after the set and the
 * segment, not the findings whose text mentions them.
 */
const codeLike = (query: string): boolean => /[a-z0-9][-_][a-z0-9]/i.test(query);

const none = (query: string): SearchResults => ({ query, total: 0, hits: [], groups: [] });

/**
 * The documents `q` finds, best first and by kind (see the top of this file for the order). The query is
 * trimmed, its white space collapsed and cut to MAX_QUERY_LENGTH characters and MAX_QUERY_TERMS terms, so the
 * work is bounded whatever is sent; an empty query finds nothing. `offset` skips that many of the ranking.
 * With `scope` (the directory the query named, taken out of `q`: directory-scope.ts), the hits are that
 * directory's pages where it has them, its own page among the first.
 */
export function searchSite(
  index: SiteIndex,
  q: string,
  limit = 20,
  offset = 0,
  scope?: { directory: DirectoryScope; defaultDir: string },
): SearchResults {
  const query = normaliseQuery(q);
  const codeQuery = firstTerms(codeTokens(query));
  const wordQuery = firstTerms(wordTokens(query));
  if (codeQuery === '' && wordQuery === '' && !scope) return none(query);
  const found = new Map<string, SearchHit>();
  const add = (results: SearchResult[], match: SearchMatch) => {
    for (const result of results) {
      const seen = found.get(String(result.id));
      if (seen) {
        seen.terms = [...new Set([...seen.terms, ...result.terms])];
        continue;
      }
      const hit = hitOf(result, match);
      if (hit) found.set(hit.id, hit);
    }
  };
  if (codeQuery !== '') add(index.search(codeQuery, exactCodes), 'code');
  const synonyms = synonymCodesOf(query);
  if (synonyms.length > 0)
    add(index.search(synonyms.join(' '), { ...exactCodes, boostTerm: synonymBoosts(synonyms) }), 'synonym');
  if (wordQuery !== '') add(index.search(wordQuery, words), 'text');
  const kept = [...found.values()].filter((h) => h.kind !== 'finding' || h.match === 'code' || codeLike(query));
  const ranked = scope ? scopeHits(kept, codeQuery, scope.directory, scope.defaultDir) : kept;
  // A later page of the same ranking (the search page's ?page=): the groups hold that page's hits.
  const from = Math.max(0, offset);
  const hits = ranked.slice(from, from + Math.max(0, limit));
  const groups: SearchGroup[] = searchKinds
    .map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.hits.length > 0);
  return { query, total: ranked.length, hits, groups };
}
