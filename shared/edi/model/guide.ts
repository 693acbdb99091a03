/**
 * The engine's model of an X12 implementation guide: what a trading partner publishes for its partners
 * (loops, segment usage and maximum use, element usage, type, lengths and the codes accepted). The engine
 * checks a transaction set against the guide its ST01 and GS08 pick. content/x12-guides/guide-types.ts
 * declares the same shapes for our guides' data (content imports no code layer); TypeScript checks them
 * against these where the guides reach the engine.
 */

/** The releases our guides cover (the 999 exists from 005010 on). */
export type GuideRelease = '004010' | '005010';

/**
 * X12 data element types: ID (a code), AN (text), N0–N9 (integer with implied decimals), R (decimal
 * number), DT (date), TM (time); C marks a composite, checked as text.
 */
export type X12Type = 'ID' | 'AN' | 'R' | 'DT' | 'TM' | 'C' | `N${number}`;

/** M: the guide requires it; O: used when the data calls for it; N: not used (present: a warning). */
export type Usage = 'M' | 'O' | 'N';

export interface GuideElement {
  /** BEG01. */
  ref: string;
  /** The X12 data element number (353). */
  id: string;
  name: string;
  usage: Usage;
  type: X12Type;
  min: number;
  max: number;
  /** The codes the guide accepts, with our own short meaning. */
  codes?: Readonly<Record<string, string>>;
  /** Whether a code outside `codes` is only a warning (a qualifier partners extend), not an error. */
  open?: boolean;
  /** Our note to partners. */
  note?: string;
}

/**
 * A relational condition between a segment's elements: P paired, R required, E exclusion, C conditional (if the
 * first, then the others), L list conditional (if the first, then one of the others). `positions` are 1-based;
 * `note` is the notation a partner guide prints (P0304).
 */
export interface RelationalCondition {
  type: 'P' | 'R' | 'E' | 'C' | 'L';
  positions: readonly number[];
  note: string;
}

export interface GuideSegment {
  kind: 'segment';
  tag: string;
  name: string;
  usage: Exclude<Usage, 'N'>;
  max: number;
  elements: readonly GuideElement[];
  /** The conditions between its elements the guide holds partners to. */
  conditions?: readonly RelationalCondition[];
  note?: string;
}

export interface GuideLoop {
  kind: 'loop';
  /** The loop's id: its first segment's tag (N1, PO1, HL). */
  id: string;
  usage: Exclude<Usage, 'N'>;
  max: number;
  children: readonly GuideNode[];
  note?: string;
}

export type GuideNode = GuideSegment | GuideLoop;

/** An 856's hierarchy: the HL03 levels allowed, their order, and what each level must carry. */
export interface HierarchyRules {
  /** HL03 codes from the top down (S, O, T, P, I): a child's level is later than its parent's. */
  levels: readonly string[];
  /** Per level, the segments it must carry (PRF at the order level). */
  requires: Readonly<Record<string, readonly string[]>>;
}

/** A count the set states about itself (CTT01 = number of PO1 loops). */
export interface CountRule {
  /** CTT01. */
  ref: string;
  tag: string;
  element: number;
  /** The segment whose occurrences it counts. */
  counts: string;
}

export interface Guide {
  set: string;
  release: GuideRelease;
  title: string;
  functionalId: string;
  /** Our words: what the set is for at Northwind. */
  summary: string;
  structure: readonly GuideNode[];
  hierarchy?: HierarchyRules;
  counts: readonly CountRule[];
}

export const isLoop = (n: GuideNode): n is GuideLoop => n.kind === 'loop';

/**
 * The guides a caller checks X12 sets against, by set code and release (004010, 005010): the site hands in
 * our guides (content/x12-guides), another caller its own, or none (`noGuides`).
 */
export type GuideBook = (set: string, release: string) => Guide | undefined;

/** No guides: sets are checked for syntax and envelopes only. */
export const noGuides: GuideBook = () => undefined;
