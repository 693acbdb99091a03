/** Words of /edi-guides/print: a user's guide as a printable document (Print / Save as PDF in the browser). */
import type { HeadCopy } from '../head';

export const guidePrintHead: HeadCopy = {
  title: 'Print an EDI Implementation Guide or Save It as PDF | Northwind EDI',
  description:
    'Your implementation guide from our guide editor as a clean document to print or save as PDF for a trading partner: structure, segments, elements, usage and codes.',
  keywords: ['print EDI guide', 'EDI implementation guide PDF', 'trading partner guide', 'companion guide PDF'],
};

export const guidePrintCopy = {
  eyebrow: 'Guide editor',
  title: 'Print a guide or save it as PDF',
  intro:
    "Your guide as a document for a trading partner, laid out like our own guides. Your browser's print makes the PDF: choose Save as PDF as the printer. Nothing leaves your browser.",
  needsScript: 'This page reads the guide from this browser (or a file you choose) and needs JavaScript.',
  print: 'Print / Save as PDF',
  back: 'Back to the editor',
  upload: 'Or open a guide file (JSON)',
  loading: 'Reading the guide saved in this browser…',
  none: 'No guide is saved in this browser yet: build one in the editor, or open a guide file.',
  notFound: 'That guide is not saved in this browser (it may have been deleted): the last one saved is shown instead.',
  tooLarge: 'This file is larger than 2 MB: a guide file is smaller.',
  badFile: (problems: readonly string[]) =>
    `This file is not a guide in our format: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '…' : ''}`,
  unsupported: 'Only X12 guides of release 004010 or 005010 can be printed for now.',
  storeFailed: 'This browser would not read its stored guides (private mode, or storage turned off).',
  opened: (title: string) => `Showing "${title}".`,
  document: 'The guide',
  eyebrowDoc: (release: string) => `Implementation guide · X12 ${release}`,
  facts: {
    set: 'Transaction set',
    release: 'Release',
    functionalId: 'Functional group (GS01)',
    partner: 'Partner',
    date: 'Date',
    made: 'Made with',
  },
  /** The date in the title block: the day the document is printed. */
  dateOf: (when: Date) => when.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  madeLink: 'The Northwind EDI guide editor',
} as const;
