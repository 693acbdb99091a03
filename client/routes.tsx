import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { dynamicRoutes, routeTable, type PageKey } from '../shared/routes';
import { RootError, PageError } from './app/errors';
import { Layout } from './app/layout';
import type { PageModule, PageServices, RouteHandle } from './app/page-module';

/** One code-split chunk per page module; build.mjs maps each to its files for modulepreload. */
const pageModules: Record<PageKey, () => Promise<PageModule>> = {
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
  'edi-inspector': () => import('./pages/edi-inspector'),
};

/** The services of a load or action: the request's on the server (requestContext), the page's in the browser. */
export type ServicesOf = (context: unknown) => PageServices;

function lazyPage(page: PageKey, servicesOf: ServicesOf): RouteObject['lazy'] {
  return async () => {
    const { default: Component, loader, action } = await pageModules[page]();
    return {
      Component,
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
  const pages: RouteObject[] = [
    ...routeTable.map((entry) => ({
      path: entry.path,
      handle: { page: entry.page, entry } satisfies RouteHandle,
      lazy: lazyPage(entry.page, servicesOf),
    })),
    ...dynamicRoutes.map((route) => ({
      path: route.path,
      handle: { page: route.page, scroll: 'scroll' in route ? route.scroll : undefined } satisfies RouteHandle,
      lazy: lazyPage(route.page, servicesOf),
    })),
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
