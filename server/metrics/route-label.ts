import type { Request } from 'express';
import { matchPath } from 'react-router-dom';
import { dynamicRoutes, routeTable } from '../../shared/routes';

// Table paths match exactly (the canonical-path middleware ran first); only parameterised ones need matching.
const tablePaths = new Set(routeTable.map((r) => r.path));
const patterns = dynamicRoutes.map((r) => r.path);
const CATCH_ALL = '/{*splat}';

/**
 * A bounded label for a request: the Express route it matched (`/api/contact`, `/readyz`), else the
 * page's pattern from the route table (`/blogs/:slug`), else one of a few fixed buckets.
 */
export function routeLabel(req: Request, status: number): string {
  const route: unknown = req.route;
  const path =
    typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string'
      ? route.path
      : undefined;
  if (path !== undefined && path !== CATCH_ALL) return `${req.baseUrl}${path}`;
  if (tablePaths.has(req.path)) return req.path;
  const page = patterns.find((pattern) => matchPath(pattern, req.path));
  if (page) return page;
  if (status >= 300 && status < 400) return 'redirect';
  if (req.path.startsWith('/assets/')) return '/assets/*';
  if (status < 300 || status === 304) return 'static';
  return 'other';
}
