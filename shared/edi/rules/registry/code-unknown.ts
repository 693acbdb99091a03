// The rule code-unknown: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const codeUnknown = error(element('7', '12'), {
  cause: 'A coded value is not in its code list (or not one our guide accepts).',
  fix: 'Use a code from the list.',
});
