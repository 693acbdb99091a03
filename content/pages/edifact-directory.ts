/** Words of the UN/EDIFACT directory pages (/resources/edifact/…): heads, headings, labels. */
import type { HeadCopy } from '../head';

type KindWords = { singular: string; plural: string; heading: string };

export const kindWords: Readonly<Record<'messages' | 'segments' | 'composites' | 'elements', KindWords>> = {
  messages: { singular: 'message', plural: 'messages', heading: 'Messages' },
  segments: { singular: 'segment', plural: 'segments', heading: 'Segments' },
  composites: { singular: 'composite data element', plural: 'composites', heading: 'Composite data elements' },
  elements: { singular: 'data element', plural: 'data elements', heading: 'Data elements' },
};

export const edifactIndexHead: HeadCopy = {
  title: 'UN/EDIFACT Directories D.93A to D.24A: Segments, Elements, Codes | Northwind EDI',
  description:
    'Every UN/EDIFACT directory from D.93A to D.24A: each message structure, segment, composite, data element and code list as its own page, with what changed between directories.',
  keywords: ['UN/EDIFACT directory', 'EDIFACT D96A', 'EDIFACT D01B', 'EDIFACT segments', 'EDIFACT code lists'],
};

export const edifactHeads = {
  directory: (label: string, messages: number, segments: number): HeadCopy => ({
    title: `UN/EDIFACT ${label} Directory: ${messages} Messages, ${segments} Segments | Northwind EDI`,
    description: `The UN/EDIFACT ${label} directory: every message, segment, composite, data element and code list, each with its own page.`,
    keywords: [`EDIFACT ${label}`, `${label} directory`, `UN/EDIFACT ${label} messages`],
  }),
  entry: (kind: keyof typeof kindWords, id: string, name: string, label: string): HeadCopy => {
    const w = kindWords[kind];
    const what =
      kind === 'messages'
        ? 'structure with segment groups, status and repeats, and what changed since the directory before'
        : kind === 'elements'
          ? 'format, every code with its name, and where it is used'
          : 'elements in order with status and format, and where it is used';
    return {
      title: `${id} ${name}: UN/EDIFACT ${label} ${w.singular} | Northwind EDI`,
      description: `${id} (${name}) in UN/EDIFACT ${label}: its ${what}.`,
      keywords: [`EDIFACT ${id}`, `${id} ${label}`, name],
    };
  },
};

/** The social preview of each kind of directory page (og:image, one per kind). */
export const edifactOgCards = {
  directory: 'Every UN/EDIFACT directory, D.93A to D.24A',
  messages: 'UN/EDIFACT message structures, directory by directory',
  segments: 'UN/EDIFACT segments: elements, status, formats',
  composites: 'UN/EDIFACT composite data elements',
  elements: 'UN/EDIFACT data elements and their code lists',
} as const;

/** The service segments' pages (/resources/edifact/syntax/{version}…). */
export const syntaxCopy = {
  crumb: (version: string) => `Syntax version ${version}`,
  eyebrow: (version: string) => `ISO 9735 · syntax version ${version}`,
  title: (version: string) => `EDIFACT service segments, syntax version ${version}`,
  intro:
    'The envelope every directory uses but none defines: UNA, UNB, UNG, UNH, UNT, UNE, UNZ, and the segments of CONTRL, with their elements in order.',
  segmentIntro: (version: string) =>
    `A service segment of ISO 9735 syntax version ${version}: its elements and composites in order, with status and format.`,
  segments: 'Service segments',
  head: (version: string) => ({
    title: `EDIFACT Service Segments (UNB, UNH, UNZ…), Syntax Version ${version} | Northwind EDI`,
    description: `The ISO 9735 syntax version ${version} service segments every UN/EDIFACT directory uses: UNA, UNB, UNG, UNH, UNT, UNE, UNZ and CONTRL's, element by element.`,
    keywords: ['EDIFACT UNB', 'EDIFACT UNH', 'EDIFACT service segments', `syntax version ${version}`],
  }),
  segmentHead: (version: string, tag: string, name: string) => ({
    title: `${tag} ${name}: EDIFACT service segment, syntax version ${version} | Northwind EDI`,
    description: `${tag} (${name}) in ISO 9735 syntax version ${version}: every element and composite in order, with status and format.`,
    keywords: [`EDIFACT ${tag}`, `${tag} segment`, name],
  }),
} as const;

export const edifactCopy = {
  crumb: 'UN/EDIFACT directories',
  eyebrow: 'UN/EDIFACT reference',
  index: {
    title: 'UN/EDIFACT directories',
    heading: 'Directories D.93A to D.24A',
    intro:
      'Every directory the UN published from D.93A to D.24A, with its messages, segments, composites, data elements and code lists. Pick the one your partner names in UNH (D:96A is D.96A).',
    directory: 'Directory',
    year: 'Year',
    messages: 'Messages',
    segments: 'Segments',
    composites: 'Composites',
    elements: 'Elements',
    codes: 'Codes',
    service: 'The service segments (UNB, UNH, UNZ…) every directory uses, syntax version 3',
  },
  directory: {
    title: (label: string) => `UN/EDIFACT ${label}`,
    intro: (label: string, year: number) =>
      `The ${label} directory (${year}): each entry links to its page. Messages name it in UNH as ${label.replace('.', ':')}.`,
    derived: 'Derived from a neighbouring directory:',
    filterHint: (n: number) => `${n.toLocaleString('en-US')} entries`,
    codes: (n: number) => (n > 0 ? `${n} codes` : ''),
  },
  entry: {
    eyebrow: (label: string, kind: keyof typeof kindWords) => `UN/EDIFACT ${label} · ${kindWords[kind].singular}`,
    intro: (kind: keyof typeof kindWords, label: string) =>
      ({
        messages: `Its full structure in the ${label} directory: segment groups nested, status and maximum repeats, each segment linked, and what changed since the directory before.`,
        segments: `Its data elements and composites in order, with status and format, and the ${label} messages that use it.`,
        composites: `Its components in order, with status and format, and the ${label} segments that use it.`,
        elements: `Its format, its code list with each code's name, and where ${label} uses it.`,
      })[kind],
    position: 'Pos',
    id: 'Id',
    name: 'Name',
    status: 'Status',
    format: 'Format',
    repeat: 'Repeat',
    mandatory: 'M',
    conditional: 'C',
    statusNames: { M: 'Mandatory', C: 'Conditional' },
    usedIn: 'Used in',
    usedInMessages: (n: number) => `${n} message${n === 1 ? '' : 's'} use it`,
    usedInSegments: 'Segments',
    usedInComposites: 'Composites',
    notUsed: 'No message of this directory uses it.',
    codes: 'Codes',
    codesCount: (n: number) => `${n.toLocaleString('en-US')} codes, each with its own anchor.`,
    noCodes: 'No code list: the value is free (within its format).',
    code: 'Code',
    structure: 'Structure',
    structureIntro:
      'Segments and groups in the order they are sent; a group repeats as a whole, starting with its first segment.',
    maxRepeat: 'Max',
    group: (id: string) => `Segment group ${id.slice(2)}`,
    changes: (label: string) => `Changes since ${label}`,
    noChanges: (label: string) => `Same structure as in ${label}.`,
    newMessage: 'Not in the directory before: new in this one.',
    added: 'Added',
    removed: 'Removed',
    repeats: 'Maximum repeat changed',
    statusChanged: 'Status changed',
    becameMandatory: 'now mandatory',
    becameConditional: 'now conditional',
    others: 'In other directories',
    othersNone: 'Only in this directory.',
    unece: "UNECE's page for it",
    json: 'JSON',
    definition: "UNECE's definition",
    overview: (code: string) => `${code} in our EDIFACT message guide`,
  },
  notice: 'UN/EDIFACT directory data',
} as const;
