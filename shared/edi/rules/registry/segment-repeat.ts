// The rule segment-repeat: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const segmentRepeat = error(segment('5', '35'), {
  cause: 'A segment repeats more often than allowed at its place.',
  fix: 'Remove the extra occurrences or move them to a repeating group.',
});
