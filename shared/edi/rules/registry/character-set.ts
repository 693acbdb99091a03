// The rule character-set: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error } from '../define-rule';

export const characterSet = error(
  { edifact: '21', level: 'segment' },
  {
    cause: 'A character the interchange’s syntax level (UNOA, UNOB) does not allow.',
    fix: 'Declare UNOC or later, or replace the character.',
  },
);
