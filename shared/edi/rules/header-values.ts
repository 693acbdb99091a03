/**
 * What the envelope rules' own checks (registry/interchange-*.ts, group-*.ts, transaction-*.ts) share: an
 * element's value, the finding for an ISA or GS element whose value the rule does not allow, which names the
 * element (ISA09), and the trailer and control-number checks each level's rule makes with its own code.
 */
import type { Report } from './define-rule';
import type { Segment } from '../model/segment';
import { envelopeValueMessages } from './shared-messages/envelope-values';
import { envelopeLevelMessages } from './shared-messages/envelope-levels';
import { numberEquals } from '../syntax/scan';

/** The value of element `n` (1-based), its first component. */
export const valueOf = (s: Segment, n: number): string => s.elements[n - 1]?.[0] ?? '';

/** An element's reference: ISA09, GS08. */
export const refOf = (tag: string, n: number): string => `${tag}${String(n).padStart(2, '0')}`;

/** Reports element `n` of an ISA or GS as not what `expected` says (ISA values are shown trimmed). */
export function badValue<C extends string>(code: C, s: Segment, n: number, expected: string, issues: Report<C>) {
  const ref = refOf(s.tag, n);
  const value = s.tag === 'ISA' ? valueOf(s, n).trim() : valueOf(s, n);
  issues.add(code, s, envelopeValueMessages.envelopeValue(ref, value, expected), ref);
}

/**
 * The check of a *-duplicate rule: control numbers X12 and EDIFACT require unique (ISA13 within the file, GS06
 * within its interchange, ST02 within its group). Each `seen` set belongs to the level that contains them.
 */
export const uniqueControl =
  <C extends string>(code: C) =>
  (seen: Set<string>, control: string, s: Segment, ref: string, issues: Report<C>): void => {
    if (control === '') return;
    if (seen.has(control)) issues.add(code, s, envelopeLevelMessages.duplicateControl(ref, control), ref);
    seen.add(control);
  };

/**
 * The check of a *-count rule: a trailer's count (`ref`: SE01, UNZ 0036) against what its level holds,
 * numerically (0003 is 3).
 */
export const trailerCount =
  <C extends string>(code: C) =>
  (trailer: Segment, ref: string, what: string, declared: string, actual: number, issues: Report<C>): void => {
    if (!numberEquals(declared, actual))
      issues.add(code, trailer, envelopeLevelMessages.count(ref, what, declared, actual), ref);
  };

/** The check of a *-control rule: a trailer's control number (`ref`: SE02) equal to its header's (`headerRef`). */
export const trailerControl =
  <C extends string>(code: C) =>
  (trailer: Segment, ref: string, value: string, headerRef: string, headerValue: string, issues: Report<C>): void => {
    if (value !== headerValue)
      issues.add(code, trailer, envelopeLevelMessages.control(ref, value, headerRef, headerValue), ref);
  };
