/**
 * The message of an ISA or GS element whose value its rule does not allow (interchange-qualifier, -date, -time,
 * -version, -syntax, -control-number, -ack-requested, -usage, -delimiters; group-date, -time, -control-number,
 * -version): the rule's own `expected` text (registry/<code>.ts) says what the value must be.
 */
export const envelopeValueMessages = {
  envelopeValue: (ref: string, value: string, expected: string) => `${ref} is '${value}'; ${expected}.`,
} as const;
