// The rule hl-content: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const hlContent = error(segment('3', '13'), {
  cause: 'An HL level lacks a segment our guide requires there (PRF at the order level).',
  fix: 'Add the segment to that level.',
});
