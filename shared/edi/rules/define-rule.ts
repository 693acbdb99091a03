/**
 * How a rule is defined (registry/<code>.ts, listed in index.ts): its severity and how each acknowledgment
 * carries it, each code chosen by its definition in the acknowledgment's own code list (the reasons:
 * docs/acknowledgment-codes.md). X12: TA105 (interchange), AK905 (group), AK502/IK502 (set), AK304/IK304
 * (segment), AK403/IK403 (element); a 004010 997 takes only its release's codes, a 999 its implementation
 * (I) codes. EDIFACT: the 0085 a CONTRL reports in UCI, UCF, UCM, UCS or UCD.
 */

import type { FindingPlace, Segment } from '../model/segment';

export type AckElement = 'AK304' | 'AK403' | 'AK502' | 'AK905' | 'TA105';

/** The level of an acknowledgment that reports a finding. */
export type AckLevel = 'interchange' | 'group' | 'transaction' | 'segment' | 'element';

export interface AckMapping {
  x12?: {
    element: AckElement;
    /** Absent where X12 defines no code for the error: the level is rejected without one. */
    code?: string;
    /** A 004010 997, whose list lacks `code`: the nearest code it has ('' for none). */
    v4010?: string;
    /** A 999, where the implementation's own code says more (IK304 I4, IK502 I6). */
    ik?: string;
    /** By the element the finding names, where each has its own code (TA105 005 for ISA05, 007 for ISA07). */
    byElement?: Readonly<Record<string, string>>;
  };
  /** CONTRL data element 0085. */
  edifact?: string;
  /** For a finding without X12 codes: the CONTRL level that reports it. */
  level?: AckLevel;
}

/** What /developers shows of a rule: why it is reported and how to put it right, in our words. */
export interface RuleDocs {
  cause: string;
  fix: string;
}

/** Where a finding is: a segment, or the place a segment would be. */
export type At = Pick<Segment, 'pos' | 'tag' | 'offset'>;

/**
 * What a rule's check reports into (the Collector of findings.ts), seen through the one code the rule owns:
 * a check cannot report another rule's finding. Declared here, as the Collector depends on the registry.
 */
export interface Report<C extends string> {
  add(code: C, at: At, message: string, element?: string, place?: FindingPlace): void;
  /** Counts a finding past its cap and answers true; false when it would be kept (Collector.counted). */
  counted(code: C): boolean;
}

/** A check: a function the walkers call through the definition (isaWidth.check(isa, …)). */
type CheckFunction = (...args: never[]) => void;
/** A rule's own check, or one for each segment it looks at where the standards differ (an ISA and a UNB). */
export type Check = CheckFunction | Readonly<Record<string, CheckFunction>>;

/**
 * The walks that report several rules in one pass over a document (a structure or guide walk reports order,
 * presence and repeats; an element reader every element finding): a rule found by one names it, and walks.ts
 * maps each name to the walk's function (named, not imported here: the walks word their findings through the
 * registry's messages).
 */
export type WalkName =
  | 'document'
  | 'reading'
  | 'envelopes'
  | 'x12-interchanges'
  | 'edifact-interchanges'
  | 'x12-guide'
  | 'x12-guide-elements'
  | 'edifact-structure'
  | 'edifact-elements';

interface RuleBase {
  severity: 'error' | 'warning';
  ack: AckMapping;
  docs: RuleDocs;
}

/**
 * One rule: its severity, how acknowledgments carry it, its docs, and where it is checked: its own check
 * (`check`), or the walks that find it among others (`foundBy`), one of the two and never both.
 */
export type RuleDefinition = RuleBase &
  ({ check: Check; foundBy?: never } | { foundBy: readonly [WalkName, ...WalkName[]]; check?: never });

/** The former name of a rule's definition (server/, client/ and tests name it). */
export type FindingCodeDef = RuleDefinition;

type X12Extra = Omit<NonNullable<AckMapping['x12']>, 'element' | 'code'>;

/**
 * A rule's own messages (the texts its findings carry), by name: a text, a function of the finding's values, or
 * a table of them. Messages several rules share are in shared-messages/; messages.ts gathers them all as `issueText`.
 */
type Message = string | ((...values: never[]) => string) | Readonly<Record<string, string>>;
export type RuleMessages = Readonly<Record<string, Message>>;

/** A definition before its check is named: `.checkedBy(check)` or `.reportedBy(walk, …)` completes it. */
export interface Draft<R extends RuleBase> {
  /** The rule's own check, which the walkers call through the definition. */
  checkedBy<C extends Check>(check: C): R & { check: C };
  /** The walks that report the rule among others (walks.ts has their functions): its `foundBy`. */
  reportedBy(...walks: [WalkName, ...WalkName[]]): R & { foundBy: readonly [WalkName, ...WalkName[]] };
}

function define<R extends RuleBase>(base: R): Draft<R> {
  return {
    checkedBy: (check) => ({ ...base, check }),
    reportedBy: (...walks) => ({ ...base, foundBy: walks }),
  };
}
type WithMessages<M extends RuleMessages> = RuleBase & { messages: M };

/** A rule whose findings are errors (a partner rejects), with how acknowledgments carry it. */
export function error(ack: AckMapping, docs: RuleDocs): Draft<RuleBase>;
export function error<M extends RuleMessages>(ack: AckMapping, docs: RuleDocs, messages: M): Draft<WithMessages<M>>;
export function error(ack: AckMapping, docs: RuleDocs, messages?: RuleMessages): Draft<RuleBase> {
  return define({ severity: 'error', ack, docs, ...(messages && { messages }) });
}
/** A rule whose findings are warnings: acknowledgments do not report them. */
export function warning(ack: AckMapping, docs: RuleDocs): Draft<RuleBase>;
export function warning<M extends RuleMessages>(ack: AckMapping, docs: RuleDocs, messages: M): Draft<WithMessages<M>>;
export function warning(ack: AckMapping, docs: RuleDocs, messages?: RuleMessages): Draft<RuleBase> {
  return define({ severity: 'warning', ack, docs, ...(messages && { messages }) });
}
const x12 = (element: AckElement, code: string | undefined, edifact?: string, extra: X12Extra = {}): AckMapping => ({
  x12: { element, ...(code !== undefined && { code }), ...extra },
  ...(edifact && { edifact }),
});
export const segment = (code: string, edifact: string, extra?: X12Extra) => x12('AK304', code, edifact, extra);
export const element = (code: string, edifact: string, extra?: X12Extra) => x12('AK403', code, edifact, extra);
export const set = (code: string, edifact?: string, extra?: X12Extra) => x12('AK502', code, edifact, extra);
export const group = (code: string | undefined, edifact: string, extra?: X12Extra) =>
  x12('AK905', code, edifact, extra);
export const interchange = (code: string, edifact?: string, extra?: X12Extra) => x12('TA105', code, edifact, extra);
