/** The dialog's recent searches, kept in this browser only (localStorage), newest first. */
const KEY = 'northwind-recent-searches';
const KEPT = 6;

export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((q): q is string => typeof q === 'string').slice(0, KEPT) : [];
  } catch {
    return []; // storage blocked or damaged: no history
  }
}

export function rememberSearch(q: string): void {
  const query = q.trim().slice(0, 100);
  if (!query) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([query, ...recentSearches().filter((r) => r !== query)].slice(0, KEPT)));
  } catch {
    // storage full or blocked: the search still works
  }
}
