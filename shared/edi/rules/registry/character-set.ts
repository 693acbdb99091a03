// The rule character-set: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error } from '../define-rule';
import { show } from '../wording';

export const characterSet = error(
  { edifact: '21', level: 'segment' },
  {
    cause: 'A character the interchange’s syntax level (UNOA, UNOB) does not allow.',
    fix: 'Declare UNOC or later, or replace the character.',
  },
  {
    characterSet: (tag: string, char: string, syntax: string) =>
      `${tag} contains ${show(char)}, which syntax level ${syntax} does not allow (UNOA: capital letters, digits, space and . , - ( ) / = ' + : ? ! " % & * ; < >; UNOB adds small letters).`,
  },
).reportedBy('edifact-interchanges');
