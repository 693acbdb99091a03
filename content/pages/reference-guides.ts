import { guideIndexNames } from './index-titles';
import { guideFactLabels } from './reference-chrome';

export const x12GuideCopy = {
  hero: {
    eyebrow: 'Resources',
    title: guideIndexNames.x12,
    intro:
      'Every ASC X12 transaction set of release 005010 (318 in all), with what each is for, who uses it and how often it is traded.',
  },
  subtitle: 'X12 Transaction Set • Version 005010',
  count: (n: number, of: number) => `Showing ${n} of ${of} transaction sets`,
  empty: 'No transaction sets found matching your criteria',
  commonTitle: 'Most Common X12 Transaction Sets',
  common: [
    { code: '810', name: 'Invoice', desc: 'Bills a customer for goods or services delivered.' },
    { code: '850', name: 'Purchase Order', desc: 'Orders goods with items, quantities, prices and dates.' },
    { code: '856', name: 'Advance Ship Notice', desc: 'Describes what is shipped and how it is packed.' },
    { code: '997', name: 'Functional Acknowledgment', desc: 'Confirms documents were received and parsed.' },
    { code: '940', name: 'Warehouse Shipping Order', desc: 'Orders a warehouse to ship goods to a customer.' },
    { code: '945', name: 'Warehouse Shipping Advice', desc: 'Confirms what the warehouse shipped.' },
  ],
  /** The spec's industries; 'All' is a value of its own, distinct from 'all' (All Industries). */
  industries: [
    'All',
    'Retail',
    'Manufacturing',
    'Healthcare',
    'Transportation',
    '3PL',
    'Warehouse',
    'Automotive',
    'Financial',
    'Grocery',
    'Government',
    'Rail',
    'International Trade',
    'Utilities',
    'Energy',
    'Construction',
    'Entertainment',
    'Education',
    'Real Estate',
    'Insurance',
    'Pharmaceutical',
    'Wholesale',
  ],
} as const;

/** Copy shared by both guides, their detail dialog and the per-code pages. */
export const guideCopy = {
  searchLabel: 'Search',
  searchPlaceholder: 'Search by code, name, or description...',
  industryLabel: 'Industry',
  allIndustries: 'All Industries',
  columns: { code: 'Code', name: 'Name', description: 'Description', category: 'Category' },
  details: 'Details',
  quickView: (code: string) => `Quick view of ${code}`,
  openPage: (code: string) => `${code} details page`,
  clearFilters: 'Clear filters',
  getStarted: 'Get Started',
  tryConverter: 'Try Free EDI Converter',
  ctaTitle: 'Need help with these documents?',
  ctaText:
    'Our team maps, validates and monitors every one of them for you, or try the free converter on your own files.',
  modal: {
    loading: 'Loading details...',
    purpose: 'Purpose',
    description: 'Description',
    usage: 'Common Usage',
    segments: 'Key Segments',
    note: 'This is a preview taken from a public reference site.',
    fullDocs: 'View full documentation',
    close: 'Close',
    closeLabel: 'Close details',
    failed: (site: string) => `Unable to load details. Please try viewing on ${site} directly.`,
    /** The same, where the code has a page of ours (#47). */
    failedOwn: 'Unable to load the preview. Its full page:',
  },
  codePage: {
    back: 'Back to the guide',
    ...guideFactLabels,
    external: 'Full documentation on',
    guide: 'Our implementation guide',
    guideRelease: (release: string) => `X12 ${release}`,
  },
} as const;

export const edifactGuideCopy = {
  hero: {
    eyebrow: 'Resources',
    title: guideIndexNames.edifact,
    intro:
      'All 125 UN/EDIFACT D.96A message types, plus the CONTRL service message, with their purpose, industry and usage.',
  },
  subtitle: 'EDIFACT Message • D96A Release',
  count: (n: number, of: number) => `Showing ${n} of ${of} EDIFACT messages`,
  empty: 'No EDIFACT messages found matching your criteria',
  serviceBadge: 'Service message',
  commonTitle: 'Most Common EDIFACT Messages',
  common: [
    {
      code: 'ORDERS',
      name: 'Purchase order',
      desc: 'Orders goods or services with quantities, prices and delivery terms.',
    },
    { code: 'ORDRSP', name: 'Order response', desc: 'Accepts, changes or rejects an order line by line.' },
    { code: 'INVOIC', name: 'Invoice', desc: 'Claims payment for goods or services supplied.' },
    { code: 'DESADV', name: 'Despatch advice', desc: 'Details what was shipped, before the goods arrive.' },
    { code: 'PRICAT', name: 'Price catalogue', desc: 'Publishes items and prices to customers.' },
    {
      code: 'CONTRL',
      name: 'Technical acknowledgment',
      desc: 'Confirms receipt of an interchange and reports syntax errors.',
    },
  ],
  differencesTitle: 'EDIFACT vs X12: Key Differences',
  differencesHead: ['Aspect', 'EDIFACT', 'X12'],
  differences: [
    ['Geography', 'International, especially Europe and Asia', 'North America'],
    ['Message Names', 'Six letters, e.g. ORDERS, INVOIC', 'Three digits, e.g. 850, 810'],
    [
      'Delimiters',
      "Fixed roles: + separates data elements, : components, ' ends a segment and ? releases the next character. An optional UNA service string advice at the start of the interchange can declare other characters; without UNA these defaults apply.",
      'Declared by each interchange in its ISA header: the character after ISA makes the element separator (often *), ISA11 the repetition separator (often ^, from 004020 on), ISA16 the component separator (often : or >), and the character after ISA16 the segment terminator (often ~).',
    ],
    [
      'Versions',
      'Directories such as D.96A, D.01B and D.16B, named in each message header (UNH+1+ORDERS:D:96A:UN)',
      'Releases such as 004010 and 005010, named in ISA12 (00401, 00501) and GS08 (004010, or 005010X222A1 for a HIPAA guide)',
    ],
  ],
} as const;

/**
 * What a preview says when the reference page lacks a part (docs/spec.md, "Reference preview"); the server fills these
 * in.
 */
export const previewFallback = {
  description: (kind: string) => `Detailed information about this ${kind}.`,
  purpose: (code: string, name: string, standard: string) =>
    `The ${code} ${name} is used for electronic data interchange in the ${standard} standard.`,
};
