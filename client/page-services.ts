import type { Guide } from '../content/x12-guides/guide-types';
import type { BlogGateway } from '../shared/blog';
import type { MessageStructure } from '../shared/reference/edifact-structures';
import type { DirectoryLoader } from '../shared/edi/inspect';
import type { FindingRow } from '../shared/reference/finding-rows';
import type { InspectorData } from '../shared/inspector/page-inspection';
import type { EdifactPage } from '../shared/edifact-reference';
import type { LeadGateway } from '../shared/lead-types';
import type { SearchResults } from '../shared/search/search-types';

/**
 * Where page data comes from: loaders, actions and query functions (client/queries/) call these. The server's
 * composition root (server/pages/page-services.ts) gives its own; the browser's are below, each loading its
 * code on first call (a client-side navigation or a form post), never with the first render.
 * A new service is its member here with the browser's way to it, and the server's in that root.
 */
export interface PageServices {
  leads: LeadGateway;
  blogs: BlogGateway;
  /** The EDIFACT directories a document names: the server's pooled data, or the browser's assets. */
  edifactDirectories: DirectoryLoader;
  /**
   * Inspects a document for the inspector page: on the server in a worker-thread pool (busy: `retryAfter`
   * set, no view), in the browser on the page (after a client-side navigation).
   */
  inspect: (text: string, sampleId: string) => Promise<InspectorData>;
  /** A UN/EDIFACT directory page's data by its canonical path; undefined when it does not exist. */
  edifactPage: (path: string) => Promise<EdifactPage | undefined>;
  /** The site search: the server's index, or /api/search. */
  search: (q: string, offset?: number) => Promise<SearchResults>;
  /** One of our X12 implementation guides: the content module, or its JSON download. */
  x12Guide: (set: string, release: string) => Promise<Guide | undefined>;
  /** A D.96A message's structure: the directory data, or /api/edifact-structures. */
  edifactStructure: (code: string) => Promise<MessageStructure | undefined>;
  /** /developers' finding codes from the rule registry (its checks stay out of the page's chunk). */
  findingRows: () => Promise<readonly FindingRow[]>;
}

/** The browser's gateways (one chunk, loaded with the first call). */
const gateways = () => import('./shell/gateways');

/** The browser's services: their code loads when one is first called. */
export const browserServices: PageServices = {
  leads: { submit: (kind, input) => gateways().then((g) => g.browserLeadGateway.submit(kind, input)) },
  blogs: {
    list: () => gateways().then((g) => g.browserBlogGateway.list()),
    get: (id) => gateways().then((g) => g.browserBlogGateway.get(id)),
  },
  // The inspector's directory loader comes with the inspector's code.
  edifactDirectories: (ids) => import('./inspector/dictionaries').then((m) => m.fetchDirectories(ids)),
  inspect: (text, sampleId) =>
    import('../shared/inspector/page-inspection').then((m) =>
      m.inspectText(text, sampleId, browserServices.edifactDirectories),
    ),
  edifactPage: (path) => gateways().then((g) => g.fetchEdifactPage(path)),
  search: (q, offset) => gateways().then((g) => g.fetchSearch(q, 50, undefined, offset)),
  x12Guide: (set, release) => gateways().then((g) => g.fetchGuide(set, release)),
  edifactStructure: (code) => gateways().then((g) => g.fetchStructure(code)),
  findingRows: () => gateways().then((g) => g.findingRows()),
};
