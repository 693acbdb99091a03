// The rule terminator-mismatch: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';
import { show } from '../wording';

export const terminatorMismatch = error(
  interchange('004', '22'),
  {
    cause: 'Segments end with another character than the header declares (often line breaks).',
    fix: 'End every segment with the terminator the ISA or UNA declares.',
  },
  {
    terminatorMismatch: (declared: string, real: string) =>
      `The segments end with ${real === '\n' ? 'line breaks' : show(real)}, but the header declares ${show(declared)} as the segment terminator; they were read as they end.`,
  },
).reportedBy('reading');
