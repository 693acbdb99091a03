// The rule unexpected-trailer: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const unexpectedTrailer = error(interchange('022', '33'), {
  cause: 'A trailer (SE, GE, IEA, UNT, UNZ) closes nothing that is open.',
  fix: 'Remove it, or add the header it belongs to.',
});
