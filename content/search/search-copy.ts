/** The site search's words: the /search page, the header's control and dialog, the 404's form and the API's errors. */
import type { HeadCopy } from '../head';

const grouped = (n: number) => n.toLocaleString('en-US');

export const searchHead: HeadCopy = {
  title: 'Search | Northwind EDI',
  description:
    'Search the Northwind EDI site: X12 sets, EDIFACT messages, segments, elements and codes, guides, posts.',
  keywords: [],
};

export const searchCopy = {
  /** The head title of a results page. */
  title: (q: string) => `${q} · ${searchHead.title}`,
  heading: 'Search',
  resultsHeading: (q: string) => `Results for “${q}”`,
  label: 'Search the site',
  placeholder: 'A code (856, BGM, 1225), a document (invoice, ASN) or a system (SAP)',
  submit: 'Search',
  count: (from: number, to: number, total: number) =>
    to - from + 1 < total
      ? `Results ${grouped(from)}–${grouped(to)} of ${grouped(total)}, best first.`
      : `${grouped(total)} result${total === 1 ? '' : 's'}.`,
  pages: 'Result pages',
  previous: '← Previous results',
  next: 'More results →',
  cut: (max: number) => `Only the first ${max} characters of the query were searched.`,
  empty: 'Type a code, a document name or a system to search the whole site.',
  none: (q: string) => `Nothing on the site matches “${q}”.`,
  noneHint: 'Try a code or a document name, or browse the references:',
  best: 'Best matches',
  kinds: {
    page: 'Pages',
    x12: 'X12',
    edifact: 'EDIFACT',
    blog: 'Blog',
    faq: 'FAQ',
    finding: 'API finding codes',
  },
  suggestions: [
    { href: '/search?q=850', title: '850' },
    { href: '/search?q=ASN', title: 'ASN' },
    { href: '/search?q=INVOIC', title: 'INVOIC' },
    { href: '/resources/x12-transaction-sets', title: 'X12 transaction sets' },
    { href: '/resources/edifact-messages', title: 'EDIFACT messages' },
    { href: '/resources/edifact', title: 'UN/EDIFACT directories' },
  ],
} as const;

export const searchDialogCopy = {
  placeholder: 'Search codes, documents, pages…',
  close: 'Close search',
  loading: 'Loading the index…',
  failed: 'The search could not load. The search page works without it:',
  recent: 'Recent searches',
  none: (q: string) => `No results for “${q}”.`,
  all: (q: string) => `All results for “${q}”`,
  help: '↑ ↓ to move, Enter to open, Esc to close',
  count: (n: number) => `${grouped(n)} result${n === 1 ? '' : 's'}`,
} as const;

export const searchApiCopy = {
  rateLimited: 'Too many searches from this client: wait a minute and try again.',
  rateLimitedTitle: 'Too many searches',
  unknownParameter: (name: string) => `Unknown parameter “${name.slice(0, 40)}”: use q (the query), limit and offset.`,
  oneQuery: 'Give q once, as text.',
  badLimit: (max: number) => `limit is a whole number from 1 to ${max}.`,
  badOffset: (max: number) => `offset is a whole number from 0 to ${max}.`,
} as const;

/** The one-line details and keywords the search's documents carry for directory entries (shown under titles). */
export const searchDocumentCopy = {
  /** A directory's message, named apart from the guide's page of the same code. */
  messageTitle: (id: string, name: string, directory: string) => `${id} ${name}: ${directory} structure`,
  entry: (directory: string, kind: string) => `UN/EDIFACT ${directory} ${kind}`,
  element: (directory: string, kind: string, format: string) => `UN/EDIFACT ${directory} ${kind}, ${format}`,
  code: (code: string, element: string, name: string, directory: string) =>
    `Code ${code} of ${element} ${name}, UN/EDIFACT ${directory}`,
  serviceSegmentKeywords: (version: string) => `EDIFACT service segment, syntax version ${version}`,
  serviceSegment: (version: string) => `UN/EDIFACT service segment, syntax version ${version}`,
} as const;
