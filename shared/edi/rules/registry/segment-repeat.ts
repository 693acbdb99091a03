// The rule segment-repeat: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const segmentRepeat = error(
  segment('5', '35'),
  {
    cause: 'A segment repeats more often than allowed at its place.',
    fix: 'Remove the extra occurrences or move them to a repeating group.',
  },
  {
    segmentRepeat: (tag: string, max: number, where: string) =>
      `${tag} repeats more than the ${max} time${max === 1 ? '' : 's'} allowed ${where}.`,
  },
).reportedBy('x12-guide', 'edifact-structure');
