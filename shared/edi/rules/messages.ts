/**
 * Plain-language messages of the findings: a rule's own messages are beside its definition (registry/<code>.ts,
 * as ajv keeps a keyword's message beside its code); this file holds the ones several rules share (counts,
 * control numbers, where a segment is, how an element is named) and gathers all of them as `issueText`.
 */
import { show, article, named, x12Types } from './wording';
import { characterSet } from './registry/character-set';
import { componentTooMany } from './registry/component-too-many';
import { elementDate } from './registry/element-date';
import { functionalId } from './registry/functional-id';
import { groupEmpty } from './registry/group-empty';
import { groupMissing } from './registry/group-missing';
import { groupRepeat } from './registry/group-repeat';
import { hlContent } from './registry/hl-content';
import { hlId } from './registry/hl-id';
import { hlLevel } from './registry/hl-level';
import { hlParent } from './registry/hl-parent';
import { interactiveEdifact } from './registry/interactive-edifact';
import { interchangeDate } from './registry/interchange-date';
import { interchangeDelimiters } from './registry/interchange-delimiters';
import { interchangeSyntax } from './registry/interchange-syntax';
import { interchangeTime } from './registry/interchange-time';
import { isaTruncated } from './registry/isa-truncated';
import { messageUnknown } from './registry/message-unknown';
import { messageVersion } from './registry/message-version';
import { notEdi } from './registry/not-edi';
import { outsideEnvelope } from './registry/outside-envelope';
import { segmentEmpty } from './registry/segment-empty';
import { segmentMissing } from './registry/segment-missing';
import { segmentNotUsed } from './registry/segment-not-used';
import { segmentRepeat } from './registry/segment-repeat';
import { segmentUnknown } from './registry/segment-unknown';
import { segmentUnreadable } from './registry/segment-unreadable';
import { setTotal } from './registry/set-total';
import { tooLarge } from './registry/too-large';
import { transactionConvention } from './registry/transaction-convention';
import { transactionUnknown } from './registry/transaction-unknown';
import { unexpectedTrailer } from './registry/unexpected-trailer';

export const issueText = {
  isaWidth: (ref: string, name: string, width: number, actual: number) =>
    `${ref} (${name}) has ${actual} character${actual === 1 ? '' : 's'}; it must have exactly ${width} (pad with spaces), so that the ISA is 106 characters long.`,
  wrongElementSeparator: (tag: string, declared: string, used: string) =>
    `Segment ${tag} uses ${show(used)} between elements, but the header declares ${show(declared)} as the element separator; the segment is kept unread and reading goes on.`,
  terminatorMismatch: (declared: string, real: string) =>
    `The segments end with ${real === '\n' ? 'line breaks' : show(real)}, but the header declares ${show(declared)} as the segment terminator; they were read as they end.`,
  notATag: (raw: string) =>
    `'${raw}' is not a segment: a segment starts with a tag of 2 or 3 capital letters or digits, the first a letter. It is kept unread and reading goes on.`,
  unknownSegmentIn: (tag: string, code: string) => `${tag} is not a segment of transaction set ${code}.`,
  missingTrailer: (trailer: string, header: string, control: string) =>
    `${header} ${control.trim() || 'without a control number'} is never closed: its ${trailer} is missing.`,
  count: (ref: string, what: string, declared: string, actual: number) =>
    `${ref} says ${declared || '(empty)'} ${what}, but there ${actual === 1 ? 'is' : 'are'} ${actual}.`,
  control: (ref: string, value: string, headerRef: string, headerValue: string) =>
    `${ref} is ${value || '(empty)'}, but ${headerRef} is ${headerValue || '(empty)'}: the control numbers must match.`,
  segmentOrder: (tag: string, message: string) =>
    `${tag} is out of place: the ${message} structure does not allow it here.`,
  segmentEarly: (tag: string, expected: string, message: string) =>
    `${tag} comes too early: the ${message} structure puts it after ${expected}, which comes later in this message. It was checked where it stands.`,
  gs1CheckDigit: (element: string, value: string, kind: string, expected: number) =>
    `${element} ${value} is ${article(kind)} ${kind} whose check digit should be ${expected}, not ${value.slice(-1)}.`,
  gs1Form: (element: string, value: string, kind: string, lengths: readonly number[]) =>
    `${element} '${value}' is not ${article(kind)} ${kind}: ${article(kind)} ${kind} is ${lengths.join(' or ')} digits.`,
  conditionBroken: (kind: 'P' | 'R' | 'E' | 'C' | 'L', refs: readonly string[], note: string, guide: string) => {
    const [first = '', ...rest] = refs;
    const all = (last: string) => (refs.length < 2 ? first : `${refs.slice(0, -1).join(', ')} ${last} ${refs.at(-1)}`);
    const why = `(${note} in ${guide})`;
    if (kind === 'P') return `${all('and')} are sent together or not at all ${why}: only some are here.`;
    if (kind === 'R') return `None of ${all('or')} is sent: at least one is required ${why}.`;
    if (kind === 'E') return `More than one of ${all('and')} is sent: at most one may be ${why}.`;
    const others = rest.length < 2 ? (rest[0] ?? '') : `${rest.slice(0, -1).join(', ')} and ${rest.at(-1)}`;
    if (kind === 'C') return `${first} is sent, so ${others} must be too ${why}.`;
    return `${first} is sent, so at least one of ${others.replace(/ and (?=\S+$)/, ' or ')} must be too ${why}.`;
  },
  elementMissing: (tag: string, ref: string, name: string, directory: string) =>
    `${named(tag, ref)} (${name}) is mandatory in ${directory} but is empty or missing.`,
  elementTooMany: (tag: string, given: number, defined: number, directory: string) =>
    `${tag} has ${given} data elements; ${directory} defines ${defined}.`,
  elementTooLong: (tag: string, ref: string, name: string, length: number, max: number, directory: string) =>
    `${named(tag, ref)} (${name}) has ${length} characters; ${directory} allows at most ${max}.`,
  elementTooShort: (tag: string, ref: string, name: string, length: number, min: number, directory: string) =>
    `${named(tag, ref)} (${name}) has ${length} characters; ${directory} requires exactly ${min}.`,
  elementRepeat: (tag: string, ref: string, name: string, count: number, max: number, where: string) =>
    `${named(tag, ref)} (${name}) occurs ${count} times (a repetition separator), but ${where} ${max <= 1 ? 'does not let it repeat' : `allows at most ${max}`}.`,
  elementType: (tag: string, ref: string, name: string, value: string, type: string) =>
    `${named(tag, ref)} (${name}) is '${value}', but it is ${type === 'n' ? 'numeric (n): digits, a sign and a decimal mark only' : 'alphabetic (a): no digits'}.`,
  codeUnknown: (tag: string, ref: string, name: string, value: string, directory: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which is not in the code list of ${directory}.`,
  codeSubset: (tag: string, ref: string, name: string, value: string, directory: string, subset: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which is not in the code list of ${directory}; ${subset}, the subset this message names, may define it.`,
  codeAgreed: (tag: string, ref: string, name: string, value: string, directory: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which is not in the code list of ${directory}; codes starting with Z are for use agreed between partners.`,
  envelopeDate: (ref: string, value: string) => `${ref} is '${value}', which is not a date (YYMMDD or CCYYMMDD).`,
  envelopeValue: (ref: string, value: string, expected: string) => `${ref} is '${value}'; ${expected}.`,
  expected: {
    authorization: 'the authorization qualifiers are 00 to 06 (00: none)',
    security: 'the security qualifiers are 00 (none) and 01 (password)',
    qualifier: "an interchange ID qualifier is one of X12's codes (01, 08, 12, 14, ZZ and so on)",
    yymmdd: 'the date is six digits, YYMMDD, and a real date',
    ccyymmdd: 'the date is eight digits, CCYYMMDD, and a real date',
    hhmm: 'the time is HHMM (GS05 may add seconds), 0000 to 2359',
    isaTime: 'the time is HHMM, 0000 to 2359',
    gsYymmdd: 'before release 004010 the group date is six digits, YYMMDD, and a real date',
    version: 'the version is a release such as 004010 or 005010 (its first six characters)',
    isaVersion:
      "the interchange control version is one of X12's code list, 00VRR: 00200 to 00801, such as 00401 for 4010 or 00501 for 5010",
    repetition: 'from version 00402 on, ISA11 is the repetition separator, a character other than the delimiters',
    standardU: 'before version 00402, ISA11 is U (the U.S. EDI community of ASC X12)',
    nineDigits: 'the interchange control number is nine digits',
    groupControl: 'the group control number is one to nine digits',
    zeroOrOne: 'the acknowledgment request is 0 (none) or 1 (a TA1 is requested)',
    usage: 'the usage indicator is P (production), T (test) or I (information)',
    componentSeparator:
      'the component separator is a character other than the element separator, the repetition separator and the segment terminator',
    agency: 'the responsible agency is X (ASC X12) or T (TDCC)',
  },
  duplicateControl: (ref: string, control: string) =>
    `${ref} ${control} is used twice: control numbers must be unique, or the partner may drop the second as a duplicate.`,
  guideName: (set: string, release: string) => `Northwind's ${set} guide (${release})`,
  /** A user's guide: its title, or the set's when it has none. */
  userGuideName: (title: string, set: string) =>
    title.trim() ? `the guide "${title.trim().slice(0, 80)}"` : `your ${set} guide`,
  guideType: (tag: string, ref: string, name: string, value: string, type: string) =>
    `${named(tag, ref)} (${name}) is '${value}'; it must be ${x12Types[type.startsWith('N') ? 'N' : type] ?? type}.`,
  outOfOrder: (tag: string, after: string, guide: string) =>
    `${tag} is out of order: in ${guide} it does not come after ${after}.`,
  tooEarly: (tag: string, expected: string, guide: string) =>
    `${tag} comes too early: in ${guide} it follows ${expected}, which comes later in this set. It was checked where it stands.`,
  whereGuide: (guide: string, loop: string | undefined) => (loop ? `in loop ${loop} of ${guide}` : `in ${guide}`),
  elementNotUsed: (tag: string, ref: string, name: string, guide: string) =>
    `${named(tag, ref)} (${name}) is not used in ${guide}; we ignore it.`,
  codeNotInGuide: (tag: string, ref: string, name: string, value: string, guide: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which ${guide} does not accept.`,
  codeOutsideGuide: (tag: string, ref: string, name: string, value: string, guide: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which is not among the codes ${guide} lists; agree it with us first.`,
  lengthRange: (tag: string, ref: string, name: string, length: number, min: number, max: number) =>
    `${named(tag, ref)} (${name}) has ${length} character${length === 1 ? '' : 's'}; it takes ${min === max ? `exactly ${min}` : `${min} to ${max}`}.`,
  whereMessage: (message: string) => `in ${message}`,
  whereGroup: (group: string, message: string) => `in segment group ${group} of ${message}`,
  containers: {
    interchange: 'interchange',
    interchangeHeader: 'interchange before its first functional group',
    group: 'functional group',
    transaction: 'transaction set',
    message: 'message',
  },
  counted: {
    segments: 'segments',
    transactions: 'transaction sets',
    groups: 'functional groups',
    messages: 'messages',
    groupsOrMessages: 'groups or messages',
  },
  ...characterSet.messages,
  ...componentTooMany.messages,
  ...elementDate.messages,
  ...functionalId.messages,
  ...groupEmpty.messages,
  ...groupMissing.messages,
  ...groupRepeat.messages,
  ...hlContent.messages,
  ...hlId.messages,
  ...hlLevel.messages,
  ...hlParent.messages,
  ...interactiveEdifact.messages,
  ...interchangeDate.messages,
  ...interchangeDelimiters.messages,
  ...interchangeSyntax.messages,
  ...interchangeTime.messages,
  ...isaTruncated.messages,
  ...messageUnknown.messages,
  ...messageVersion.messages,
  ...notEdi.messages,
  ...outsideEnvelope.messages,
  ...segmentEmpty.messages,
  ...segmentMissing.messages,
  ...segmentNotUsed.messages,
  ...segmentRepeat.messages,
  ...segmentUnknown.messages,
  ...segmentUnreadable.messages,
  ...setTotal.messages,
  ...tooLarge.messages,
  ...transactionConvention.messages,
  ...transactionUnknown.messages,
  ...unexpectedTrailer.messages,
} as const;
