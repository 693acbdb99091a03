import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import type { BlogGateway } from '../../shared/blog';
import type { LeadGateway } from '../../shared/lead-types';
import type { PageKey, RouteEntry } from '../../shared/routes';

/** What loaders and actions work with: the server passes its own per request, the browser its own. */
export interface PageServices {
  /** The request's (server) or the page's (browser) cache; the browser loads it on first use, off the shell. */
  queryClient: () => Promise<QueryClient>;
  leads: LeadGateway;
  blogs: BlogGateway;
}

/** Loaders fill the QueryClient (ensureQueryData) before anything renders. */
export type PageLoader = (args: LoaderFunctionArgs & PageServices) => Promise<unknown>;
export type PageAction = (args: ActionFunctionArgs & PageServices) => Promise<unknown>;

export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
  action?: PageAction;
}

export interface RouteHandle {
  page: PageKey;
  entry?: RouteEntry;
  /** How the shell scrolls to the top on arriving at this route (default: instantly). */
  scroll?: 'smooth';
}
