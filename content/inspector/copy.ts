/** Words of the EDI Inspector page and of the inspector links and structure tables on other pages. */
import { inspectorLinks, structureCopy } from './links';
import type { HeadCopy } from '../head';

/**
 * 12,345: digits grouped by hand, because the first toLocaleString of a page loads the locale data
 * (tens of milliseconds, on the inspector's first screen).
 */
export const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

export const inspectorCopy = {
  hero: {
    eyebrow: 'Free tool',
    title: 'EDI Inspector',
    intro:
      'Paste X12 or EDIFACT (one interchange or several) and see its envelopes checked, each EDIFACT message checked element by element against the UN/EDIFACT directory it names (D.93A to D.24A), the segments of the X12 850, 855, 856, 810 and 997 named, each finding explained with its line, and a JSON view to copy or download.',
  },
  resultHeading: 'Result',
  rateLimited: {
    title: 'Too many inspections',
    text: 'You sent more than 20 documents in a minute. Wait a moment and try again, or turn on JavaScript: then the inspector runs in your browser, without limits.',
    back: 'Back to the EDI Inspector',
  },
  api: 'Checking files from code? The same engine is a free API:',
  apiLink: 'EDI API for developers',
  privacy:
    'Your document never leaves your browser: nothing is uploaded, stored or logged. Without JavaScript the form is sent to our server, parsed once and forgotten.',
  form: {
    heading: 'Your document',
    label: 'EDI document (X12 or EDIFACT)',
    placeholder: "ISA*00*          *00*          *ZZ*SENDER … or UNA:+.? ' UNB+UNOC:3+…",
    hint: 'Paste up to 5 MB, or drop or choose a file of up to 100 MB (read in your browser), or pick a sample.',
    file: 'Choose a file',
    sample: 'Sample',
    samplePlaceholder: 'Pick a sample…',
    loadSample: 'Load sample',
    inspect: 'Inspect',
    clear: 'Clear',
    working: 'Inspecting…',
    tooLarge: 'That file is larger than 5 MB; the inspector takes documents up to 5 MB.',
    pasteTooLarge: 'That text is larger than 5 MB: choose it as a file instead (files up to 100 MB are read here).',
    fileTooLarge: 'That file is larger than 100 MB; the inspector reads files up to 100 MB.',
    reading: {
      label: (name: string) => `Reading ${name}`,
      read: (mb: string, total: string, sets: string) => `${mb} of ${total} MB read, ${sets} sets or messages so far`,
      checking: (total: string, sets: string) => `${total} MB read, ${sets} sets or messages: checking them…`,
      cancel: 'Cancel',
      cancelled: 'Stopped: the file was not inspected.',
    },
    unreadable: 'That file could not be read as text.',
    failed: 'The inspector could not finish with this document. Reload the page and try again.',
    busy: 'The inspector is busy with other documents right now (or this one took too long). Please try again in a few seconds.',
    bigFile: (name: string, chars: number) =>
      `${name} (${(chars / 1048576).toFixed(1)} MB) is inspected below; it is too large to show in the box.`,
  },
  summary: {
    heading: 'Envelope',
    standard: 'Standard',
    and: ' and ',
    interchanges: 'Interchanges',
    interchangeCount: (n: number) => `${grouped(n)} in this file; the rows below describe the first`,
    x12: 'ASC X12',
    edifact: 'UN/EDIFACT',
    sender: 'Sender',
    receiver: 'Receiver',
    date: 'Date and time',
    control: 'Interchange control number',
    version: 'Version',
    syntax: 'Syntax',
    groups: 'Functional groups',
    transactions: 'Transaction sets / messages',
    segments: 'Segments',
    guides: 'Checked against',
    guided: (set: string, release: string) => `${set} (${release}): Northwind's ${set} guide`,
    userGuided: (set: string, release: string, name: string) => `${set}${release ? ` (${release})` : ''}: ${name}`,
    unguided: (set: string, release: string, basis: 'asked' | 'addressed' | 'not-addressed' | 'user') =>
      `${set}${release ? ` (${release})` : ''}: ${
        basis === 'not-addressed'
          ? 'syntax and envelopes only (not addressed to Northwind; our guides check what is sent to us)'
          : basis === 'asked'
            ? 'syntax and envelopes only, as asked'
            : 'no guide of ours, so syntax and envelopes only'
      }`,
    usage: 'Usage',
    test: 'Test',
    production: 'Production',
    delimiters: 'Delimiters',
    delimiterNames: {
      element: 'element',
      component: 'component',
      segment: 'segment',
      repetition: 'repetition',
      release: 'release',
    },
  },
  issues: {
    heading: 'Issues',
    none: 'No issues found: the envelopes, counts and control numbers agree',
    noneEdifact: ", and every message follows its directory's structure, representations and code lists.",
    noneX12: '.',
    // "Issues: none", not "Issues: 0 issues found".
    count: (n: number) => (n === 0 ? 'none' : `${n} issue${n === 1 ? '' : 's'} found`),
    truncated: (found: number, listed: number) =>
      `${grouped(found)} issues were found; ${grouped(listed)} are listed (at most 100 of each kind, errors first). The API's counts have them all.`,
    region: 'Issues (scrolls)',
    segment: (pos: number, tag: string, line: number) =>
      pos > 0 ? `Segment ${pos}${tag ? ` (${tag})` : ''}, line ${grouped(line)}` : 'Document',
    guide: 'What our guide expects',
    reference: 'In the UN/EDIFACT directory',
    newTab: '(opens in a new tab)',
    error: 'Error',
    warning: 'Warning',
  },
  tree: {
    heading: 'Structure',
    interchange: (control: string) => `Interchange ${control}`,
    group: (id: string, control: string) => `Functional group ${id} ${control}`.trim(),
    implicitGroup: 'Messages',
    transaction: (code: string, name: string, control: string) =>
      `${code}${name ? ` ${name}` : ''} · control ${control}`,
    segmentCount: (n: number) => `${n} segment${n === 1 ? '' : 's'}`,
    outside: 'Segments outside an envelope',
    outsideNotShown: (n: number) =>
      `${grouped(n)} more segments outside an envelope are not shown here; the JSON view has all of them.`,
    transactionsNotShown: (n: number) =>
      `${grouped(n)} more transaction sets or messages are not shown here; the JSON view has all of them.`,
    groupsNotShown: (n: number) =>
      `${grouped(n)} more functional groups are not shown here; the JSON view has all of them.`,
    interchangesNotShown: (n: number) =>
      `${grouped(n)} more interchanges are not shown here; the JSON view has all of them.`,
    notShown: (n: number) => `${grouped(n)} more segments are not shown here; the JSON view has all of them.`,
    showSegments: 'Show segments',
    unknownSegment: 'Unknown segment',
    unreadableSegment: 'Unreadable: not a tag and elements',
    element: 'Element',
    value: 'Value',
    region: 'Segment tree (scrolls)',
    describing: (pos: number) => `${pos} Describing…`,
    repeat: (n: number) => `(repeat ${n})`,
  },
  convert: {
    heading: 'Convert',
    intro:
      'The document as JSON (loops and the HL tree nested, keys like purchase_order_number_03), CSV (a row per line item), XML or Excel, made in your browser: the file never leaves it.',
    schema: 'JSON Schema',
    developers: 'the same conversions as an API',
    formatLabel: 'Format',
    formats: { json: 'JSON', csv: 'CSV', xml: 'XML', xlsx: 'Excel' },
    show: (format: string) => `Show ${format}`,
    building: (format: string) => `Making ${format}…`,
    copy: (format: string) => `Copy ${format}`,
    copied: 'Copied',
    download: (format: string) => `Download ${format}`,
    saving: (name: string) => `Writing ${name}…`,
    saved: (name: string, bytes: number) =>
      `Saved ${name}: ${(bytes / 1024 / 1024).toFixed(1)} MB, written to disk as it was made.`,
    truncated: (format: string, kb: number) =>
      `The ${format} is ${grouped(kb)} KB; the preview shows the beginning. Copy or download it for all of it.`,
    noScript:
      'Conversions are made in the browser and need JavaScript; the API converts too (/developers#conversions).',
    failed: (reason: string) => `This conversion could not be made: ${reason}`,
  },
  ack: {
    heading: 'Acknowledgment',
    intro:
      'The answer your partner expects, made from these findings: sender and receiver swapped, new control numbers. It is made in your browser; the file never leaves it.',
    button: (type: string) => `Download ${type}`,
    making: 'Making…',
    none: 'Nothing for this type to acknowledge: a 997 or 999 answers functional groups (GS), a TA1 an X12 interchange, a CONTRL an EDIFACT one.',
    noScript: 'Acknowledgments are made in the browser and need JavaScript; the API makes them too:',
    /** The link after noScript, to the API's section (a link, not a path printed as text). */
    apiLink: { href: '/developers#acknowledgments', label: 'acknowledgments in the API' },
  },
  links: inspectorLinks,
  structure: structureCopy,
} as const;

/** Head copy of /edi-inspector. */
export const inspectorHead: HeadCopy = {
  title: 'EDI Inspector: Parse and Validate X12 and EDIFACT Online | Northwind EDI',
  description:
    'Free EDI inspector: paste X12 or EDIFACT and see envelopes, every EDIFACT directory (D.93A to D.24A) and GS1 check digits checked, each finding with its line. Nothing is uploaded.',
  keywords: ['EDI inspector', 'EDI parser', 'X12 validator', 'EDIFACT viewer', 'EDI to JSON'],
};
