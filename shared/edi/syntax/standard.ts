/**
 * What the engine needs to know of one standard, as one object per standard (`x12-standard.ts`,
 * `edifact-standard.ts`): the code that differs by standard reads it instead of comparing the standard's name,
 * so a third standard (TRADACOMS) is one more object, and TypeScript names the `standards` entry it lacks.
 */
import type { ElementSplitter } from './scan';
import type { Delimiters } from '../model/types';
import type { StandardId } from '../../standards';

/** A header segment's tag and its trailer's. */
export type EnvelopePair = readonly [open: string, close: string];

export interface Standard {
  id: StandardId;
  /** Whether a document or guide part (anything with a `standard`) is of this standard. */
  owns: (part: { standard: string }) => boolean;
  /** The element splitter over a run's delimiters. */
  splitter: (d: Delimiters) => ElementSplitter;
  /** Where the segment starting at `from` ends (its terminator, a released one skipped), or -1. */
  segmentEnd: (text: string, from: number, d: Delimiters) => number;
  /** Whether values may escape a delimiter with the release character (EDIFACT's `?`; X12 has none). */
  releases: boolean;
  envelope: {
    interchange: EnvelopePair;
    group: EnvelopePair;
    transaction: EnvelopePair;
    /** The segment before the interchange declaring its delimiters (EDIFACT's UNA). */
    serviceAdvice?: string;
    /** A header of fixed-width elements (X12's ISA), written padded. */
    fixedWidth?: string;
    /** 0-based element of the group header holding its control number (GS06, UNG 0048). */
    groupControl: number;
    /** 0-based element of the transaction header holding its control number (ST02, UNH 0062). */
    transactionControl: number;
    /** 0-based element of the group header holding the version, when the groups name one (GS08). */
    groupVersion?: number;
    /** Whether the interchange trailer counts groups even when there are none (IEA01; UNZ counts messages then). */
    countsGroups: boolean;
    /** 0-based element of the interchange header holding its control number (UNB 0020). */
    interchangeControl: number;
  };
}
