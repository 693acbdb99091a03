// The rule hl-id: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const hlId = error(element('7', '12'), {
  cause: 'Two HL segments have the same HL01.',
  fix: 'Number the HL segments 1, 2, 3… within the set.',
});
