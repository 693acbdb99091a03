import { searchSynonyms } from '../../content/reference-guides/synonyms';
import { foldText } from '../../shared/text-fold';

/** Longer queries are cut: nobody types more, and it keeps the work per keystroke bounded. */
const MAX_QUERY = 100;
const MAX_TOKENS = 8;

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The words of a text: lower case, accents and apostrophes removed, split on anything else. */
export function words(text: string): string[] {
  // Apostrophes vanish here (customer’s = customer's = customers): a word match ignores them.
  return foldText(text).replaceAll("'", '').split(SEPARATORS).filter(Boolean);
}

const phrase = (text: string) => words(text).join(' ');

// Built on the first search, not when the page loads.
let synonymCodes: Map<string, Set<string>> | undefined;
function synonymsOf(query: string): Set<string> | undefined {
  if (!synonymCodes) {
    synonymCodes = new Map();
    for (const { terms, codes } of searchSynonyms) {
      for (const term of terms) {
        const key = phrase(term);
        const set = synonymCodes.get(key) ?? new Set<string>();
        for (const c of codes) set.add(c);
        synonymCodes.set(key, set);
      }
    }
  }
  return synonymCodes.get(query);
}

export interface Searchable {
  code: string;
  name: string;
  description: string;
}

const index = new WeakMap<Searchable, string[]>();
const wordsOf = (e: Searchable) => {
  let w = index.get(e);
  if (!w) {
    w = words(`${e.code} ${e.name} ${e.description}`);
    index.set(e, w);
  }
  return w;
};

/**
 * A compiled search: every word of the query must begin some word of the entry's code, name or
 * description ("ack" finds "acknowledgment", not "packed"), or the whole query is a practitioner's
 * term for the entry ("ASN" finds 856 and DESADV). Empty queries match everything.
 */
export function compileSearch(term: string): (entry: Searchable) => boolean {
  const tokens = words(term.slice(0, MAX_QUERY)).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return () => true;
  const synonyms = synonymsOf(tokens.join(' '));
  return (entry) => {
    if (synonyms?.has(entry.code)) return true;
    const w = wordsOf(entry);
    return tokens.every((t) => w.some((x) => x.startsWith(t)));
  };
}
