import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { isRouteHandle } from '../page-module';

/** Each route's loader data as the browser's first render needs it (see PageModule.dehydrate). */
function dehydratedLoaderData(context: StaticHandlerContext) {
  const loaderData = { ...context.loaderData };
  for (const { route } of context.matches) {
    if (isRouteHandle(route.handle) && route.handle.dehydrate && route.id in loaderData) {
      loaderData[route.id] = route.handle.dehydrate(loaderData[route.id]);
    }
  }
  return loaderData;
}

/**
 * The router's hydration data in the shape createBrowserRouter reads from
 * window.__staticRouterHydrationData (errors tagged so the browser revives them).
 */
export function routerHydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? {
                status: error.status,
                statusText: error.statusText,
                data: error.data,
                internal: false,
                __type: 'RouteErrorResponse',
              }
            : { message: 'Unexpected Server Error', __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: dehydratedLoaderData(context), actionData: context.actionData, errors };
}
