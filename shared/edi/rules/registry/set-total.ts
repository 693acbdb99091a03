// The rule set-total: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';

export const setTotal = error(
  element('7', '12'),
  {
    cause: 'A total the set states (CTT01) differs from what it holds.',
    fix: 'Count the lines (PO1, IT1) or HL segments again.',
  },
  {
    total: (ref: string, declared: string, tag: string, actual: number) =>
      `${ref} says ${declared || '(empty)'}, but the set holds ${actual} ${tag} segment${actual === 1 ? '' : 's'}.`,
  },
).reportedBy('x12-guide');
