// The rule element-repeat: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

/**
 * A repetition separator in an element that does not repeat (or more occurrences than it may have):
 * AK403/IK403 12, too many repetitions; CONTRL 16, too many constituents.
 */
export const elementRepeat = error(
  element('12', '16'),
  {
    cause:
      'A repetition separator inside an element that does not repeat (REF*DP^IA, BGM+380+A*B in syntax 4), or more occurrences than its directory allows.',
    fix: 'Send one value; if the separator is meant as data, pick another repetition separator (ISA11, UNA).',
  },
  {
    elementRepeat: (tag: string, ref: string, name: string, count: number, max: number, where: string) =>
      `${named(tag, ref)} (${name}) occurs ${count} times (a repetition separator), but ${where} ${max <= 1 ? 'does not let it repeat' : `allows at most ${max}`}.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
