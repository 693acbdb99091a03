// The rule component-too-many: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const componentTooMany = error(element('13', '16', { v4010: '3' }), {
  cause: 'An element has more components than its composite defines.',
  fix: 'Remove the extra components.',
});
