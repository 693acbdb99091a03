import type { EdifactPage } from '../shared/edifact-reference';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { HeadCopy } from '../content/head';
import type { BlogGateway } from '../shared/blog';
import type { DirectoryLoader } from '../shared/edi/inspect';
import type { InspectorData } from '../shared/inspector/page-inspection';
import type { LeadGateway } from '../shared/lead-types';
import type { SearchResults } from '../shared/search/search-types';
import type { NavSection, PageKey } from '../shared/routes';

/** What loaders and actions work with: the server passes its own per request, the browser its own. */
export interface PageServices {
  /** The request's (server) or the page's (browser) cache; the browser loads it on first use, off the shell. */
  queryClient: () => Promise<QueryClient>;
  leads: LeadGateway;
  blogs: BlogGateway;
  /** The EDIFACT directories a document names: the server's pooled data, or the browser's assets. */
  edifactDirectories: DirectoryLoader;
  /**
   * Inspects a document for the inspector page: on the server in a worker-thread pool (busy: `retryAfter`
   * set, no view), in the browser on the page (after a client-side navigation).
   */
  inspect: (text: string, sampleId: string) => Promise<InspectorData>;
  /**
   * A UN/EDIFACT directory page's data by its canonical path: the server's directory tables, or the JSON the
   * browser fetches; undefined when the directory or entry does not exist.
   */
  edifactPage: (path: string) => Promise<EdifactPage | undefined>;
  /** The site search: the server's index, or /api/search after a client-side navigation. */
  search: (q: string, offset?: number) => Promise<SearchResults>;
}

export type PageLoader<T = unknown> = (args: LoaderFunctionArgs & PageServices) => Promise<T>;
export type PageAction<T = unknown> = (args: ActionFunctionArgs & PageServices) => Promise<T>;

/**
 * A page template's module. `head` is the head copy of the route-table paths it renders (from its content
 * module); templates of parameterised routes write their head from their loader data instead.
 */
export interface PageModule {
  default: ComponentType;
  head?: (path: string) => HeadCopy | undefined;
  loader?: PageLoader;
  action?: PageAction;
  /** Puts what the server's loader sent into the browser's query cache (method: typed by each page). */
  seed?(queryClient: QueryClient, loaderData: unknown): void;
  /**
   * The part of the server's loader data the browser's first render needs: what the server's HTML
   * already holds can be left out of the hydration data (method: typed by each page).
   */
  dehydrate?(loaderData: unknown): unknown;
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
  seed?: PageModule['seed'];
  dehydrate?: PageModule['dehydrate'];
  /** How the shell scrolls to the top on arriving at this route (default: instantly). */
  scroll?: 'smooth';
}

/** What a page's loader resolves to: `useLoaderData<DataOf<typeof loader>>()` reads it typed. */
export type DataOf<L> = L extends PageLoader<infer T> ? T : never;

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'page' in value;
