/** What the EDI engine produces: segments, the envelope tree and the findings. */

import type { StandardId } from '../../standards';
import type { Guide } from './guide';

export type { Delimiters, ElementPlace, FindingPlace, Segment } from './segment';
import type { Delimiters, FindingPlace, Segment } from './segment';

export type { FindingCode } from '../rules/finding-codes';
import type { FindingCode } from '../rules/finding-codes';

/**
 * One finding, shaped like a compiler's diagnostic: a stable code (documented with its cause and fix),
 * a severity, where it is, and a message naming the element.
 */
export interface Finding extends FindingPlace {
  code: FindingCode;
  severity: 'error' | 'warning';
  message: string;
  /** Position of the segment the finding is about (see Segment.pos); 0 for the whole document. */
  pos: number;
  tag: string;
  /** The element it names, when one: SE01, ISA09, UNT 0074, C507/2005. */
  element?: string;
  /** 1-based line and column of the segment's first character. */
  line: number;
  column: number;
  /** Position of the segment in its transaction set or message, ST or UNH being 1 (as AK3/IK3 and UCS count). */
  setPos?: number;
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
  standard: StandardId;
  /** The delimiters this interchange was read with (each ISA or UNA declares its own). */
  delimiters: Delimiters;
  header: number;
  trailer?: number;
  groups: Group[];
}

export interface ParseResult {
  /** The first interchange's standard and delimiters (a file may hold several, of both standards). */
  standard: StandardId | undefined;
  delimiters: Delimiters | undefined;
  segments: Segment[];
  interchanges: Interchange[];
  /** The findings kept, in document order (see truncated). */
  issues: Finding[];
  /** True when findings were left out: a code's findings past its cap, warnings before errors. */
  truncated: boolean;
  /** How many findings of each code were found, kept or not. */
  counts: Partial<Record<FindingCode, number>>;
  /** Size of the input in UTF-16 code units. */
  length: number;
  /** Per X12 set code and release seen: whether one of our guides checked it (without: syntax and envelopes only). */
  guides?: GuideUse[];
}

/** How a document is checked beyond what it names itself (the API's query parameters). */
export interface InspectOptions {
  /** EDIFACT: every message against this directory (d01b), not the one its UNH names. */
  directory?: string;
  /**
   * X12: every set against our guide of this release (004010, 005010), or against none ('none'). Without it,
   * only sets addressed to Northwind's ids are checked against our guide (GuideBasis).
   */
  guide?: string;
  /** A user's guide: the sets of its code are checked against it instead of ours (basis `user`). */
  userGuide?: UserGuide;
  /** At most this many findings kept (1 to 1,000, the default); `truncated` says when more were found. */
  maxFindings?: number;
  /** The largest document read, in characters: MAX_DOCUMENT_CHARS (the API's and a paste's) unless a file's. */
  maxChars?: number;
}

/**
 * Why sets were or were not checked against our guide: `asked` (the guide option chose a release, or none),
 * `addressed` (the interchange or group is addressed to Northwind's ids: our guide by default), `not-addressed`
 * (someone else's document: syntax and envelopes only, unless the guide is asked for).
 */
export type GuideBasis = 'asked' | 'addressed' | 'not-addressed' | 'user';

/** A partner's guide the user gives (the public format read into the engine's shape): it checks the sets of its code. */
export interface UserGuide {
  guide: Guide;
  /** How findings name it: "Acme's 850 guide". */
  name: string;
}

export interface GuideUse {
  set: string;
  /** The release GS08 names (004010), or empty when no GS carried one. */
  release: string;
  /** The guide page, when we publish a guide for the set in that release. */
  guide?: string;
  /** How many sets of this code and release the document holds. */
  count: number;
  basis: GuideBasis;
  /** The user's guide that checked these sets (basis `user`). */
  userGuide?: string;
}

/** Largest document the inspector takes (browser and server alike). */
export const MAX_DOCUMENT_CHARS = 5 * 1024 * 1024;
