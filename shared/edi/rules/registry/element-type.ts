// The rule element-type: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

export const elementType = error(
  element('6', '37'),
  {
    cause: 'A value breaks its type: letters in a number, a date that is no date.',
    fix: 'Send the value in its type’s form (CCYYMMDD for dates).',
  },
  {
    /** EDIFACT's n and a (X12's types, which element-date and element-time share: x12-value-type.ts). */
    elementType: (tag: string, ref: string, name: string, value: string, type: string) =>
      `${named(tag, ref)} (${name}) is '${value}', but it is ${type === 'n' ? 'numeric (n): digits, a sign and a decimal mark only' : 'alphabetic (a): no digits'}.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
