// The rule message-version: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { warning } from '../define-rule';

export const messageVersion = warning(
  {},
  {
    cause: 'UNH names a directory that does not exist (D.93A to D.24A do).',
    fix: 'Fix S009 0052/0054; until then its segments are not validated.',
  },
);
