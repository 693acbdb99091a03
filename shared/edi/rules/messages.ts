/** Plain-language messages of every issue the EDI inspector reports. */

const show = (c: string) =>
  c === '\n' ? 'line feed' : c === '\r' ? 'carriage return' : c === ' ' ? 'space' : `'${c}'`;

/** 'an SSCC', 'a GTIN': by how the abbreviation is read aloud. */
const article = (word: string) => (/^[AEFHILMNORSX]/.test(word) ? 'an' : 'a');

/** `BGM 1004`, `DTM C507/2005`; an X12 reference already names its segment (`BEG01`). */
const named = (tag: string, ref: string) => (ref.startsWith(tag) ? ref : `${tag} ${ref}`);

/** X12 element types in words. */
const x12Types: Readonly<Record<string, string>> = {
  N: 'a whole number (digits, a leading minus; decimals are implied)',
  R: 'a decimal number (digits, one decimal point, a leading minus)',
  DT: 'a date (CCYYMMDD), and a real one',
  TM: 'a time (HHMM, seconds optional)',
};

export const issueText = {
  notEdi: 'This does not look like EDI: an X12 interchange starts with ISA, an EDIFACT interchange with UNA or UNB.',
  tooLarge: (limit: string) => `The document is larger than ${limit}; the inspector takes documents up to ${limit}.`,
  isaTruncated: (found: number) =>
    found > 16
      ? 'The ISA segment ends after ISA16 without a segment terminator. An ISA is exactly 106 characters, and the delimiters are read from it.'
      : `The ISA segment is cut off: it has ${found} of its 16 elements. An ISA is exactly 106 characters, and the delimiters are read from it.`,
  isaWidth: (ref: string, name: string, width: number, actual: number) =>
    `${ref} (${name}) has ${actual} character${actual === 1 ? '' : 's'}; it must have exactly ${width} (pad with spaces), so that the ISA is 106 characters long.`,
  isa16Separator: (element: string) =>
    `ISA16, the component separator, is ${show(element)}, the element separator: it must be a character of its own (often > or :).`,
  wrongElementSeparator: (tag: string, declared: string, used: string) =>
    `Segment ${tag} uses ${show(used)} between elements, but the header declares ${show(declared)} as the element separator; the segment is kept unread and reading goes on.`,
  terminatorMismatch: (declared: string, real: string) =>
    `The segments end with ${real === '\n' ? 'line breaks' : show(real)}, but the header declares ${show(declared)} as the segment terminator; they were read as they end.`,
  skipped: (line: number) =>
    `The text before line ${line} is not a readable interchange (no ISA, UNA or UNB where it starts); reading starts at the interchange on line ${line}.`,
  notATag: (raw: string) =>
    `'${raw}' is not a segment: a segment starts with a tag of 2 or 3 capital letters or digits, the first a letter. It is kept unread and reading goes on.`,
  emptySegment: (after: string) =>
    `An empty segment follows ${after || 'the header'}: two segment terminators in a row. It is ignored.`,
  unknownTag: (tag: string, standard: string) => `${tag} is not a known ${standard} segment.`,
  unknownSegmentIn: (tag: string, code: string) => `${tag} is not a segment of transaction set ${code}.`,
  outside: (tag: string, container: string) => `Segment ${tag} is outside any ${container}.`,
  missingTrailer: (trailer: string, header: string, control: string) =>
    `${header} ${control.trim() || 'without a control number'} is never closed: its ${trailer} is missing.`,
  unexpectedTrailer: (trailer: string, header: string) => `${trailer} closes nothing: there is no open ${header}.`,
  count: (ref: string, what: string, declared: string, actual: number) =>
    `${ref} says ${declared || '(empty)'} ${what}, but there ${actual === 1 ? 'is' : 'are'} ${actual}.`,
  control: (ref: string, value: string, headerRef: string, headerValue: string) =>
    `${ref} is ${value || '(empty)'}, but ${headerRef} is ${headerValue || '(empty)'}: the control numbers must match.`,
  transactionUnknown: (code: string) => `Transaction set ${code || '(empty)'} is not an X12 005010 transaction set.`,
  functionalId: (code: string, expected: string, actual: string) =>
    `Transaction set ${code} belongs in a functional group ${expected}, but GS01 is ${actual || '(empty)'}.`,
  messageUnknown: (code: string, directory: string) =>
    `Message type ${code || '(empty)'} is not in the UN/EDIFACT ${directory} directory.`,
  messageVersion: (code: string, version: string) =>
    `${code} names directory ${version}, which is not a UN/EDIFACT directory (D.93A to D.24A); its segments were not validated.`,
  segmentMissing: (tag: string, name: string, where: string) =>
    `Mandatory segment ${tag} (${name}) is missing ${where}.`,
  groupMissing: (group: string, tag: string, where: string) =>
    `Mandatory segment group ${group} (starting with ${tag}) is missing ${where}.`,
  segmentRepeat: (tag: string, max: number, where: string) =>
    `${tag} repeats more than the ${max} time${max === 1 ? '' : 's'} allowed ${where}.`,
  groupRepeat: (group: string, max: number) => `Segment group ${group} repeats more than the ${max} times allowed.`,
  segmentOrder: (tag: string, message: string) =>
    `${tag} is out of place: the ${message} structure does not allow it here.`,
  segmentEarly: (tag: string, expected: string, message: string) =>
    `${tag} comes too early: the ${message} structure puts it after ${expected}, which comes later in this message. It was checked where it stands.`,
  gs1CheckDigit: (element: string, value: string, kind: string, expected: number) =>
    `${element} ${value} is ${article(kind)} ${kind} whose check digit should be ${expected}, not ${value.slice(-1)}.`,
  gs1Form: (element: string, value: string, kind: string, lengths: readonly number[]) =>
    `${element} '${value}' is not ${article(kind)} ${kind}: ${article(kind)} ${kind} is ${lengths.join(' or ')} digits.`,
  unaReserved: (fifth: string, version: string) =>
    `UNA's fifth character is '${fifth}', but syntax version ${version} reserves it: it must be a space. Only version 4 has a repetition separator there.`,
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
  componentTooMany: (tag: string, ref: string, given: number, defined: number) =>
    `${named(tag, ref)} has ${given} components; it has ${defined === 1 ? 'none (it is a simple element)' : defined}.`,
  elementTooLong: (tag: string, ref: string, name: string, length: number, max: number, directory: string) =>
    `${named(tag, ref)} (${name}) has ${length} characters; ${directory} allows at most ${max}.`,
  elementTooShort: (tag: string, ref: string, name: string, length: number, min: number, directory: string) =>
    `${named(tag, ref)} (${name}) has ${length} characters; ${directory} requires exactly ${min}.`,
  dateFormat: (tag: string, ref: string, value: string, format: string, pattern: string) =>
    `${named(tag, ref)} is '${value}', which is not a real ${pattern} value: format ${format} (C507/2379) asks for that form.`,
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
  syntaxUnknown: (syntax: string) =>
    `UNB S001/0001 is '${syntax}', which is not a syntax identifier (code list 0001: UNOA, UNOB, UNOC and so on, or IATA's IATA and IATB).`,
  unbDate: (value: string, version: string, length: number) =>
    `UNB S004/0017 is '${value}', which is not a ${length === 8 ? 'CCYYMMDD (n8)' : 'YYMMDD (n6)'} date${version ? ` as syntax version ${version} requires` : ''}, or not a real one.`,
  interactive: (tag: string) =>
    `${tag} opens interactive EDIFACT (ISO 9735-3: UIB…UIZ, UIH…UIT). The inspector checks batch interchanges (UNB…UNZ, UNH…UNT): what follows up to its trailer is read but not checked.`,
  envelopeDate: (ref: string, value: string) => `${ref} is '${value}', which is not a date (YYMMDD or CCYYMMDD).`,
  envelopeTime: (ref: string, value: string) => `${ref} is '${value}', which is not a time of day (HHMM).`,
  characterSet: (tag: string, char: string, syntax: string) =>
    `${tag} contains ${show(char)}, which syntax level ${syntax} does not allow (UNOA: capital letters, digits, space and . , - ( ) / = ' + : ? ! " % & * ; < >; UNOB adds small letters).`,
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
  convention: (st03: string, gs08: string) =>
    `ST03 is ${st03}, but GS08 is ${gs08}: the implementation convention a set names must be its group's.`,
  duplicateControl: (ref: string, control: string) =>
    `${ref} ${control} is used twice: control numbers must be unique, or the partner may drop the second as a duplicate.`,
  groupEmpty: (control: string) =>
    `Functional group ${control || 'without a control number'} holds no transaction set.`,
  guideName: (set: string, release: string) => `Northwind's ${set} guide (${release})`,
  /** A user's guide: its title, or the set's when it has none. */
  userGuideName: (title: string, set: string) =>
    title.trim() ? `the guide "${title.trim().slice(0, 80)}"` : `your ${set} guide`,
  guideType: (tag: string, ref: string, name: string, value: string, type: string) =>
    `${named(tag, ref)} (${name}) is '${value}'; it must be ${x12Types[type.startsWith('N') ? 'N' : type] ?? type}.`,
  notInGuide: (tag: string, guide: string) => `${tag} is not used in ${guide}; leave it out or agree it with us first.`,
  outOfOrder: (tag: string, after: string, guide: string) =>
    `${tag} is out of order: in ${guide} it does not come after ${after}.`,
  tooEarly: (tag: string, expected: string, guide: string) =>
    `${tag} comes too early: in ${guide} it follows ${expected}, which comes later in this set. It was checked where it stands.`,
  missingInGuide: (tag: string, name: string, where: string) =>
    `Mandatory segment ${tag} (${name}) is missing ${where}.`,
  loopMissing: (loop: string, where: string) => `Mandatory loop ${loop} is missing ${where}.`,
  loopRepeat: (loop: string, max: number) => `Loop ${loop} repeats more than the ${max} times allowed.`,
  whereGuide: (guide: string, loop: string | undefined) => (loop ? `in loop ${loop} of ${guide}` : `in ${guide}`),
  elementNotUsed: (tag: string, ref: string, name: string, guide: string) =>
    `${named(tag, ref)} (${name}) is not used in ${guide}; we ignore it.`,
  codeNotInGuide: (tag: string, ref: string, name: string, value: string, guide: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which ${guide} does not accept.`,
  codeOutsideGuide: (tag: string, ref: string, name: string, value: string, guide: string) =>
    `${named(tag, ref)} (${name}) is '${value}', which is not among the codes ${guide} lists; agree it with us first.`,
  lengthRange: (tag: string, ref: string, name: string, length: number, min: number, max: number) =>
    `${named(tag, ref)} (${name}) has ${length} character${length === 1 ? '' : 's'}; it takes ${min === max ? `exactly ${min}` : `${min} to ${max}`}.`,
  hlDuplicate: (id: string) => `HL01 ${id || '(empty)'} is used twice: each HL needs its own id.`,
  hlParent: (parent: string) => `HL02 is ${parent}, but no earlier HL has that HL01: the parent must come first.`,
  hlNoParent: (level: string) =>
    `HL02 is empty, but only the shipment level (S) stands without a parent; this HL is level ${level}.`,
  hlLevel: (level: string, parent: string, order: string) =>
    `HL03 is ${level} under a parent of level ${parent}: levels nest in the order ${order}.`,
  hlContent: (level: string, tag: string) =>
    `The HL of level ${level} has no ${tag}; our guide requires it at that level.`,
  total: (ref: string, declared: string, tag: string, actual: number) =>
    `${ref} says ${declared || '(empty)'}, but the set holds ${actual} ${tag} segment${actual === 1 ? '' : 's'}.`,
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
} as const;
