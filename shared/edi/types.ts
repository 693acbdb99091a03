/** What the EDI inspector's parser produces: segments, the envelope tree and the issues found. */

import type { StandardId } from '../standards';

export interface Delimiters {
  element: string;
  component: string;
  segment: string;
  /** X12 ISA11 (005010 and later); absent in 004010. */
  repetition?: string;
  /** EDIFACT release character, absent when UNA declares none. */
  release?: string;
  decimal?: string;
}

export interface Segment {
  /** 1-based position in the document (ISA or UNA/UNB is 1). */
  readonly pos: number;
  readonly tag: string;
  /** Data elements after the tag, each split into its components; a repeated element holds its first occurrence. */
  readonly elements: string[][];
  /**
   * X12 elements sent repeated (ISA11 separator), by element index (0 for XX01): every occurrence, split into
   * components.
   */
  readonly repetitions?: Readonly<Record<number, string[][]>>;
}

export type IssueRule =
  | 'not-edi'
  | 'too-large'
  | 'isa-truncated'
  | 'isa-width'
  | 'delimiters'
  | 'unknown-tag'
  | 'outside-envelope'
  | 'missing-trailer'
  | 'unexpected-trailer'
  | 'count'
  | 'control'
  | 'transaction-unknown'
  | 'functional-id'
  | 'message-unknown'
  | 'message-version'
  | 'segment-missing'
  | 'segment-repeat'
  | 'segment-order'
  | 'group-missing';

export interface Issue {
  rule: IssueRule;
  severity: 'error' | 'warning';
  /** Position of the segment the issue is about (see Segment.pos). */
  pos: number;
  tag: string;
  message: string;
}

export interface Transaction {
  /** X12 ST01 or the EDIFACT message type (UNH S009 0065). */
  code: string;
  control: string;
  /** EDIFACT message version and release, e.g. D:96A. */
  version?: string;
  /** Indexes into ParseResult.segments, inclusive. */
  first: number;
  last: number;
}

export interface Group {
  /** False for EDIFACT messages sent without UNG/UNE. */
  explicit: boolean;
  functionalId: string;
  sender: string;
  receiver: string;
  date: string;
  time: string;
  control: string;
  version: string;
  header?: number;
  trailer?: number;
  transactions: Transaction[];
}

/** What an interchange header says: the same in the parse result and in the view. */
export interface EnvelopeFields {
  senderQualifier: string;
  sender: string;
  receiverQualifier: string;
  receiver: string;
  date: string;
  time: string;
  control: string;
  version: string;
  test: boolean;
}

export interface Interchange extends EnvelopeFields {
  header: number;
  trailer?: number;
  groups: Group[];
}

export interface ParseResult {
  standard: StandardId | undefined;
  delimiters: Delimiters | undefined;
  segments: Segment[];
  interchanges: Interchange[];
  issues: Issue[];
  /** Size of the input in UTF-16 code units. */
  length: number;
}

/** Largest document the inspector takes (browser and server alike). */
export const MAX_DOCUMENT_CHARS = 5 * 1024 * 1024;
