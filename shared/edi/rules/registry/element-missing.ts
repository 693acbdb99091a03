// The rule element-missing: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const elementMissing = error(element('1', '13'), {
  cause: 'A mandatory element or component is empty.',
  fix: 'Fill it in.',
});
