/** Words of /edi-guides/new: the guide editor (a partner's guide built from sample files, kept in the browser). */
import type { HeadCopy } from '../head';

export const guideEditorHead: HeadCopy = {
  title: 'Build an EDI Implementation Guide from Sample Files | Northwind EDI',
  description:
    "Drop a trading partner's sample X12 files, get a starting implementation guide, edit usage, lengths and codes, and check documents against it. It stays in your browser.",
  keywords: ['EDI implementation guide', 'X12 guide builder', 'trading partner guide', 'EDI companion guide'],
};

export const guideEditorCopy = {
  eyebrow: 'Free tool',
  title: 'Build a guide from files',
  intro:
    "Drop one or more of a trading partner's sample documents: we infer a starting implementation guide (segments and loops seen, usage, lengths, codes). Edit it, keep it, and check documents against it in the inspector.",
  privacy: 'Nothing leaves your browser: the files are read here and the guide is kept in this browser (IndexedDB).',
  about: {
    heading: 'What the guide is',
    paragraphs: [
      'A guide says what a trading partner accepts in one transaction set: the loops and segments in order, which are must use, used or not used and how often they repeat, and for each element its usage, type, minimum and maximum length and the codes accepted.',
      'It is JSON in our public guide format, described by a JSON Schema, so other tools can read it. Our own X12 guides are published in the same format: open one to see what a finished guide looks like.',
    ],
    schema: 'The format: JSON Schema (version 1)',
    /** shared/edi/guide-format/schema.ts EDI_GUIDE_SCHEMA_PATH (a test checks they agree; importing it brings zod). */
    schemaPath: '/schemas/edi-guide/v1.json',
    examples: 'Our guides in the format, as examples:',
    example: (set: string, release: string) => `${set} (${release})`,
    page: 'page',
    json: 'JSON',
    needsScript: 'The editor above runs in your browser and needs JavaScript; this part of the page works without it.',
    api: 'Checking against a guide also works through the API and the command line:',
    apiLink: 'the API',
  },
  input: {
    heading: 'Start from sample files',
    label: 'Sample documents',
    hint: 'X12 files of one transaction set (850, 856…), up to 20 files and 10 MB in all. Paste one below, or choose or drop files.',
    paste: 'Or paste a document',
    infer: 'Build the guide',
    working: 'Reading…',
    dropHere: 'Drop files here',
    noSets: 'No X12 transaction set was found in these files: the editor builds X12 guides from sample sets.',
    tooMany: 'Too many files or too much text: at most 20 files and 10 MB in all.',
    failed: 'The files could not be read.',
    built: (set: string, count: number, others: readonly string[]) =>
      `A starting guide for the ${set} was built from ${count} file${count === 1 ? '' : 's'}.${
        others.length > 0 ? ` The ${others.join(', ')} sets in them were left out: one guide is for one set.` : ''
      }`,
  },
  file: {
    heading: 'Your guides',
    saved: 'Saved in this browser',
    unsaved: 'Unsaved changes',
    save: 'Save',
    saveHint: 'Ctrl+S',
    download: 'Download JSON',
    print: 'Print / PDF',
    upload: 'Open a guide file (JSON)',
    undo: 'Undo',
    undoHint: 'Ctrl+Z',
    open: 'Open a saved guide',
    none: 'No guide saved yet.',
    remove: 'Delete',
    badFile: (problems: readonly string[]) =>
      `This file is not a guide in our format: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '…' : ''}`,
    unsupported: 'Only X12 guides of release 004010 or 005010 can be edited and checked against for now.',
    opened: (title: string) => `Opened "${title}".`,
    storeFailed: 'This browser would not store the guide (private mode, or storage turned off).',
    check: 'Check a document against it',
  },
  meta: {
    title: 'Title',
    partner: 'Partner',
  },
  tree: {
    heading: 'Structure',
    label: 'Loops and segments of the guide',
    keys: 'Arrow keys move through the tree, Right and Left open and close a loop, Enter edits the segment.',
    loop: (id: string) => `Loop ${id}`,
    usage: { must: 'Must use', used: 'Used', 'not-used': 'Not used' },
    usageShort: { must: 'M', used: 'O', 'not-used': 'N' },
    max: (max: number | 'unbounded') => (max === 'unbounded' ? '>1' : String(max)),
  },
  segment: {
    heading: (tag: string) => `Segment ${tag}`,
    pick: 'Choose a segment in the tree to edit its elements, or a loop to edit its usage.',
    usage: 'Segment usage',
    loopHeading: (id: string) => `Loop ${id}`,
    loopUsage: 'Loop usage',
    loopHint:
      'A loop is used, or not, as a whole, and repeats up to its max use; its segments are below it in the tree.',
    max: 'Max use',
    keys: 'Up and Down move between elements; Enter edits one, Enter again saves, Escape cancels.',
    element: 'Element',
    usageLabel: 'Usage',
    name: 'Name',
    type: 'Type',
    lengths: 'Length',
    codes: 'Codes',
    anyValue: 'any value',
    edit: 'Edit',
    done: 'Done',
    cancel: 'Cancel',
    codesLabel: 'Codes accepted (separated by commas; empty: any value)',
    min: 'Min length',
    maxLength: 'Max length',
    badLengths: 'The minimum length must be a whole number from 0 up to the maximum, and the maximum at least 1.',
    badCodes: 'A code is 1 to 35 characters; at most 5,000 codes.',
  },
} as const;
