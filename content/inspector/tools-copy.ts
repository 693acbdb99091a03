/** Words of the inspector's tools shared by all: the tabs, share links, refusals (compare-copy.ts, reconcile-copy.ts: the rest). */
import { grouped } from './copy';

const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;

export const toolsCopy = {
  tabs: {
    label: 'Inspector tools',
    inspect: 'Inspect',
    compare: 'Compare',
    reconcile: 'Reconcile',
    noScript: 'Compare and Reconcile run in your browser and need JavaScript.',
  },
  file: 'Choose a file',
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
