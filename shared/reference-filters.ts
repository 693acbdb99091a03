/** Filter rules of spec part 2 §5 for the two reference guides. */

/** The search term is normalised once per filter, not once per entry (a long term costs one pass). */
const matcher = (term: string) => {
  const q = term.trim().toLowerCase();
  return (...fields: string[]) => q === '' || fields.some((f) => f.toLowerCase().includes(q));
};

/**
 * X12: the search matches code, name or description; the industry filter keeps an entry whose industry
 * text contains the choice or whose category equals it. 'all' (shown as 'All Industries') keeps
 * everything; 'All' is a separate industry value like any other.
 */
export function filterX12<T extends { code: string; name: string; description: string; industry: string; category: string }>(entries: readonly T[], term: string, industry: string): T[] {
  const matches = matcher(term);
  return entries.filter((e) => matches(e.code, e.name, e.description) && (industry === 'all' || e.industry.includes(industry) || e.category === industry));
}

/** EDIFACT: the search (empty or in code, name, description) and the industry ('all' or equal) must both hold. */
export function filterEdifact<T extends { code: string; name: string; description: string; industry: string }>(entries: readonly T[], term: string, industry: string): T[] {
  const matches = matcher(term);
  return entries.filter((e) => matches(e.code, e.name, e.description) && (industry === 'all' || e.industry === industry));
}
