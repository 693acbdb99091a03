/**
 * The engine's model of a directory: X12 segments and codes, EDIFACT directories (segments, composites,
 * structures, code lists). content/directories/directory-types.ts declares the same shapes for the data
 * modules there (content imports no code layer); TypeScript checks the data against these where the site
 * hands it to the engine, so the two cannot drift apart unnoticed.
 */

export interface SimpleElementDef {
  id: string;
  name: string;
  required: boolean;
  /** a, n or an. */
  type: string;
  /** Missing for a few components of the source. */
  maxLength?: number;
  /** Set when the length is fixed (an3: 3), absent for a variable length (an..3). */
  minLength?: number;
  /** How many times the element may repeat in the segment (syntax version 4); 1 when absent. */
  repeat?: number;
}

export interface CompositeDef {
  id: string;
  name: string;
  required: boolean;
  components: SimpleElementDef[];
  repeat?: number;
}

export type ElementDef = SimpleElementDef | CompositeDef;

/** A dependency note of the directory (ISO 9735: D1 one and only one … D7 if first, then none of the others). */
export interface DependencyNote {
  type: 'D1' | 'D2' | 'D3' | 'D4' | 'D5' | 'D6' | 'D7';
  /** The 1-based places of the elements it ties, in the note's order (TDT D5(040,030): 4, 3). */
  positions: readonly number[];
}

export interface SegmentDef {
  name: string;
  elements: ElementDef[];
  /** Only where the directory states them (scripts/edifact/parse-un.mjs). */
  dependencies?: readonly DependencyNote[];
}

export interface SegmentRef {
  segment: string;
  maxRepeat: number;
  required: boolean;
}

export interface GroupRef {
  group: string;
  maxRepeat: number;
  required: boolean;
  children: StructureNode[];
}

export type StructureNode = SegmentRef | GroupRef;

/** Everything the EDIFACT validator and labeller need about one directory; loaded lazily in the browser. */
export interface EdifactDirectory {
  /** d96a. */
  id: string;
  /** D.96A. */
  label: string;
  /** Message type → name. */
  messageNames?: Readonly<Record<string, string>>;
  structures: Readonly<Record<string, StructureNode[]>>;
  segments: Readonly<Record<string, SegmentDef>>;
  codes: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const isComposite = (e: ElementDef): e is CompositeDef => 'components' in e;
export const isGroup = (n: StructureNode): n is GroupRef => 'group' in n;

export interface X12SegmentDef {
  name: string;
  /** Element names in order: elements[0] names XX01. */
  elements: readonly string[];
}

/** The X12 side: segment names, element names, code meanings of a few qualifiers, transaction sets. */
export interface X12Dictionary {
  segments: Readonly<Record<string, X12SegmentDef>>;
  /** Keyed by element reference, e.g. N101. */
  codes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Every 005010 transaction set code → name. */
  transactionSets: Readonly<Record<string, string>>;
  /** Transaction set code → the GS01 functional identifier it travels under. */
  functionalIds: Readonly<Record<string, string>>;
  /** The transaction sets whose every segment `segments` names: in them, another tag is an error. */
  coveredSets: readonly string[];
}
