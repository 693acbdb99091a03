/**
 * How a rule is defined (registry/<code>.ts, listed in index.ts): its severity and how each acknowledgment
 * carries it, each code chosen by its definition in the acknowledgment's own code list (the reasons:
 * docs/acknowledgment-codes.md). X12: TA105 (interchange), AK905 (group), AK502/IK502 (set), AK304/IK304
 * (segment), AK403/IK403 (element); a 004010 997 takes only its release's codes, a 999 its implementation
 * (I) codes. EDIFACT: the 0085 a CONTRL reports in UCI, UCF, UCM, UCS or UCD.
 */

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

/** One rule: its severity, how acknowledgments carry it, and its docs. */
export interface RuleDefinition {
  severity: 'error' | 'warning';
  ack: AckMapping;
  docs: RuleDocs;
}

/** The former name of a rule's definition (server/, client/ and tests name it). */
export type FindingCodeDef = RuleDefinition;

type X12Extra = Omit<NonNullable<AckMapping['x12']>, 'element' | 'code'>;

/**
 * A rule's own messages (the texts its findings carry), by name: a text, a function of the finding's values, or
 * a table of them. Messages several rules share are in shared-messages/; messages.ts gathers them all as `issueText`.
 */
type Message = string | ((...values: never[]) => string) | Readonly<Record<string, string>>;
export type RuleMessages = Readonly<Record<string, Message>>;

/** A rule's definition with its own messages, their types kept (the checks call them through `issueText`). */
export type RuleWithMessages<M extends RuleMessages> = RuleDefinition & { messages: M };

function define(severity: RuleDefinition['severity'], ack: AckMapping, docs: RuleDocs, messages?: RuleMessages) {
  return { severity, ack, docs, ...(messages && { messages }) };
}

/** A rule whose findings are errors (a partner rejects), with how acknowledgments carry it. */
export function error(ack: AckMapping, docs: RuleDocs): RuleDefinition;
export function error<M extends RuleMessages>(ack: AckMapping, docs: RuleDocs, messages: M): RuleWithMessages<M>;
export function error(ack: AckMapping, docs: RuleDocs, messages?: RuleMessages): RuleDefinition {
  return define('error', ack, docs, messages);
}
/** A rule whose findings are warnings: acknowledgments do not report them. */
export function warning(ack: AckMapping, docs: RuleDocs): RuleDefinition;
export function warning<M extends RuleMessages>(ack: AckMapping, docs: RuleDocs, messages: M): RuleWithMessages<M>;
export function warning(ack: AckMapping, docs: RuleDocs, messages?: RuleMessages): RuleDefinition {
  return define('warning', ack, docs, messages);
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
