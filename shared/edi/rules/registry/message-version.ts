// The rule message-version: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { warning } from '../define-rule';

export const messageVersion = warning(
  {},
  {
    cause: 'UNH names a directory that does not exist (D.93A to D.24A do).',
    fix: 'Fix S009 0052/0054; until then its segments are not validated.',
  },
  {
    messageVersion: (code: string, version: string) =>
      `${code} names directory ${version}, which is not a UN/EDIFACT directory (D.93A to D.24A); its segments were not validated.`,
  },
).reportedBy('edifact-interchanges');
