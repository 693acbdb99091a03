import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PageKey, RouteEntry } from '../../shared/routes';

/** Loaders get the request's QueryClient and fill it (ensureQueryData) before anything renders. */
export type PageLoader = (args: LoaderFunctionArgs & { queryClient: QueryClient }) => Promise<unknown>;

export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
}

export interface RouteHandle {
  page: PageKey;
  entry?: RouteEntry;
}
