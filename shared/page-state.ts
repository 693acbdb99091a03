import type { DehydratedState } from '@tanstack/react-query';
import type { PublicConfig } from './public-config';

/** Globals the server's bootstrap script sets before the entry module runs. */
export interface PageState {
  query: DehydratedState;
  config: PublicConfig;
}

export const PAGE_STATE_GLOBAL = '__PAGE_STATE__';
