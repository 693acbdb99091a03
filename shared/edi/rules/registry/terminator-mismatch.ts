// The rule terminator-mismatch: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const terminatorMismatch = error(interchange('004', '22'), {
  cause: 'Segments end with another character than the header declares (often line breaks).',
  fix: 'End every segment with the terminator the ISA or UNA declares.',
});
