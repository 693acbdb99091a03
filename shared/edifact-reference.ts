/**
 * The UN/EDIFACT directory pages (/resources/edifact/…): their paths, canonical spellings and the data each
 * page renders. The server makes the data from the pooled directories (server/reference/edifact-pages.ts);
 * the browser fetches the same data as JSON (/api/edifact/…) after a client-side navigation.
 */

export const EDIFACT_BASE = '/resources/edifact';

export const entryKinds = ['messages', 'segments', 'composites', 'elements'] as const;
export type EntryKind = (typeof entryKinds)[number];

export const isEntryKind = (value: string): value is EntryKind => entryKinds.some((k) => k === value);

/** A directory's page (`d96a`), or one of its entries (`BGM` under segments). */
export const edifactPath = (dir: string, kind?: EntryKind, id?: string): string =>
  kind && id ? `${EDIFACT_BASE}/${dir}/${kind}/${id}` : `${EDIFACT_BASE}/${dir}`;

/** A code's anchor on its element's page: `code-` and the code (codes are letters, digits and a few marks). */
export const codeAnchor = (code: string): string => `code-${code.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Where a page's data is served as JSON (the browser's copy after a client-side navigation). */
export const edifactDataPath = (pagePath: string): string =>
  `/api/edifact${pagePath.slice(EDIFACT_BASE.length) || '/index'}`;

/** The service segments of ISO 9735 live beside the directories, per syntax version: /resources/edifact/syntax/3. */
export const SYNTAX = 'syntax';

/** The syntax version whose service segments the site shows (the directories' UNH and UNT link there). */
export const SERVICE_SYNTAX = '3';

/** A syntax version's page, or one of its service segments (UNB). */
export const syntaxPath = (version: string, tag?: string): string =>
  tag ? `${EDIFACT_BASE}/${SYNTAX}/${version}/segments/${tag}` : `${EDIFACT_BASE}/${SYNTAX}/${version}`;

/** The parts of a directory path as written, before any check: `/resources/edifact/D96A/segments/bgm`. */
export interface EdifactPathParts {
  dir?: string;
  kind?: string;
  id?: string;
  /** Set for the syntax pages: the version (`3`), with `id` the service segment. */
  syntax?: string;
}

/** Splits a path under EDIFACT_BASE (undefined when it is not one, or has too many segments). */
export function edifactPathParts(pathname: string): EdifactPathParts | undefined {
  if (pathname === EDIFACT_BASE) return {};
  if (!pathname.startsWith(`${EDIFACT_BASE}/`)) return undefined;
  const [dir, kind, id, ...rest] = pathname.slice(EDIFACT_BASE.length + 1).split('/');
  if (dir?.toLowerCase() === SYNTAX) {
    // syntax/{version} or syntax/{version}/segments/{TAG}
    if (kind === undefined || (id !== undefined && (id.toLowerCase() !== 'segments' || rest.length !== 1)))
      return undefined;
    return { syntax: kind, ...(rest[0] !== undefined && { id: rest[0] }) };
  }
  if (rest.length > 0 || (kind !== undefined && id === undefined)) return undefined;
  return { dir, kind, id };
}

/**
 * The one spelling of a directory path: the directory lower-case (d96a), tags and codes upper-case (BGM);
 * undefined when the kind is none of the four.
 */
export function canonicalEdifactPath({ dir, kind, id, syntax }: EdifactPathParts): string | undefined {
  if (syntax !== undefined) return syntaxPath(syntax, id?.toUpperCase());
  if (dir === undefined) return EDIFACT_BASE;
  const d = dir.toLowerCase().replace(/[.:]/g, '');
  if (kind === undefined || id === undefined) return edifactPath(d);
  const k = kind.toLowerCase();
  return isEntryKind(k) ? edifactPath(d, k, id.toUpperCase()) : undefined;
}

/** One directory in the index: its id, label, year, counts. */
export interface DirectorySummary {
  id: string;
  label: string;
  year: number;
  counts: {
    messages: number;
    segments: number;
    composites: number;
    elements: number;
    codeLists: number;
    codes: number;
  };
  /** What was derived from another directory (the data's README explains each). */
  derived?: string[];
}

/** A named entry of a directory: a message, segment, composite or element. */
export interface NamedEntry {
  id: string;
  name: string;
}

/** An element or composite in a segment, or a component in a composite. */
export interface EntryPart {
  /** Its position (010, 020… as the directory numbers them). */
  position: string;
  id: string;
  name: string;
  kind: 'elements' | 'composites';
  mandatory: boolean;
  /** an..35; absent for a composite. */
  format?: string;
  repeat?: number;
}

/** A message's structure: segments and groups in order, groups nested. */
export interface StructureRow {
  /** The segment tag, or the group (SG2). */
  id: string;
  name: string;
  mandatory: boolean;
  maxRepeat: number;
  children?: StructureRow[];
  /** A top-level group's estimated height in px, narrow and wide, for the page's tree to hold until it lays the
   * group out (shared/reference/tree-height.ts; the server sends it so the page need not load that). */
  heights?: readonly [narrow: number, wide: number];
  /** A service segment (UNH, UNT): the syntax's, with no page of the directory. */
  service?: true;
}

/** What changed in a message since the directory before. */
export interface StructureChanges {
  previous: { id: string; label: string };
  added: string[];
  removed: string[];
  repeats: { id: string; before: number; after: number }[];
  status: { id: string; mandatory: boolean }[];
}

interface PageBase {
  dir: { id: string; label: string };
  /** The directories that have the same entry, this one among them (for the switcher), in publication order. */
  others: { id: string; label: string }[];
}

export interface DirectoryIndexPage {
  kind: 'index';
  directories: DirectorySummary[];
}

export interface DirectoryPage extends PageBase {
  kind: 'directory';
  summary: DirectorySummary;
  messages: NamedEntry[];
  segments: NamedEntry[];
  composites: NamedEntry[];
  elements: (NamedEntry & { codes: number })[];
}

export interface MessagePage extends PageBase {
  kind: 'messages';
  entry: NamedEntry;
  structure: StructureRow[];
  changes?: StructureChanges;
}

export interface SegmentPage extends PageBase {
  kind: 'segments';
  entry: NamedEntry;
  /** Our one line on what the segment is for (content/edifact/segment-purposes.ts), for the common ones. */
  purpose?: string;
  parts: EntryPart[];
  usedIn: NamedEntry[];
}

export interface CompositePage extends PageBase {
  kind: 'composites';
  entry: NamedEntry;
  parts: EntryPart[];
  usedIn: NamedEntry[];
}

export interface ElementPage extends PageBase {
  kind: 'elements';
  entry: NamedEntry;
  format: string;
  codes: { code: string; name: string }[];
  usedIn: { segments: NamedEntry[]; composites: NamedEntry[] };
}

export type EdifactEntryPage = MessagePage | SegmentPage | CompositePage | ElementPage;

/** A service segment's element or composite, with a composite's components. */
export interface SyntaxPart extends Omit<EntryPart, 'kind'> {
  components?: Omit<EntryPart, 'kind'>[];
}

export interface SyntaxPage {
  kind: 'syntax';
  version: string;
  segments: NamedEntry[];
}

export interface SyntaxSegmentPage {
  kind: 'syntax-segment';
  version: string;
  entry: NamedEntry;
  parts: SyntaxPart[];
}

export type EdifactPage = DirectoryIndexPage | DirectoryPage | EdifactEntryPage | SyntaxPage | SyntaxSegmentPage;

/** UNECE's own page for an entry of a directory (their HTML directory, e.g. .../d96a/trsd/trsdbgm.htm). */
export function uneceUrl(dir: string, kind?: EntryKind, id?: string): string {
  const base = `https://service.unece.org/trade/untdid/${dir}`;
  if (!kind || !id) return `${base}/`;
  const file = {
    messages: `trmd/${id.toLowerCase()}_c.htm`,
    segments: `trsd/trsd${id.toLowerCase()}.htm`,
    composites: `trcd/trcd${id.toLowerCase()}.htm`,
    elements: `tred/tred${id}.htm`,
  }[kind];
  return `${base}/${file}`;
}
