/**
 * Why our JSON cannot be written back as EDI (the API's 422 for to=edi): each message follows the JSON path
 * of what is wrong (`$.interchanges[0].groups[0]…: must be an array`).
 */
export const jsonInputCopy = {
  array: 'must be an array',
  object: 'must be an object',
  string: 'must be a string',
  componentKey: 'a component key must end in its position (_01)',
  elementKey: 'an element key must end in its position (_03)',
  twice: (position: number) => `position ${position} is given twice`,
  tag: 'must be a segment tag (BEG, NAD)',
  depth: (max: number) => `loops nest more than ${max} deep`,
  node: 'must be a segment (with "tag") or one loop',
  delimiter: 'must be one character other than a letter, digit or space',
  standard: 'must be "x12" or "edifact"',
  none: 'holds no interchange',
  noGroupHeader: 'an X12 group needs its GS header',
  transactionStart: (open: string) => `a transaction must start with ${open}`,
  holdsDelimiter: (value: string) =>
    `the value ${JSON.stringify(value.slice(0, 40))} holds a delimiter; choose other delimiters`,
  repeatedWithout: 'an element is repeated but the interchange has no repetition separator',
  repetitionBefore402: 'a repetition separator needs ISA12 00402 or later (ISA11 is U before)',
  sameDelimiters: 'each delimiter must be a different character',
  header: (tag: string) => `must be ${tag}`,
  isaWidth: (ref: string, width: number) => `${ref} holds more than its ${width} characters`,
} as const;
