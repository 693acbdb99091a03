// The rule interchange-version: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeVersion = error(interchange('017', '2'), {
  cause: 'ISA12 is not an X12 control version.',
  fix: 'Send 00401, 00501…',
});
