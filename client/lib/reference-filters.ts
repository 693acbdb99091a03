/** Filter rules for the two reference guides: word-prefix search with practitioners' synonyms, and industry. */
import { compileSearch } from './reference-search';

/**
 * X12: the search matches code, name or description; the industry filter keeps an entry whose industry
 * text contains the choice or whose category equals it. 'all' (shown as 'All Industries') keeps
 * everything; 'All' is a separate industry value like any other.
 */
export function filterX12<
  T extends { code: string; name: string; description: string; industry: string; category: string },
>(entries: readonly T[], term: string, industry: string): T[] {
  const matches = compileSearch(term);
  return entries.filter(
    (e) => (industry === 'all' || e.industry.includes(industry) || e.category === industry) && matches(e),
  );
}

/** EDIFACT: the search and the industry ('all', or one of the message's comma-separated industries) must both hold. */
export function filterEdifact<T extends { code: string; name: string; description: string; industry: string }>(
  entries: readonly T[],
  term: string,
  industry: string,
): T[] {
  const matches = compileSearch(term);
  return entries.filter(
    (e) => (industry === 'all' || e.industry.split(',').some((i) => i.trim() === industry)) && matches(e),
  );
}
