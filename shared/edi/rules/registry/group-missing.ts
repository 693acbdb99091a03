// The rule group-missing: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, segment } from '../define-rule';

export const groupMissing = error(segment('3', '13'), {
  cause: 'A mandatory segment group or loop is not there.',
  fix: 'Add the group, starting with its first segment.',
});
