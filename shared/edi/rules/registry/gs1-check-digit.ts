// The rule gs1-check-digit: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { warning } from '../define-rule';
import { article } from '../wording';

export const gs1CheckDigit = warning(
  {},
  {
    cause: 'A GTIN, GLN or SSCC has a wrong check digit or length.',
    fix: 'Recompute the check digit (the message names the right one).',
  },
  {
    gs1CheckDigit: (element: string, value: string, kind: string, expected: number) =>
      `${element} ${value} is ${article(kind)} ${kind} whose check digit should be ${expected}, not ${value.slice(-1)}.`,
    /** A value that is not the key's length or not all digits. */
    gs1Form: (element: string, value: string, kind: string, lengths: readonly number[]) =>
      `${element} '${value}' is not ${article(kind)} ${kind}: ${article(kind)} ${kind} is ${lengths.join(' or ')} digits.`,
  },
).reportedBy('x12-interchanges', 'edifact-interchanges');
