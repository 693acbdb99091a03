// The rule not-edi: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error } from '../define-rule';

export const notEdi = error(
  {},
  {
    cause: 'The document starts with neither ISA (X12) nor UNA/UNB (EDIFACT), and none of its lines does.',
    fix: 'Send the EDI itself, not a wrapper (an e-mail, a PDF, base64).',
  },
);
