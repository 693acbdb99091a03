// The rule group-repeat: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const groupRepeat = error(segment('4', '36'), {
  cause: 'A segment group or loop repeats more often than allowed.',
  fix: 'Split the data over several sets or messages.',
});
