// The rule not-edi: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error } from '../define-rule';

export const notEdi = error(
  {},
  {
    cause: 'The document starts with neither ISA (X12) nor UNA/UNB (EDIFACT), and none of its lines does.',
    fix: 'Send the EDI itself, not a wrapper (an e-mail, a PDF, base64).',
  },
  {
    notEdi: 'This does not look like EDI: an X12 interchange starts with ISA, an EDIFACT interchange with UNA or UNB.',
  },
).reportedBy('document');
