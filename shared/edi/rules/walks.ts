/**
 * The walks that report several rules in one pass, by the name a rule's definition gives (`foundBy` in
 * registry/<code>.ts): a rule says where its check is, as its own `check` or one of these. Nothing in the
 * engine reads this map; tests/unit/edi/rules/rule-checks.test.ts checks that every name leads to its walk.
 */
import type { WalkName } from './define-rule';
import { inspect } from '../inspect';
import { Ingester } from '../syntax/ingest';
import { Envelopes } from '../syntax/envelope';
import { x12Checks } from './check-x12';
import { edifactChecks } from './check-edifact';
import { GuideWalker } from './check-x12-guide';
import { checkGuideElements } from './check-x12-elements';
import { StructureWalker } from './check-message-structure';
import { ElementChecker } from './check-elements';

/** A walk: a function, or the class whose instance walks (a walker keeps its place between segments). */
type Walk = ((...args: never[]) => unknown) | (abstract new (...args: never[]) => unknown);

export const walks = {
  /** The whole document: too large, not EDI, text skipped before the first interchange. */
  document: inspect,
  /** The splitter: segments it cannot read, an ISA cut short, a terminator that changes. */
  reading: Ingester,
  /** Headers and trailers, by level: unclosed, counts, control numbers, a trailer with no header. */
  envelopes: Envelopes,
  /** The X12 envelope loop: ISA, GS, ST and what stands outside them. */
  'x12-interchanges': x12Checks,
  /** The EDIFACT envelope loop: UNA, UNB, UNG, UNH and what stands outside them. */
  'edifact-interchanges': edifactChecks,
  /** A set against its guide: order, presence and repeats of segments and loops, totals. */
  'x12-guide': GuideWalker,
  /** A segment's elements against its guide. */
  'x12-guide-elements': checkGuideElements,
  /** A message against its directory's structure: order, presence and repeats of segments and groups. */
  'edifact-structure': StructureWalker,
  /** A segment's elements against its directory. */
  'edifact-elements': ElementChecker,
} as const satisfies Record<WalkName, Walk>;
