import { routeTable } from '../shared/routes';
import { referenceCodeSource } from './reference/sitemap-sources';

// The route table's pages and every reference code page: known without asking anyone.
const known = new Set<string>(routeTable.map((r) => r.path));
const codes = referenceCodeSource();
if (Array.isArray(codes)) for (const entry of codes) known.add(entry.path);

const BLOG = '/blogs/';

/**
 * Whether a canonical path can be one of the site's pages (the route table and its dynamic sources). Only
 * these are rendered into the page cache; an article slug is checked by its render (a 404 is never kept).
 */
export const isPagePath = (path: string): boolean =>
  known.has(path) ||
  (path.startsWith(BLOG) && path.length > BLOG.length && path.length <= 200 && !path.includes('/', BLOG.length));

export const routeTablePaths = (): string[] => routeTable.map((r) => r.path);
