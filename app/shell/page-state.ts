import type { PublicConfig } from '../../shared/public-config';

/** Globals the server's bootstrap script sets before the entry module runs (page data travels as loader data). */
export interface PageState {
  config: PublicConfig;
}

export const PAGE_STATE_GLOBAL = '__PAGE_STATE__';
