import type { PageServices } from '../../client/entry.server';
import { findingRows } from '../../shared/reference/finding-rows';
import { guideOf } from '../../content/x12-guides';
import type { BlogGateway } from '../../shared/blog';
import { loadDirectories } from '../../shared/edi/load/edifact-pools';
import { loadMessageStructure } from '../reference/load-message-structure';
import type { LeadGateway } from '../../shared/lead-types';
import { edifactPage } from '../reference/edifact-pages';
import type { SiteSearch } from '../search/site-index';

/** What the server opened that pages read: the process's lead store, blog source, inspections and search. */
export interface PageSources {
  leads: LeadGateway;
  blogs: BlogGateway;
  /** Off the request thread: server/edi/inspect-pool.ts. */
  inspect: PageServices['inspect'];
  search: SiteSearch;
}

/**
 * The server's page services (client/page-services.ts names them; the browser has its own there): the one
 * place a service's server side is composed. server/services.ts and the build's stylesheet writer both use it.
 */
export function pageServices({ leads, blogs, inspect, search }: PageSources): PageServices {
  return {
    leads,
    blogs,
    inspect,
    search: (q, offset) => search(q, undefined, offset),
    edifactDirectories: loadDirectories,
    edifactPage,
    x12Guide: (set, release) => Promise.resolve(guideOf(set, release)),
    edifactStructure: loadMessageStructure,
    findingRows: () => Promise.resolve(findingRows()),
  };
}
