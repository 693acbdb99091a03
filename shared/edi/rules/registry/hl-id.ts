// The rule hl-id: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';

export const hlId = error(
  element('7', '12'),
  {
    cause: 'Two HL segments have the same HL01.',
    fix: 'Number the HL segments 1, 2, 3… within the set.',
  },
  {
    hlDuplicate: (id: string) => `HL01 ${id || '(empty)'} is used twice: each HL needs its own id.`,
  },
).reportedBy('x12-hierarchy');
