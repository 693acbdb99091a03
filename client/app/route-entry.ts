import { useMatches } from 'react-router-dom';
import type { RouteEntry } from '../../shared/routes';
import type { RouteHandle } from './page-module';

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'page' in value;

/** The handle of the page being shown. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isHandle(handle)) return handle;
  }
  return undefined;
}

/** The route-table entry of the page being shown (undefined on parameterised routes). */
export function useRouteEntry(): RouteEntry | undefined {
  return useRouteHandle()?.entry;
}
