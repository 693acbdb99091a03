// The rule segment-unreadable: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, segment } from '../define-rule';
import { show } from '../wording';

export const segmentUnreadable = error(
  segment('1', '18'),
  {
    cause: 'A segment has no tag, or uses another element separator than its interchange.',
    fix: 'Fix the segment; it is kept in place so positions and counts stay right.',
  },
  {
    wrongElementSeparator: (tag: string, declared: string, used: string) =>
      `Segment ${tag} uses ${show(used)} between elements, but the header declares ${show(declared)} as the element separator; the segment is kept unread and reading goes on.`,
    notATag: (raw: string) =>
      `'${raw}' is not a segment: a segment starts with a tag of 2 or 3 capital letters or digits, the first a letter. It is kept unread and reading goes on.`,
    /** The text before the first interchange header. */
    skipped: (line: number) =>
      `The text before line ${line} is not a readable interchange (no ISA, UNA or UNB where it starts); reading starts at the interchange on line ${line}.`,
  },
).reportedBy('reading', 'document');
