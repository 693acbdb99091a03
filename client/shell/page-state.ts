import type { PublicConfig } from '../../shared/public-config';

/** Globals the server's bootstrap script sets before the entry module runs (page data travels as loader data). */
export interface PageState {
  config: PublicConfig;
}

export const PAGE_STATE_GLOBAL = '__PAGE_STATE__';

/** The request's dehydrated queries (client/shell/query-state.ts), set only on pages that read data. */
export const QUERY_STATE_GLOBAL = '__QUERY_STATE__';

/** The embedded state as the entry module finds it (the server's script set it, so only its shape is checked). */
export const isPageState = (value: unknown): value is PageState =>
  typeof value === 'object' &&
  value !== null &&
  'config' in value &&
  typeof value.config === 'object' &&
  value.config !== null;
