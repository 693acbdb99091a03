// The rule gs1-check-digit: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { warning, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import type { StandardId } from '../../../standards';
import { GS1_LENGTHS, gs1Mistakes, type Gs1Mistake, type Values } from '../gs1';
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
).checkedBy(checkGs1);

const messageOf = ({ element, value, kind, expected }: Gs1Mistake) =>
  expected === undefined
    ? gs1CheckDigit.messages.gs1Form(element, value, kind, GS1_LENGTHS[kind])
    : gs1CheckDigit.messages.gs1CheckDigit(element, value, kind, expected);

/** Each wrong GS1 key of a segment (gs1.ts reads them by the standard's qualifiers; `values` reads the segment). */
function checkGs1(standard: StandardId, s: Segment, issues: Report<'gs1-check-digit'>, values?: Values): void {
  for (const m of gs1Mistakes(standard, s, values))
    if (!issues.counted('gs1-check-digit')) issues.add('gs1-check-digit', s, messageOf(m), m.element);
}
