// The rule element-condition: a relational condition of the guide (X12 P, R, C, L) or a dependency note of the
// directory (EDIFACT D1-D7) leaves an element out that it requires.
import { element, error } from '../define-rule';

export const elementCondition = error(element('2', '13'), {
  cause:
    'An element that another one makes necessary is empty: a pair sent half (P), none of a required choice (R), or the element a condition names when its first element is sent (C, L; EDIFACT D5, D6).',
  fix: 'Send the element the condition names, or leave out the one that calls for it.',
}).reportedBy('x12-guide-elements', 'edifact-elements');
