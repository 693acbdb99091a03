import { routeTable } from '../../shared/routes';
import { standardAt, standards } from '../../shared/standards';
import { isEdifactPagePath } from '../reference/edifact-pages';

// The route table's pages: known without asking anyone.
const known = new Set<string>(routeTable.map((r) => r.path));

// Every standard's codes (shared/standards.ts), loaded once at start; until they have come (microseconds
// after boot), a code page is rendered per request rather than kept, which is never wrong.
const codes = new Map<string, Set<string>>();
for (const s of standards) void s.entries().then((list) => codes.set(s.id, new Set(list.map((e) => e.code))));

const BLOG = '/blogs/';

/** Whether a path is a code page of a standard's guide: `/resources/x12-transaction-sets/850`. */
function isCodePage(path: string): boolean {
  const standard = standardAt(path);
  if (!standard) return false;
  const code = path.slice(standard.guidePath.length + 1);
  return codes.get(standard.id)?.has(code) ?? false;
}

/**
 * Whether a canonical path can be one of the site's pages (the route table and its dynamic sources). Only
 * these are rendered into the page cache; an article slug is checked by its render (a 404 is never kept).
 */
export const isPagePath = (path: string): boolean =>
  known.has(path) ||
  isCodePage(path) ||
  isEdifactPagePath(path) ||
  (path.startsWith(BLOG) && path.length > BLOG.length && path.length <= 200 && !path.includes('/', BLOG.length));

export const routeTablePaths = (): string[] => routeTable.map((r) => r.path);
