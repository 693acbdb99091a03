// The rule character-set: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, type Report } from '../define-rule';
import type { Delimiters, Segment } from '../../model/segment';
import { firstOutside, type SyntaxLevel } from '../../syntax/character-sets';
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
).checkedBy(checkCharacters);

/** A segment of a UNOA or UNOB interchange (`level`) uses only the characters its level allows. */
function checkCharacters(s: Segment, level: SyntaxLevel, d: Delimiters, issues: Report<'character-set'>): void {
  if (s.source === undefined) return;
  const outside = firstOutside(s.source, s.start ?? 0, s.end ?? 0, level, d);
  if (outside !== undefined && !issues.counted('character-set'))
    issues.add('character-set', s, characterSet.messages.characterSet(s.tag, outside, `UNO${level}`));
}
