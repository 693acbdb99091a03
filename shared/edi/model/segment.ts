/**
 * A segment and where a finding sits in one: apart from types.ts, which names the registry's finding codes, so
 * that a rule's definition (rules/registry/) can type its check without depending on the registry itself.
 */

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
  /** The tag; for an unreadable segment, the text it starts with (at most 12 characters). */
  readonly tag: string;
  /** Index in the document of the segment's first character. */
  readonly offset: number;
  /** Set when the segment is not a tag and elements: it is kept, so that positions and counts stay right. */
  readonly unreadable?: boolean;
  /** The text the segment was read from (a wrapped one: without its line breaks), and its range, tag included. */
  readonly source?: string;
  readonly start?: number;
  readonly end?: number;
  /** Data elements after the tag, each split into its components; a repeated element holds its first occurrence. */
  readonly elements: string[][];
  /**
   * X12 elements sent repeated (ISA11 separator), by element index (0 for XX01): every occurrence, split into
   * components.
   */
  readonly repetitions?: Readonly<Record<number, string[][]>>;
}

/** Where an element is in its segment (1 is the first after the tag) and in its composite (1-based). */
export interface ElementPlace {
  elementPos?: number;
  componentPos?: number;
}

/** Where a finding is, and (for a guide's finding) the place in the guide's page that says what is expected. */
export interface FindingPlace extends ElementPlace {
  /** The guide page with its anchor: /resources/x12-transaction-sets/850/guide/004010#PO1-PO103. */
  guide?: string;
  /** EDIFACT: the directory page of what the finding names (/resources/edifact/d01b/elements/1225). */
  reference?: string;
  /**
   * A missing segment or group: the tag expected (a group's first segment). The finding sits at the segment
   * found in its place, so its position is where the missing one was expected (AK3/IK3 and UCS report both).
   */
  missing?: string;
}
