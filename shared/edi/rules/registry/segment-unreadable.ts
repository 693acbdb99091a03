// The rule segment-unreadable: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const segmentUnreadable = error(
  segment('1', '18'),
  {
    cause: 'A segment has no tag, or uses another element separator than its interchange.',
    fix: 'Fix the segment; it is kept in place so positions and counts stay right.',
  },
  {
    skipped: (line: number) =>
      `The text before line ${line} is not a readable interchange (no ISA, UNA or UNB where it starts); reading starts at the interchange on line ${line}.`,
  },
);
