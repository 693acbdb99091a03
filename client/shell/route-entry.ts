import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from '../page-module';

/** The handle of the page being shown: its template, route-table path and head copy. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
