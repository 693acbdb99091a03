/** Filter rules of spec part 2 §5 for the two reference guides. */

const matchesText = (term: string, ...fields: string[]) => {
  const q = term.trim().toLowerCase();
  return q === '' || fields.some((f) => f.toLowerCase().includes(q));
};

/**
 * X12: the search matches code, name or description; the industry filter keeps an entry whose industry
 * text contains the choice or whose category equals it. 'all' (shown as 'All Industries') keeps
 * everything; 'All' is a separate industry value like any other.
 */
export function filterX12<T extends { code: string; name: string; description: string; industry: string; category: string }>(entries: readonly T[], term: string, industry: string): T[] {
  return entries.filter((e) => matchesText(term, e.code, e.name, e.description) && (industry === 'all' || e.industry.includes(industry) || e.category === industry));
}

/** EDIFACT: the search (empty or in code, name, description) and the industry ('all' or equal) must both hold. */
export function filterEdifact<T extends { code: string; name: string; description: string; industry: string }>(entries: readonly T[], term: string, industry: string): T[] {
  return entries.filter((e) => matchesText(term, e.code, e.name, e.description) && (industry === 'all' || e.industry === industry));
}
