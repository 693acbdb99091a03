// The rule group-repeat: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const groupRepeat = error(
  segment('4', '36'),
  {
    cause: 'A segment group or loop repeats more often than allowed.',
    fix: 'Split the data over several sets or messages.',
  },
  {
    groupRepeat: (group: string, max: number) => `Segment group ${group} repeats more than the ${max} times allowed.`,
    loopRepeat: (loop: string, max: number) => `Loop ${loop} repeats more than the ${max} times allowed.`,
  },
).reportedBy('x12-guide', 'edifact-structure');
