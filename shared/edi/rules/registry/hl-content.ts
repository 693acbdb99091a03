// The rule hl-content: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const hlContent = error(
  segment('3', '13'),
  {
    cause: 'An HL level lacks a segment our guide requires there (PRF at the order level).',
    fix: 'Add the segment to that level.',
  },
  {
    hlContent: (level: string, tag: string) =>
      `The HL of level ${level} has no ${tag}; our guide requires it at that level.`,
  },
).reportedBy('x12-hierarchy');
