import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { PageModule, PageServices, RouteHandle } from '../shared/page-module';
import { dynamicRoutes, pageModules, routeTable } from '../shared/routes';
import { PageError, RootError } from './shell/errors';
import { Layout } from './shell/layout';

/** The services of a load or action: the request's on the server (requestContext), the page's in the browser. */
export type ServicesOf = (context: unknown) => PageServices;

/** A route's page module, loaded on first match; its head copy joins the route's handle. */
function lazyPage(handle: RouteHandle, servicesOf: ServicesOf): RouteObject['lazy'] {
  return async () => {
    const {
      default: Component,
      loader,
      action,
      head,
      seed,
      dehydrate,
      shouldRevalidate,
    }: PageModule = await pageModules[handle.page]();
    const copy = handle.path !== undefined ? head?.(handle.path) : undefined;
    return {
      Component,
      handle: { ...handle, ...(copy && { head: copy }), ...(seed && { seed }), ...(dehydrate && { dehydrate }) },
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
    ...routeTable.map((entry) => page({ page: entry.page, path: entry.path }, entry.path)),
    ...dynamicRoutes.map((route) => page({ page: route.page, scroll: route.scroll }, route.path)),
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
