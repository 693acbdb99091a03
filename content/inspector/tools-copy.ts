/** Words of the inspector's tools: the tabs, share links, the document diff and reconciliation. */
import { grouped } from './copy';

type Counted = Readonly<Record<string, number>>;
const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;
const listed = (counts: Counted, word: string) =>
  Object.entries(counts).map(([id, n]) => `${plural(n, `${id} ${word}`, `${id} ${word}s`)}`);

export const toolsCopy = {
  tabs: {
    label: 'Inspector tools',
    inspect: 'Inspect',
    compare: 'Compare',
    reconcile: 'Reconcile',
    noScript: 'Compare and Reconcile run in your browser and need JavaScript.',
  },
  share: {
    heading: 'Share',
    intro:
      'A link that opens this document in the inspector. The document travels inside the link, after the #: browsers never send that part to a server, so neither we nor anyone else keeps a copy.',
    redact: 'Replace names, addresses, ids and references with placeholders first',
    redactHint:
      'Each value becomes one of the same length and kind (GS1 keys stay valid keys), so the findings stay the same.',
    focus: 'Point to',
    focusNone: 'The whole document',
    focusIssue: (line: number, text: string) =>
      `Line ${grouped(line)}: ${text.length > 80 ? `${text.slice(0, 77)}…` : text}`,
    create: 'Create link',
    making: 'Making the link…',
    link: 'Share link',
    copy: 'Copy link',
    copied: 'Copied',
    tooLong: (chars: number) =>
      `This document makes a link of ${grouped(chars)} characters, more than browsers open (about 2 million). Send the file instead:`,
    download: 'Download the document',
    replaced: (n: number) => `What was replaced (${plural(n, 'value')})`,
    columns: { line: 'Segment', element: 'Element', before: 'Was', after: 'Now' },
    opened: 'Opened from a share link.',
    openedRedacted: 'Opened from a share link: names, addresses, ids and references were replaced before sharing.',
    broken: 'This share link is damaged or incomplete: nothing could be opened from it.',
    noScript: 'Share links are made in the browser and need JavaScript.',
  },
  compare: {
    heading: 'Compare two documents',
    intro:
      'Paste or choose two versions of a document (the first and the corrected 856, say). They are aligned by interchange, set, loop and segment, so you see what changed in which line, not which text moved.',
    left: 'First document',
    right: 'Second document',
    file: 'Choose a file',
    run: 'Compare',
    working: 'Comparing…',
    same: 'The two documents hold the same segments.',
    results: 'Differences',
    previous: 'Previous change',
    next: 'Next change',
    keys: 'Arrow keys move between changes.',
    export: 'Download the differences (JSON)',
    change: { added: 'Added', removed: 'Removed', changed: 'Changed' },
    at: (left?: number, right?: number) =>
      [left && `segment ${grouped(left)} of the first`, right && `segment ${grouped(right)} of the second`]
        .filter(Boolean)
        .join(', '),
    columns: { element: 'Element', name: 'Name', before: 'First', after: 'Second' },
    summary: (s: {
      segmentsChanged: number;
      segmentsAdded: number;
      segmentsRemoved: number;
      added: Counted;
      removed: Counted;
      elements: readonly { ref: string; name: string; count: number }[];
    }) => [
      ...s.elements.map((e) => `${e.ref}${e.name ? ` (${e.name})` : ''} changed in ${plural(e.count, 'segment')}`),
      ...listed(s.added, 'loop').map((t) => `${t} added`),
      ...listed(s.removed, 'loop').map((t) => `${t} removed`),
      ...(s.segmentsAdded ? [`${plural(s.segmentsAdded, 'segment')} added`] : []),
      ...(s.segmentsRemoved ? [`${plural(s.segmentsRemoved, 'segment')} removed`] : []),
    ],
  },
  reconcile: {
    heading: 'Reconcile order, shipment and invoice',
    intro:
      'Paste or choose an order (850 or ORDERS), its ship notice (856 or DESADV) and its invoice (810 or INVOIC), any two or all three. Lines are matched by GTIN or part number, then line number; every difference is flagged.',
    slots: ['Order', 'Ship notice', 'Invoice'],
    slotHint: ['850 or ORDERS', '856 or DESADV', '810 or INVOIC'],
    run: 'Reconcile',
    working: 'Reconciling…',
    references: 'Order references',
    reference: (element: string, value: string, matches?: boolean) =>
      `${element} ${value || '(none)'}${matches === undefined ? '' : matches ? ': matches the order' : ': not the order’s number'}`,
    results: 'Lines',
    allMatch: 'Every line matches: shipped as ordered, billed as shipped.',
    flaggedCount: (n: number) => `${plural(n, 'line')} with differences`,
    columns: {
      line: 'Line',
      item: 'Item',
      ordered: 'Ordered',
      shipped: 'Shipped',
      invoiced: 'Invoiced',
      price: 'Price ordered',
      billed: 'Price invoiced',
      flags: 'Differences',
    },
    flags: {
      'short-shipped': 'Shipped short',
      'over-shipped': 'Shipped over',
      'not-shipped': 'Not shipped',
      'not-ordered': 'Not ordered',
      substituted: 'Another item',
      'not-invoiced': 'Not invoiced',
      'invoiced-quantity': 'Billed quantity differs',
      price: 'Price differs',
      unit: 'Units differ',
    },
    exportCsv: 'Download CSV',
    exportXlsx: 'Download Excel',
  },
  refused: {
    'too-large': (which: string) => `${which} is larger than 5 MB.`,
    'not-edi': (which: string) => `${which} is not X12 or EDIFACT.`,
    'unknown-kind': (which: string, codes: string) =>
      `${which} holds no order, ship notice or invoice${codes ? ` (it holds ${codes})` : ''}.`,
    'several-sets': (which: string, count: number) =>
      `${which} holds ${grouped(count)} orders, ship notices or invoices: give one of each.`,
    'duplicate-role': (which: string) => `${which} is of the same kind as another one: give one of each.`,
    count: 'Give two or three documents.',
  },
  failed: 'This could not be finished. Reload the page and try again.',
} as const;
