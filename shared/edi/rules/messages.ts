/**
 * Every finding message, gathered as `issueText`, the object the checks call. No message is written here: a
 * rule's own messages are in its definition (registry/<code>.ts, as ajv keeps a keyword's message beside its
 * code), and the few that several rules share are in shared-messages/, one module for each thing they word
 * (an envelope level's trailer and control numbers, an envelope value, an X12 length range or type, a
 * relational condition, a guide's name, a place in an EDIFACT structure).
 */
import { characterSet } from './registry/character-set';
import { codeOutsideList } from './registry/code-outside-list';
import { codeUnknown } from './registry/code-unknown';
import { componentTooMany } from './registry/component-too-many';
import { elementDate } from './registry/element-date';
import { elementMissing } from './registry/element-missing';
import { elementNotUsed } from './registry/element-not-used';
import { elementRepeat } from './registry/element-repeat';
import { elementTooLong } from './registry/element-too-long';
import { elementTooMany } from './registry/element-too-many';
import { elementTooShort } from './registry/element-too-short';
import { elementType } from './registry/element-type';
import { functionalId } from './registry/functional-id';
import { groupControlNumber } from './registry/group-control-number';
import { groupDate } from './registry/group-date';
import { groupEmpty } from './registry/group-empty';
import { groupMissing } from './registry/group-missing';
import { groupRepeat } from './registry/group-repeat';
import { groupTime } from './registry/group-time';
import { groupVersion } from './registry/group-version';
import { gs1CheckDigit } from './registry/gs1-check-digit';
import { hlContent } from './registry/hl-content';
import { hlId } from './registry/hl-id';
import { hlLevel } from './registry/hl-level';
import { hlParent } from './registry/hl-parent';
import { interactiveEdifact } from './registry/interactive-edifact';
import { interchangeAckRequested } from './registry/interchange-ack-requested';
import { interchangeControlNumber } from './registry/interchange-control-number';
import { interchangeDate } from './registry/interchange-date';
import { interchangeDelimiters } from './registry/interchange-delimiters';
import { interchangeQualifier } from './registry/interchange-qualifier';
import { interchangeSyntax } from './registry/interchange-syntax';
import { interchangeTime } from './registry/interchange-time';
import { interchangeUsage } from './registry/interchange-usage';
import { interchangeVersion } from './registry/interchange-version';
import { isaTruncated } from './registry/isa-truncated';
import { isaWidth } from './registry/isa-width';
import { messageUnknown } from './registry/message-unknown';
import { messageVersion } from './registry/message-version';
import { notEdi } from './registry/not-edi';
import { outsideEnvelope } from './registry/outside-envelope';
import { segmentEmpty } from './registry/segment-empty';
import { segmentMissing } from './registry/segment-missing';
import { segmentNotUsed } from './registry/segment-not-used';
import { segmentOrder } from './registry/segment-order';
import { segmentRepeat } from './registry/segment-repeat';
import { segmentUnknown } from './registry/segment-unknown';
import { segmentUnreadable } from './registry/segment-unreadable';
import { setTotal } from './registry/set-total';
import { terminatorMismatch } from './registry/terminator-mismatch';
import { tooLarge } from './registry/too-large';
import { transactionConvention } from './registry/transaction-convention';
import { transactionUnknown } from './registry/transaction-unknown';
import { unexpectedTrailer } from './registry/unexpected-trailer';
import { envelopeLevelMessages } from './shared-messages/envelope-levels';
import { envelopeValueMessages } from './shared-messages/envelope-values';
import { elementLengthMessages } from './shared-messages/element-length';
import { x12ValueTypeMessages } from './shared-messages/x12-value-type';
import { relationalConditionMessages } from './shared-messages/relational-condition';
import { guideNameMessages } from './shared-messages/guide-names';
import { structurePlaceMessages } from './shared-messages/structure-places';

export const issueText = {
  ...characterSet.messages,
  ...codeOutsideList.messages,
  ...codeUnknown.messages,
  ...componentTooMany.messages,
  ...elementDate.messages,
  ...elementMissing.messages,
  ...elementNotUsed.messages,
  ...elementRepeat.messages,
  ...elementTooLong.messages,
  ...elementTooMany.messages,
  ...elementTooShort.messages,
  ...elementType.messages,
  ...functionalId.messages,
  ...groupControlNumber.messages,
  ...groupDate.messages,
  ...groupEmpty.messages,
  ...groupMissing.messages,
  ...groupRepeat.messages,
  ...groupTime.messages,
  ...groupVersion.messages,
  ...gs1CheckDigit.messages,
  ...hlContent.messages,
  ...hlId.messages,
  ...hlLevel.messages,
  ...hlParent.messages,
  ...interactiveEdifact.messages,
  ...interchangeAckRequested.messages,
  ...interchangeControlNumber.messages,
  ...interchangeDate.messages,
  ...interchangeDelimiters.messages,
  ...interchangeQualifier.messages,
  ...interchangeSyntax.messages,
  ...interchangeTime.messages,
  ...interchangeUsage.messages,
  ...interchangeVersion.messages,
  ...isaTruncated.messages,
  ...isaWidth.messages,
  ...messageUnknown.messages,
  ...messageVersion.messages,
  ...notEdi.messages,
  ...outsideEnvelope.messages,
  ...segmentEmpty.messages,
  ...segmentMissing.messages,
  ...segmentNotUsed.messages,
  ...segmentOrder.messages,
  ...segmentRepeat.messages,
  ...segmentUnknown.messages,
  ...segmentUnreadable.messages,
  ...setTotal.messages,
  ...terminatorMismatch.messages,
  ...tooLarge.messages,
  ...transactionConvention.messages,
  ...transactionUnknown.messages,
  ...unexpectedTrailer.messages,
  ...envelopeLevelMessages,
  ...envelopeValueMessages,
  ...elementLengthMessages,
  ...x12ValueTypeMessages,
  ...relationalConditionMessages,
  ...guideNameMessages,
  ...structurePlaceMessages,
  /** What an ISA or GS element must be: each rule's own texts, under one key (envelopeValue words them). */
  expected: {
    ...interchangeQualifier.messages.expected,
    ...interchangeDate.messages.expected,
    ...interchangeTime.messages.expected,
    ...interchangeVersion.messages.expected,
    ...interchangeSyntax.messages.expected,
    ...interchangeControlNumber.messages.expected,
    ...interchangeAckRequested.messages.expected,
    ...interchangeUsage.messages.expected,
    ...interchangeDelimiters.messages.expected,
    ...groupDate.messages.expected,
    ...groupTime.messages.expected,
    ...groupControlNumber.messages.expected,
    ...groupVersion.messages.expected,
  },
} as const;
