// The rule segment-missing: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const segmentMissing = error(segment('3', '13'), {
  cause: 'A mandatory segment of the set, message or guide is not there.',
  fix: 'Add it where the structure puts it.',
});
