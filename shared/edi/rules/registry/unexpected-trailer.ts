// The rule unexpected-trailer: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

export const unexpectedTrailer = error(
  interchange('022', '33'),
  {
    cause: 'A trailer (SE, GE, IEA, UNT, UNZ) closes nothing that is open.',
    fix: 'Remove it, or add the header it belongs to.',
  },
  {
    unexpectedTrailer: (trailer: string, header: string) => `${trailer} closes nothing: there is no open ${header}.`,
  },
).reportedBy('envelopes');
