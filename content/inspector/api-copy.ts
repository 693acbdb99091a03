/** What the EDI API says when it refuses a request (JSON `{error: {status, message}}`). */
export const apiCopy = {
  errors: {
    unsupported: (type: string | undefined) =>
      `Content-Type ${type ?? '(none)'} is not accepted: send the EDI document as the raw body with text/plain, application/octet-stream, application/edi-x12 or application/edifact.`,
    tooLarge: 'The document is larger than 5 MB; the API takes documents up to 5 MB.',
    empty: 'The body is empty: send the EDI document as the raw request body.',
    binary:
      'The body is not text: an EDI document is characters, and this holds binary bytes (a NUL or control characters).',
    rateLimited: 'Too many requests from this address: try again after the number of seconds in Retry-After.',
    method: 'Use POST with the EDI document as the body.',
    busy: 'Every inspection thread is busy (or this document took too long): try again after the seconds in Retry-After.',
    internal: 'The document could not be inspected because of an error on our side; nothing was stored.',
  },
  /** The acknowledgment endpoint's refusals (400, 422). */
  acknowledgment: {
    type: (value: string, types: readonly string[]) =>
      `Give type, one of ${types.join(', ')}${value ? `, not "${value}"` : ''}.`,
    id: (side: string) => `${side} must be 1 to 35 letters, digits, spaces or . - _ /.`,
    qualifier: (side: string) => `${side}Qualifier must be 1 to 4 letters or digits.`,
    control: (value: string) => `control must be a whole number from 1 to 999999999, not "${value}".`,
    usage: (value: string) => `usage must be P (production) or T (test), not "${value}".`,
    release: (value: string) => `release must be 004010 or 005010 (the 997's X12 release), not "${value}".`,
    nothing: (type: string, standard: string) =>
      type === '997' || type === '999'
        ? `The document holds no ${standard} interchange with a functional group for a ${type} to answer (a TA1 answers an interchange).`
        : `The document holds no ${standard} interchange for a ${type} to answer.`,
  },
  /** The conversion endpoint's refusals (400, 415, 422). */
  conversion: {
    to: (value: string, targets: readonly string[]) =>
      `Give to, one of ${targets.join(', ')}${value ? `, not "${value}"` : ''}.`,
    rows: (value: string) => `rows must be lines or segments, not "${value}".`,
    onlyFor: (name: string, to: string) => `${name} applies to ${to} only.`,
    delimiter: (name: string) => `${name} must be one character other than a letter, digit or space.`,
    lineBreaks: (value: string) => `lineBreaks must be true or false, not "${value}".`,
    jsonType: (type: string | undefined) =>
      `Content-Type ${type ?? '(none)'} is not accepted for to=edi: send our JSON (as /api/edi/convert?to=json makes it) with application/json.`,
    jsonTooLarge: 'The JSON is larger than 25 MB; the API takes our JSON of documents up to 5 MB.',
    notJson: (reason: string) => `The body is not JSON: ${reason.slice(0, 200)}`,
    nothing: 'The document holds no interchange to convert.',
  },
  /** A query parameter refused (400). */
  /** POST /api/edi/inspect with a JSON body: the document and a partner's guide. */
  envelope: {
    json: 'A JSON body is {"document": "<the EDI document>", "guide": {…}}: document a non-empty string, guide a guide in the format of /schemas/edi-guide/v1.json.',
    guide: (problems: readonly string[]) => `The guide is not valid: ${problems.slice(0, 5).join('; ')}.`,
    unsupported: 'Only X12 guides of releases 004010 and 005010 check documents so far.',
  },
  parameters: {
    unknown: (name: string, known: readonly string[]) =>
      `Unknown parameter "${name.slice(0, 40)}": the API takes ${known.join(', ')}.`,
    once: (name: string) => `Give ${name} once, as one value.`,
    directory: (value: string, first: string, last: string) =>
      `Unknown EDIFACT directory "${value}": give one from ${first} to ${last}, as d96a or D.96A.`,
    guide: (value: string, choices: readonly string[]) =>
      `No guide "${value}": give a release we publish guides in (${choices.filter((c) => c !== 'none').join(', ')}), or none to check syntax and envelopes only.`,
    maxFindings: (value: string, max: number) =>
      `maxFindings must be a whole number from 1 to ${max.toLocaleString('en-US')}, not "${value}".`,
    segments: (value: string, choices: readonly string[]) =>
      `segments takes ${choices.join(' or ')} (all: every segment with its elements in the report), not "${value.slice(0, 40)}".`,
  },
} as const;
