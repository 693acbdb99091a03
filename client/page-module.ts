import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { HeadCopy } from '../content/head';
import type { NavSection, PageKey } from '../shared/routes';
import type { PageServices } from './page-services';

export type { PageServices };

/** What loaders and actions get besides the router's arguments. */
export interface PageContext {
  services: PageServices;
  /** The request's (server) or the page's (browser) query cache; the browser loads it on first use. */
  queryClient: () => Promise<QueryClient>;
}

export type PageLoader<T = unknown> = (args: LoaderFunctionArgs & PageContext) => Promise<T>;
export type PageAction<T = unknown> = (args: ActionFunctionArgs & PageContext) => Promise<T>;

/**
 * A page template's module. `head` is the head copy of the route-table paths it renders (from its content
 * module); templates of parameterised routes write their head from their loader data instead.
 */
export interface PageModule {
  default: ComponentType;
  head?: (path: string) => HeadCopy | undefined;
  loader?: PageLoader;
  action?: PageAction;
  /**
   * The part of the server's loader data the browser's first render needs: what the server's HTML
   * already holds can be left out of the hydration data (method: typed by each page).
   */
  dehydrate?(loaderData: unknown): unknown;
  /**
   * Loads the code a page's render needs for this loader data beyond the page's own chunk (an EDIFACT message
   * page's guide views). Its loader does so on the server and before a client-side navigation renders; before
   * hydration the shell calls this with the server's loader data (client/shell/hydrate.tsx).
   */
  prepare?(loaderData: unknown): Promise<void>;
  /**
   * The source paths of the modules `prepare` loads for this loader data (`client/…`, keys of the asset
   * manifest's `modules`): the server's HTML preloads their files with the page's chunks, so they cost no
   * round trip of their own before hydration.
   */
  preloads?(loaderData: unknown): readonly string[];
  /** Whether a navigation reruns the loader (React Router's default when absent). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

export interface RouteHandle {
  page: PageKey;
  /** The route-table path this route renders (absent on parameterised routes). */
  path?: string;
  head?: HeadCopy;
  /** The header entry this page lights up (the route table's `nav`). */
  nav?: NavSection;
  dehydrate?: PageModule['dehydrate'];
  prepare?: PageModule['prepare'];
  preloads?: PageModule['preloads'];
  /** How the shell scrolls to the top on arriving at this route (default: instantly). */
  scroll?: 'smooth';
}

/** What a page's loader resolves to: `useLoaderData<DataOf<typeof loader>>()` reads it typed. */
export type DataOf<L> = L extends PageLoader<infer T> ? T : never;

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'page' in value;
