// The rule segment-unreadable: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const segmentUnreadable = error(segment('1', '18'), {
  cause: 'A segment has no tag, or uses another element separator than its interchange.',
  fix: 'Fix the segment; it is kept in place so positions and counts stay right.',
});
