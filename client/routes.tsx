import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dynamicRoutes, routeTable, type PageKey } from '../shared/routes';
import type { PageContext, PageModule, RouteHandle } from './page-module';
import { PageError, RootError } from './shell/errors';
import { Layout } from './shell/layout';

/**
 * The page registry: each template of the route table (shared/routes.ts `pageKeys`) and the module that renders
 * it, loaded on first match (one code-split chunk each, as React Router's own `app/routes.ts` declares them).
 */
export const pageModules = {
  home: () => import('./pages/home'),
  'case-studies': () => import('./pages/case-studies'),
  blogs: () => import('./pages/blogs'),
  'blog-detail': () => import('./pages/blog-detail'),
  'blog-category-edi': () => import('./pages/blog-category-edi'),
  about: () => import('./pages/about'),
  careers: () => import('./pages/careers'),
  'supplier-program': () => import('./pages/supplier-program'),
  legal: () => import('./pages/legal'),
  contact: () => import('./pages/contact'),
  converter: () => import('./pages/converter'),
  faq: () => import('./pages/faq'),
  testimonials: () => import('./pages/testimonials'),
  'x12-transaction-sets': () => import('./pages/x12-transaction-sets'),
  'edifact-messages': () => import('./pages/edifact-messages'),
  solution: () => import('./pages/solution'),
  integration: () => import('./pages/integration'),
  integrations: () => import('./pages/integrations'),
  'reference-code': () => import('./pages/reference-code'),
  'x12-guide': () => import('./pages/x12-guide'),
  'edi-inspector': () => import('./pages/edi-inspector'),
  developers: () => import('./pages/developers'),
  edifact: () => import('./pages/edifact'),
  search: () => import('./pages/search'),
  'edi-guide-editor': () => import('./pages/edi-guide-editor'),
  'edi-guide-print': () => import('./pages/edi-guide-print'),
} satisfies Record<PageKey, () => Promise<PageModule>>;

/** The services of a load or action: the request's on the server (requestContext), the page's in the browser. */
export type ServicesOf = (context: unknown) => PageContext;

/** A route's page module, loaded on first match; its head copy joins the route's handle. */
function lazyPage(handle: RouteHandle, servicesOf: ServicesOf): RouteObject['lazy'] {
  return async () => {
    const {
      default: Component,
      loader,
      action,
      head,
      dehydrate,
      prepare,
      preloads,
      shouldRevalidate,
    }: PageModule = await pageModules[handle.page]();
    const copy = handle.path !== undefined ? head?.(handle.path) : undefined;
    return {
      Component,
      handle: {
        ...handle,
        ...(copy && { head: copy }),
        ...(dehydrate && { dehydrate }),
        ...(prepare && { prepare }),
        ...(preloads && { preloads }),
      },
      ...(shouldRevalidate && { shouldRevalidate }),
      ...(loader && { loader: (args: LoaderFunctionArgs) => loader({ ...args, ...servicesOf(args.context) }) }),
      ...(action && { action: (args: ActionFunctionArgs) => action({ ...args, ...servicesOf(args.context) }) }),
    };
  };
}

const notFound = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

/** The router's routes, built from the route table; created once per process on the server. */
export function createRoutes(servicesOf: ServicesOf): RouteObject[] {
  // The handle comes with the module (React Router ignores a lazy handle when a static one is set).
  const page = (handle: RouteHandle, path: string): RouteObject => ({ path, lazy: lazyPage(handle, servicesOf) });
  const pages: RouteObject[] = [
    ...routeTable.map((entry) => page({ page: entry.page, path: entry.path, nav: entry.nav }, entry.path)),
    ...dynamicRoutes.map((route) => page({ page: route.page, nav: route.nav, scroll: route.scroll }, route.path)),
    { path: '*', loader: notFound, Component: () => null },
  ];
  return [
    {
      id: 'root',
      Component: Layout,
      ErrorBoundary: RootError,
      children: [{ id: 'pages', ErrorBoundary: PageError, children: pages }],
    },
  ];
}
