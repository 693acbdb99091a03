// The rule element-time: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

/**
 * An X12 DT or TM element that is no date or time: AK403/IK403 8 and 9 say so.
 */
export const elementTime = error(element('9', '12'), {
  cause: 'An X12 time element (TM) holds no real time: 2561, or letters.',
  fix: 'Send HHMM (HHMMSS, HHMMSSD… where allowed) of a real time.',
}).reportedBy('x12-guide-elements');
