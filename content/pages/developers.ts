/** Words of /developers: the EDI API, its limits and every finding code with its cause and fix. */
import type { HeadCopy } from '../head';

export const developersHead: HeadCopy = {
  title: 'EDI API for Developers: Validate X12 and EDIFACT over HTTP | Northwind EDI',
  description:
    'POST an X12 or EDIFACT document, get every envelope, segment and finding as JSON: our X12 guides, every UN/EDIFACT directory. Limits, errors and finding codes.',
  keywords: ['EDI API', 'X12 validation API', 'EDIFACT validator API', 'EDI JSON', 'OpenAPI EDI'],
};

export const developersCopy = {
  eyebrow: 'Developers',
  title: 'The EDI inspector as an API',
  intro:
    'Send an X12 or EDIFACT document, get back its envelopes, segments and every finding as JSON: the same engine as the inspector in your browser. Free, public, nothing stored.',
  openapi: 'OpenAPI 3.1 document',
  inspector: 'Try the inspector',
  quickStart: 'Quick start',
  quickIntro: 'The raw document is the request body. No key, no account: just send it.',
  examples: [
    {
      label: 'Validate a file',
      code: "curl -s --data-binary @order.edi -H 'Content-Type: text/plain' https://www.northwind-edi.example/api/edi/inspect",
    },
    {
      label: 'Only the summary and the errors (with jq)',
      code: "curl -s --data-binary @order.edi -H 'Content-Type: application/edi-x12' https://www.northwind-edi.example/api/edi/inspect | jq '{summary, errors: [.issues[] | select(.severity == \"error\") | {code, element, line, message}]}'",
    },
    {
      label: 'Every segment with its elements too (the report is then about three times the document)',
      code: "curl -s --data-binary @order.edi -H 'Content-Type: text/plain' 'https://www.northwind-edi.example/api/edi/inspect?segments=all'",
    },
    {
      label: 'Against another directory or guide release, with at most 50 findings',
      code: "curl -s --data-binary @desadv.edi -H 'Content-Type: text/plain' 'https://www.northwind-edi.example/api/edi/inspect?directory=D.01B&maxFindings=50'",
    },
    {
      label: 'From a browser page on another origin',
      code: "const res = await fetch('https://www.northwind-edi.example/api/edi/inspect', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: text });",
    },
  ],
  parameters: 'Query parameters',
  parametersIntro:
    'All optional. An unknown parameter, one given twice or a value out of range is a 400 that says what is accepted.',
  parameterColumns: { name: 'Parameter', values: 'Values', effect: 'What it does' },
  parameterRows: [
    {
      name: 'directory',
      values: 'd93a … d24a (or D.01B)',
      effect:
        'Checks every EDIFACT message against this UN/EDIFACT directory instead of the one its UNH names: for a partner who sends D:96A but means D.01B.',
    },
    {
      name: 'guide',
      values: '004010, 005010 or none',
      effect:
        "Checks every X12 set against our guide of this release; none checks syntax and envelopes only. Without it, our guide (of the release GS08 names) checks only sets addressed to Northwind (ISA08 or GS03 NORTHWIND): anyone else's document gets syntax and envelopes, and no claim about what the X12 standard allows.",
    },
    {
      name: 'maxFindings',
      values: '1 to 1000 (default 1000)',
      effect: 'Keeps at most this many findings, errors first; truncated says when more were found.',
    },
    {
      name: 'segments',
      values: 'none or all (default none)',
      effect:
        'all adds every segment of every set with its elements (pos, tag, elements split into components), sent as it is written; none answers envelopes, counts and findings only, at the speed of the check itself.',
    },
  ],
  acknowledgment: 'Acknowledgments',
  acknowledgmentIntro:
    'POST the same document to /api/edi/acknowledgment and get the answer your partner expects, as EDI: its findings become the error codes, sender and receiver are swapped, control numbers are new. The same limits and rate count as the inspection.',
  acknowledgmentExample:
    "curl -s --data-binary @order.edi -H 'Content-Type: text/plain' 'https://www.northwind-edi.example/api/edi/acknowledgment?type=997&sender=NORTHWIND&control=1001' -o 997.edi",
  ackParameterRows: [
    {
      name: 'type',
      values: '997, 999, TA1 or CONTRL (required)',
      effect: 'Which acknowledgment: functional (997), implementation (999), interchange (TA1), or EDIFACT CONTRL.',
    },
    {
      name: 'sender',
      values: '1 to 35 characters',
      effect: 'Our id in the answer (ISA06, GS02, UNB sender); the original receiver by default.',
    },
    {
      name: 'senderQualifier',
      values: '1 to 4 letters or digits',
      effect: 'Its qualifier (ISA05, UNB 0007); ZZ by default.',
    },
    {
      name: 'receiver',
      values: '1 to 35 characters',
      effect: 'The partner in the answer; the original sender by default.',
    },
    { name: 'receiverQualifier', values: '1 to 4 letters or digits', effect: 'Its qualifier; ZZ by default.' },
    {
      name: 'control',
      values: '1 to 999999999',
      effect: 'The answer\u2019s first interchange control number (ISA13, UNB 0020); 1 by default.',
    },
    { name: 'usage', values: 'P or T', effect: 'ISA15 of the answer; the original\u2019s by default.' },
    {
      name: 'release',
      values: '004010 or 005010',
      effect:
        'The release of a 997 (its ISA12 and GS08): the original\u2019s by default, 004010 for anything before 005010. A 999 is always 005010X231A1.',
    },
    {
      name: 'guide',
      values: '004010, 005010 or none',
      effect:
        'Check the document against our guide of this release before answering it (as the report\u2019s guide does); by default only documents addressed to Northwind are.',
    },
  ],
  conversion: 'Conversions',
  conversionIntro:
    'POST the same document to /api/edi/convert and get it as JSON (interchanges, groups, sets, loops and the 856 HL tree, keys named like purchase_order_number_03), CSV (one row per line item of an 850, 810, 856, ORDERS, INVOIC or DESADV; one row per segment otherwise), XML or an Excel workbook. Send that JSON back with to=edi and get EDI with every count recomputed (SE01, CTT01, UNT, GE01, IEA01, UNZ) and the control numbers kept. Same limits and rate count as the inspection; JSON bodies up to 25 MB.',
  conversionExamples: [
    "curl -s --data-binary @order.edi -H 'Content-Type: text/plain' 'https://www.northwind-edi.example/api/edi/convert?to=json' -o order.json",
    "curl -s --data-binary @order.edi -H 'Content-Type: text/plain' 'https://www.northwind-edi.example/api/edi/convert?to=csv' -o lines.csv",
    "curl -s --data-binary @order.json -H 'Content-Type: application/json' 'https://www.northwind-edi.example/api/edi/convert?to=edi' -o order.edi",
  ],
  conversionSchema: 'The JSON follows our JSON Schema, published at',
  convertParameterRows: [
    {
      name: 'to',
      values: 'json, csv, xml, xlsx or edi (required)',
      effect: 'The output; edi reads our JSON (application/json) and writes EDI.',
    },
    {
      name: 'rows',
      values: 'lines or segments',
      effect: 'CSV and Excel: one row per line item where we have a layout (default), or one per segment.',
    },
    {
      name: 'element, component, segment, repetition, release',
      values: 'one character each',
      effect: 'to=edi: the delimiters to write; each interchange\u2019s own by default.',
    },
    {
      name: 'lineBreaks',
      values: 'true or false',
      effect: 'to=edi: a line break after each segment (default true).',
    },
  ],
  limits: 'Limits',
  limitItems: [
    'Bodies up to 5 MB, as text/plain, application/octet-stream, application/edi-x12 or application/edifact (UTF-8, else read as ISO 8859-1).',
    '60 requests a minute per client address, counted across all our servers; past it, 429 with Retry-After.',
    'At most 100 findings of each code and 1,000 in all, errors before warnings: truncated says when some were left out, counts has them all.',
    'CORS: any origin may call it, without credentials. Nothing is stored; request bodies are never logged (an 837 carries health data).',
  ],
  response: 'What comes back',
  responseItems: [
    'standard and summary: interchanges, groups, transactions, segments, errors, warnings.',
    'interchanges → groups → transactions, each with the positions of its ST/UNH and SE/UNT and its segment count; with segments=all, its segments too (pos, tag, elements split into components).',
    'issues: each finding with its code, severity, message, the element it names, line, column, its position in the set (setPos, as 997/999 and CONTRL count it) and the acknowledgment codes it maps to.',
    'guides: per X12 set and release, whether one of our implementation guides checked it and why (basis: asked, addressed to Northwind, or not addressed); a guide finding links to its place in the guide and is worded as a deviation from our guide.',
    'options: the directory, guide, maxFindings and segments the report was made with, when you gave them.',
  ],
  errors: 'Errors',
  errorIntro: 'Every refusal is JSON: {"error": {"status", "message"}}.',
  statuses: [
    { status: '400', meaning: 'A query parameter the API does not take, or a value out of range.' },
    { status: '405', meaning: 'Another method than POST.' },
    { status: '413', meaning: 'The body is over 5 MB.' },
    { status: '415', meaning: 'Another Content-Type than the four above.' },
    { status: '422', meaning: 'An empty body, or bytes that are not text.' },
    { status: '429', meaning: 'Over 60 requests in a minute; Retry-After says when to come back.' },
    { status: '503', meaning: 'Every inspection thread is busy, or the document took too long; Retry-After.' },
  ],
  statusColumn: 'Status',
  meaningColumn: 'When',
  codes: 'Finding codes',
  codesIntro:
    'Each finding has a stable code: match on it, not on the message. Errors make a partner reject; warnings are worth a look.',
  severity: { error: 'Error', warning: 'Warning' },
  cause: 'Cause',
  fix: 'Fix',
  ack: 'In an acknowledgment',
  noAck: 'Not reported in acknowledgments.',
  ackTable: {
    title: 'Finding codes in acknowledgments',
    intro:
      'What each error becomes in the answer. X12: the TA1 answers the interchange (TA104 R and a TA105 note), the 997 and 999 each group (AK9) and set (AK5/IK5), with AK3/IK3 per segment in error and AK4/IK4 per element; a set with segment errors also gets AK502 5. A 004010 997 takes only its release\u2019s codes. EDIFACT: the CONTRL answers the interchange (UCI), each UNG group (UCF), each message (UCM, with its UNH and UNT errors), and under it each segment (UCS) and element (UCD), with a syntax error code (0085); an error in UNB or UNH is reported at that level. A rejected level (R, action 4) accepts nothing below it. Warnings never reach an acknowledgment.',
    columns: { code: 'Finding', x12: 'X12 (997, 999, TA1)', edifact: 'EDIFACT CONTRL' },
    /** Where each X12 code element sits, as the table names it. */
    x12Places: {
      TA105: 'TA1 R, TA105',
      AK905: 'AK9 R, AK905',
      AK502: 'AK5/IK5 R, AK502',
      AK304: 'AK3/IK3, AK304',
      AK403: 'AK4/IK4, AK403',
    },
    noX12Code: 'AK9 R without AK905 (X12 has no code for it)',
    release4010: '004010 997',
    none: 'none',
    implementation: '999',
    edifactPlaces: { interchange: 'UCI 4', group: 'UCF 4', transaction: 'UCM 4', segment: 'UCS', element: 'UCD' },
    syntaxError: '0085',
    notReported: '\u2014',
  },
} as const;

interface FindingDoc {
  cause: string;
  fix: string;
}

/** Cause and fix of every finding code, in our words (a test checks each engine code has one). */
export const findingDocs: Readonly<Record<string, FindingDoc>> = {
  'not-edi': {
    cause: 'The document starts with neither ISA (X12) nor UNA/UNB (EDIFACT), and none of its lines does.',
    fix: 'Send the EDI itself, not a wrapper (an e-mail, a PDF, base64).',
  },
  'too-large': {
    cause: 'The document is over 5 MB.',
    fix: 'Split the batch by interchange, or use the inspector in the browser.',
  },
  'isa-truncated': {
    cause: 'The ISA ends before its 16th element: its delimiters cannot be read.',
    fix: 'Send the whole 106-character ISA segment.',
  },
  'isa-width': {
    cause: 'An ISA element is not its fixed width (ISA06 is 15 characters, ISA13 nine digits).',
    fix: 'Pad the element with spaces (or zeros for numbers) to its width.',
  },
  'terminator-mismatch': {
    cause: 'Segments end with another character than the header declares (often line breaks).',
    fix: 'End every segment with the terminator the ISA or UNA declares.',
  },
  'segment-unreadable': {
    cause: 'A segment has no tag, or uses another element separator than its interchange.',
    fix: 'Fix the segment; it is kept in place so positions and counts stay right.',
  },
  'segment-empty': { cause: 'Two segment terminators follow each other.', fix: 'Remove the empty segment.' },
  'segment-unknown': {
    cause:
      'The tag is not a segment of the message’s UN/EDIFACT directory. (X12: our dictionary does not hold every segment of every release, so an X12 set gets no such claim; against our guide a segment it does not use is segment-not-used.)',
    fix: 'Check the spelling, or the directory your UNH names.',
  },
  'interactive-edifact': {
    cause:
      'The interchange or message is interactive EDIFACT (UIB…UIZ, UIH…UIT, ISO 9735-3); we check batch EDIFACT only.',
    fix: 'Send batch EDIFACT (UNB…UNZ with UNH…UNT messages), or check the interactive dialogue with its own tools.',
  },
  'outside-envelope': {
    cause: 'A segment stands outside the envelope it needs (an ST without a GS, data after an IEA).',
    fix: 'Wrap it in its ISA/GS/ST or UNB/UNH.',
  },
  'unexpected-trailer': {
    cause: 'A trailer (SE, GE, IEA, UNT, UNZ) closes nothing that is open.',
    fix: 'Remove it, or add the header it belongs to.',
  },
  'interchange-unclosed': { cause: 'The interchange has no IEA or UNZ.', fix: 'End it with its trailer.' },
  'group-unclosed': { cause: 'The functional group has no GE or UNE.', fix: 'End it with its trailer.' },
  'transaction-unclosed': { cause: 'The set or message has no SE or UNT.', fix: 'End it with its trailer.' },
  'interchange-count': {
    cause: 'IEA01 or UNZ 0036 does not state how many groups (or messages) there are.',
    fix: 'Count them again when you build the trailer.',
  },
  'group-count': {
    cause: 'GE01 or UNE 0060 does not state how many sets there are.',
    fix: 'Count the sets in the group.',
  },
  'transaction-count': {
    cause: 'SE01 or UNT 0074 does not state how many segments the set has (header and trailer included).',
    fix: 'Count from ST/UNH to SE/UNT, both included.',
  },
  'interchange-control': {
    cause: 'IEA02 or UNZ 0020 differs from the header’s control number.',
    fix: 'Repeat the header’s number in the trailer.',
  },
  'group-control': {
    cause: 'GE02 or UNE 0048 differs from GS06 or UNG 0048.',
    fix: 'Repeat the header’s number in the trailer.',
  },
  'transaction-control': {
    cause: 'SE02 or UNT 0062 differs from ST02 or UNH 0062.',
    fix: 'Repeat the header’s number in the trailer.',
  },
  'transaction-unknown': {
    cause: 'ST01 is not an X12 transaction set.',
    fix: 'Use the set’s three-digit code (850, 856…).',
  },
  'functional-id': {
    cause: 'The set travels in a group of another kind (an 850 under GS01 IN).',
    fix: 'Put the set in a group with its functional identifier (PO for an 850).',
  },
  'message-unknown': {
    cause: 'The message type is not in the directory its UNH names.',
    fix: 'Check the type and the directory (version and release).',
  },
  'message-version': {
    cause: 'UNH names a directory that does not exist (D.93A to D.24A do).',
    fix: 'Fix S009 0052/0054; until then its segments are not validated.',
  },
  'segment-missing': {
    cause: 'A mandatory segment of the set, message or guide is not there.',
    fix: 'Add it where the structure puts it.',
  },
  'group-missing': {
    cause: 'A mandatory segment group or loop is not there.',
    fix: 'Add the group, starting with its first segment.',
  },
  'segment-repeat': {
    cause: 'A segment repeats more often than allowed at its place.',
    fix: 'Remove the extra occurrences or move them to a repeating group.',
  },
  'group-repeat': {
    cause: 'A segment group or loop repeats more often than allowed.',
    fix: 'Split the data over several sets or messages.',
  },
  'segment-order': {
    cause: 'A segment stands where the structure does not allow it.',
    fix: 'Move it to its place in the structure.',
  },
  'segment-not-used': {
    cause:
      'Our implementation guide for this set does not use the segment (a deviation from our guide, not from the X12 standard: the set may well have it).',
    fix: 'Leave it out, or agree it with us first.',
  },
  'element-not-used': { cause: 'Our guide marks the element not used.', fix: 'Leave it empty; we ignore it.' },
  'hl-id': { cause: 'Two HL segments have the same HL01.', fix: 'Number the HL segments 1, 2, 3… within the set.' },
  'hl-parent': {
    cause: 'HL02 names an HL01 that comes later or does not exist, or is empty below the top level.',
    fix: 'Point each HL at its parent, which must come first.',
  },
  'hl-level': {
    cause: 'An HL level sits under a level that may not hold it (an order under an item).',
    fix: 'Nest shipment, order, tare, pack, item in that order.',
  },
  'hl-content': {
    cause: 'An HL level lacks a segment our guide requires there (PRF at the order level).',
    fix: 'Add the segment to that level.',
  },
  'set-total': {
    cause: 'A total the set states (CTT01) differs from what it holds.',
    fix: 'Count the lines (PO1, IT1) or HL segments again.',
  },
  'element-missing': { cause: 'A mandatory element or component is empty.', fix: 'Fill it in.' },
  'element-too-many': {
    cause: 'The segment has more elements than defined.',
    fix: 'Remove the extra elements (check for a stray separator).',
  },
  'component-too-many': {
    cause: 'An element has more components than its composite defines.',
    fix: 'Remove the extra components.',
  },
  'element-too-long': {
    cause: 'A value is longer than its maximum length.',
    fix: 'Shorten it (for numbers, signs and decimal marks do not count).',
  },
  'element-too-short': { cause: 'A value is shorter than its minimum length.', fix: 'Pad or complete it.' },
  'element-type': {
    cause: 'A value breaks its type: letters in a number, a date that is no date.',
    fix: 'Send the value in its type’s form (CCYYMMDD for dates).',
  },
  'element-repeat': {
    cause:
      'A repetition separator inside an element that does not repeat (REF*DP^IA, BGM+380+A*B in syntax 4), or more occurrences than its directory allows.',
    fix: 'Send one value; if the separator is meant as data, pick another repetition separator (ISA11, UNA).',
  },
  'element-date': {
    cause:
      'A date holds no real date: an X12 DT element (20261345, or the wrong length), or an EDIFACT DTM value that breaks its format code 2379 (102 is CCYYMMDD: 20240231 and 2024011 are not).',
    fix: 'Send a real day in the form its format or type names (CCYYMMDD, YYMMDD where the guide says so).',
  },
  'element-time': {
    cause: 'An X12 time element (TM) holds no real time: 2561, or letters.',
    fix: 'Send HHMM (HHMMSS, HHMMSSD… where allowed) of a real time.',
  },
  'code-unknown': {
    cause: 'A coded value is not in its code list (or not one our guide accepts).',
    fix: 'Use a code from the list.',
  },
  'code-outside-list': {
    cause: 'A code outside the list, where a subset (EANCOM), Z codes or our open lists allow agreed ones.',
    fix: 'Check the code is agreed with your partner.',
  },
  'interchange-syntax': {
    cause: 'The syntax identifier (UNB 0001) or ISA11 is not valid for the version.',
    fix: 'Use UNOA…UNOY, or U / a repetition separator by X12 version.',
  },
  'interchange-date': {
    cause: 'The interchange date is not a real date.',
    fix: 'Send YYMMDD (ISA09, UNB) as a real date.',
  },
  'interchange-time': { cause: 'The interchange time is not a time of day.', fix: 'Send HHMM, 0000 to 2359.' },
  'interchange-qualifier': {
    cause: 'An ISA qualifier (ISA01, 03, 05, 07) is not an X12 code.',
    fix: 'Use 00 for no authorization or security, ZZ, 01, 12… for ids.',
  },
  'interchange-version': { cause: 'ISA12 is not an X12 control version.', fix: 'Send 00401, 00501…' },
  'interchange-control-number': { cause: 'ISA13 is not nine digits.', fix: 'Send nine digits, zero-padded.' },
  'interchange-ack-requested': { cause: 'ISA14 is neither 0 nor 1.', fix: 'Send 0, or 1 to request a TA1.' },
  'interchange-usage': { cause: 'ISA15 is not P, T or I.', fix: 'Send P (production), T (test) or I (information).' },
  'interchange-delimiters': {
    cause: 'ISA16 repeats another delimiter.',
    fix: 'Pick a component separator that no other delimiter uses.',
  },
  'interchange-duplicate': {
    cause: 'Two interchanges in the file use the same control number.',
    fix: 'Give each interchange its own number.',
  },
  'group-date': { cause: 'GS04 is not a real date.', fix: 'Send CCYYMMDD.' },
  'group-time': { cause: 'GS05 is not a time of day.', fix: 'Send HHMM (seconds optional).' },
  'group-version': {
    cause: 'GS08 is not an X12 release.',
    fix: 'Send 004010, 005010… (suffixes such as VICS allowed).',
  },
  'group-control-number': { cause: 'GS06 is not one to nine digits.', fix: 'Send digits only.' },
  'group-duplicate': {
    cause: 'Two groups of one interchange use the same GS06.',
    fix: 'Number each group on its own.',
  },
  'group-empty': { cause: 'A functional group holds no set.', fix: 'Remove the empty GS/GE pair.' },
  'transaction-duplicate': { cause: 'Two sets of one group use the same ST02.', fix: 'Number each set on its own.' },
  'transaction-convention': {
    cause: 'ST03 names another implementation convention than GS08.',
    fix: 'Send the same convention in both, or leave ST03 out.',
  },
  'character-set': {
    cause: 'A character the interchange’s syntax level (UNOA, UNOB) does not allow.',
    fix: 'Declare UNOC or later, or replace the character.',
  },
  'gs1-check-digit': {
    cause: 'A GTIN, GLN or SSCC has a wrong check digit or length.',
    fix: 'Recompute the check digit (the message names the right one).',
  },
};
