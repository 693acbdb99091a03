/** Words of /developers: the EDI API and its limits (each finding code's cause and fix: shared/edi/rules/registry/). */
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
