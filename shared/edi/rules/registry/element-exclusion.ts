// The rule element-exclusion: elements an exclusion condition (X12 E; EDIFACT D1, D4, D7) allows at most one of
// are sent together.
import { element, error } from '../define-rule';

export const elementExclusion = error(element('10', '15'), {
  cause: 'Two elements are sent where the guide or directory allows only one of them (an exclusion, X12 E).',
  fix: 'Keep the one your partner expects and leave the other empty.',
}).reportedBy('x12-guide-elements', 'edifact-elements');
