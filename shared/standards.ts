/**
 * The EDI standards the site documents, described once. Everything that differs by standard (guide and
 * per-code paths, the sitemap's code pages, the per-code route, the preview index, the reference-URL
 * setting, releases and directories) is read from here, so another standard or release is data, not code.
 */

/** A guide entry as the index, sitemap and previews see it (each guide's content adds its own fields). */
export interface StandardEntry {
  code: string;
  name: string;
}

export interface StandardDescriptor {
  id: string;
  /** How pages name it: "X12", "EDIFACT". */
  label: string;
  /** What one of its codes is: "transaction set", "message". */
  entryNoun: string;
  /** The guide page; each code's page is `${guidePath}/{CODE}`. */
  guidePath: string;
  /** Every code the guide lists, loaded on use (the guides' data stays out of chunks that only link). */
  entries: () => Promise<readonly StandardEntry[]>;
  /** The per-code reference page elsewhere: its environment setting (server/config.ts) and default pattern. */
  referenceUrl: { setting: string; default: string };
  /** The releases (X12) or directories (EDIFACT) we have data for, the guide's own first. */
  versions: readonly string[];
}

/**
 * The one declaration of which standards exist, in order: `StandardId` is its member type, and the JSON and
 * guide schemas' enums read it (a third standard, TRADACOMS, is one more id here and its descriptor below).
 */
export const standardIds = ['x12', 'edifact'] as const;

export type StandardId = (typeof standardIds)[number];

const described = [
  {
    id: 'x12',
    label: 'X12',
    entryNoun: 'transaction set',
    guidePath: '/resources/x12-transaction-sets',
    entries: () => import('../content/reference-guides/x12').then((m) => m.x12TransactionSets),
    referenceUrl: { setting: 'X12_REFERENCE_URL', default: 'https://www.stedi.com/edi/x12-005010/{code}' },
    versions: ['005010'],
  },
  {
    id: 'edifact',
    label: 'EDIFACT',
    entryNoun: 'message',
    guidePath: '/resources/edifact-messages',
    entries: () => import('../content/reference-guides/edifact').then((m) => m.edifactMessages),
    referenceUrl: {
      setting: 'EDIFACT_REFERENCE_URL',
      default: 'https://www.edifactory.de/edifact/directory/D96A/message/{code}',
    },
    versions: ['D96A'],
  },
] as const satisfies readonly (StandardDescriptor & { id: StandardId })[];

/** Iterated wherever the site branches on the standard (a test registers a third one here). */
export const standards: readonly StandardDescriptor[] = described;

export const isStandardId = (value: unknown): value is StandardId => standards.some((s) => s.id === value);

export const standardOf = (id: StandardId): StandardDescriptor => {
  const found = standards.find((s) => s.id === id);
  if (!found) throw new Error(`unknown standard ${id}`);
  return found;
};

/** The standard whose guide a path is (or is under), e.g. `/resources/edifact-messages/ORDERS` → edifact. */
export const standardAt = (pathname: string): StandardDescriptor | undefined =>
  standards.find((s) => pathname === s.guidePath || pathname.startsWith(`${s.guidePath}/`));

export const guidePath = (id: StandardId): string => standardOf(id).guidePath;

/**
 * A guide's own per-code route (`${guidePath}/{CODE}`); shared/code-pages.ts says where a code's one page is.
 * Here, not there, so that the X12 guide pages link their set without code-pages' EDIFACT directory paths.
 */
export const guideCodePath = (id: StandardId, code: string): string => `${guidePath(id)}/${code}`;

/** Per standard id, a value: the shape of per-standard settings and copy. */
export type PerStandard<T> = Record<StandardId, T>;

/** The page of one of our X12 implementation guides: /resources/x12-transaction-sets/850/guide/004010. */
export const x12GuidePath = (set: string, release: string): string => `${guidePath('x12')}/${set}/guide/${release}`;

/** The same guide as JSON (the download, and the browser's copy for hydrating the page). */
export const x12GuideJsonPath = (set: string, release: string): string => `${x12GuidePath(set, release)}.json`;
