// The rule message-version: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { warning, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import type { EdifactDirectory } from '../../model/directory';

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
).checkedBy(checkVersion);

/** A UNH naming a directory we do not have (`directory` undefined): its segments cannot be validated. */
function checkVersion(
  unh: Segment,
  code: string,
  version: string,
  directory: EdifactDirectory | undefined,
  issues: Report<'message-version'>,
): void {
  if (!directory)
    issues.add('message-version', unh, messageVersion.messages.messageVersion(code, version), 'S009/0052');
}
