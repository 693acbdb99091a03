// The rule hl-parent: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const hlParent = error(element('7', '12'), {
  cause: 'HL02 names an HL01 that comes later or does not exist, or is empty below the top level.',
  fix: 'Point each HL at its parent, which must come first.',
});
