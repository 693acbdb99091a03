/**
 * A guide's active filters as a query string ('' when none is active). The guide adds it to its links
 * to the code pages, and a code page to its link back, so returning shows the same filtered list, with
 * or without JavaScript.
 */
export function filterSearch(term: string, industry: string): string {
  const search = new URLSearchParams();
  if (term) search.set('q', term);
  if (industry && industry !== 'all') search.set('industry', industry);
  const query = search.toString();
  return query ? `?${query}` : '';
}
