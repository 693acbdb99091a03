import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

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
            ? { status: error.status, statusText: error.statusText, data: error.data, internal: false, __type: 'RouteErrorResponse' }
            : { message: 'Unexpected Server Error', __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
