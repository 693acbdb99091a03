/**
 * The rule registry: every finding code the engine reports, each defined once in registry/<code>.ts with its
 * severity, how acknowledgments carry it (TA105, AK905, AK502/IK502, AK304/IK304, AK403/IK403, EDIFACT 0085)
 * the cause and fix /developers shows and its messages (the few several rules share are in shared-messages/;
 * messages.ts gathers all of them as `issueText`).
 * One map checked with `satisfies`, as typescript-eslint's rules/index.ts: a code is a key here or nowhere.
 * Each code has its test file, tests/unit/edi/rules/<code>.test.ts (rule-files.test.ts checks).
 */
import type { RuleDefinition, RuleDocs } from './define-rule';
import { notEdi } from './registry/not-edi';
import { tooLarge } from './registry/too-large';
import { isaTruncated } from './registry/isa-truncated';
import { isaWidth } from './registry/isa-width';
import { terminatorMismatch } from './registry/terminator-mismatch';
import { segmentUnreadable } from './registry/segment-unreadable';
import { segmentEmpty } from './registry/segment-empty';
import { segmentUnknown } from './registry/segment-unknown';
import { outsideEnvelope } from './registry/outside-envelope';
import { unexpectedTrailer } from './registry/unexpected-trailer';
import { interchangeUnclosed } from './registry/interchange-unclosed';
import { groupUnclosed } from './registry/group-unclosed';
import { transactionUnclosed } from './registry/transaction-unclosed';
import { interchangeCount } from './registry/interchange-count';
import { groupCount } from './registry/group-count';
import { transactionCount } from './registry/transaction-count';
import { interchangeControl } from './registry/interchange-control';
import { groupControl } from './registry/group-control';
import { transactionControl } from './registry/transaction-control';
import { transactionUnknown } from './registry/transaction-unknown';
import { functionalId } from './registry/functional-id';
import { messageUnknown } from './registry/message-unknown';
import { messageVersion } from './registry/message-version';
import { interactiveEdifact } from './registry/interactive-edifact';
import { segmentMissing } from './registry/segment-missing';
import { groupMissing } from './registry/group-missing';
import { segmentRepeat } from './registry/segment-repeat';
import { groupRepeat } from './registry/group-repeat';
import { segmentOrder } from './registry/segment-order';
import { segmentNotUsed } from './registry/segment-not-used';
import { elementNotUsed } from './registry/element-not-used';
import { hlId } from './registry/hl-id';
import { hlParent } from './registry/hl-parent';
import { hlLevel } from './registry/hl-level';
import { hlContent } from './registry/hl-content';
import { setTotal } from './registry/set-total';
import { elementMissing } from './registry/element-missing';
import { elementCondition } from './registry/element-condition';
import { elementExclusion } from './registry/element-exclusion';
import { elementTooMany } from './registry/element-too-many';
import { componentTooMany } from './registry/component-too-many';
import { elementTooLong } from './registry/element-too-long';
import { elementTooShort } from './registry/element-too-short';
import { elementType } from './registry/element-type';
import { elementRepeat } from './registry/element-repeat';
import { elementDate } from './registry/element-date';
import { elementTime } from './registry/element-time';
import { codeUnknown } from './registry/code-unknown';
import { codeOutsideList } from './registry/code-outside-list';
import { interchangeSyntax } from './registry/interchange-syntax';
import { interchangeDate } from './registry/interchange-date';
import { interchangeTime } from './registry/interchange-time';
import { interchangeQualifier } from './registry/interchange-qualifier';
import { interchangeVersion } from './registry/interchange-version';
import { interchangeControlNumber } from './registry/interchange-control-number';
import { interchangeAckRequested } from './registry/interchange-ack-requested';
import { interchangeUsage } from './registry/interchange-usage';
import { interchangeDelimiters } from './registry/interchange-delimiters';
import { interchangeDuplicate } from './registry/interchange-duplicate';
import { groupDate } from './registry/group-date';
import { groupTime } from './registry/group-time';
import { groupVersion } from './registry/group-version';
import { groupControlNumber } from './registry/group-control-number';
import { groupDuplicate } from './registry/group-duplicate';
import { groupEmpty } from './registry/group-empty';
import { transactionDuplicate } from './registry/transaction-duplicate';
import { transactionConvention } from './registry/transaction-convention';
import { characterSet } from './registry/character-set';
import { gs1CheckDigit } from './registry/gs1-check-digit';

export const rules = {
  'not-edi': notEdi,
  'too-large': tooLarge,
  'isa-truncated': isaTruncated,
  'isa-width': isaWidth,
  'terminator-mismatch': terminatorMismatch,
  'segment-unreadable': segmentUnreadable,
  'segment-empty': segmentEmpty,
  'segment-unknown': segmentUnknown,
  'outside-envelope': outsideEnvelope,
  'unexpected-trailer': unexpectedTrailer,
  'interchange-unclosed': interchangeUnclosed,
  'group-unclosed': groupUnclosed,
  'transaction-unclosed': transactionUnclosed,
  'interchange-count': interchangeCount,
  'group-count': groupCount,
  'transaction-count': transactionCount,
  'interchange-control': interchangeControl,
  'group-control': groupControl,
  'transaction-control': transactionControl,
  'transaction-unknown': transactionUnknown,
  'functional-id': functionalId,
  'message-unknown': messageUnknown,
  'message-version': messageVersion,
  'interactive-edifact': interactiveEdifact,
  'segment-missing': segmentMissing,
  'group-missing': groupMissing,
  'segment-repeat': segmentRepeat,
  'group-repeat': groupRepeat,
  'segment-order': segmentOrder,
  'segment-not-used': segmentNotUsed,
  'element-not-used': elementNotUsed,
  'hl-id': hlId,
  'hl-parent': hlParent,
  'hl-level': hlLevel,
  'hl-content': hlContent,
  'set-total': setTotal,
  'element-missing': elementMissing,
  'element-condition': elementCondition,
  'element-exclusion': elementExclusion,
  'element-too-many': elementTooMany,
  'component-too-many': componentTooMany,
  'element-too-long': elementTooLong,
  'element-too-short': elementTooShort,
  'element-type': elementType,
  'element-repeat': elementRepeat,
  'element-date': elementDate,
  'element-time': elementTime,
  'code-unknown': codeUnknown,
  'code-outside-list': codeOutsideList,
  'interchange-syntax': interchangeSyntax,
  'interchange-date': interchangeDate,
  'interchange-time': interchangeTime,
  'interchange-qualifier': interchangeQualifier,
  'interchange-version': interchangeVersion,
  'interchange-control-number': interchangeControlNumber,
  'interchange-ack-requested': interchangeAckRequested,
  'interchange-usage': interchangeUsage,
  'interchange-delimiters': interchangeDelimiters,
  'interchange-duplicate': interchangeDuplicate,
  'group-date': groupDate,
  'group-time': groupTime,
  'group-version': groupVersion,
  'group-control-number': groupControlNumber,
  'group-duplicate': groupDuplicate,
  'group-empty': groupEmpty,
  'transaction-duplicate': transactionDuplicate,
  'transaction-convention': transactionConvention,
  'character-set': characterSet,
  'gs1-check-digit': gs1CheckDigit,
} as const satisfies Record<string, RuleDefinition>;

export type FindingCode = keyof typeof rules;

/** Cause and fix of every code, as /developers and the site's search show them. */
export const findingDocs: Readonly<Record<string, RuleDocs>> = Object.fromEntries(
  Object.entries(rules).map(([code, rule]) => [code, rule.docs]),
);
