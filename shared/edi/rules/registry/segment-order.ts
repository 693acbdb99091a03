// The rule segment-order: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const segmentOrder = error(segment('7', '15'), {
  cause: 'A segment stands where the structure does not allow it.',
  fix: 'Move it to its place in the structure.',
});
