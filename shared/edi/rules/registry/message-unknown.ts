// The rule message-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import type { EdifactDirectory } from '../../model/directory';

/**
 * Security service messages (ISO 9735-6 and -9): no batch directory lists them, and their segments are
 * security segments (USH, USA, USC …), which are not checked.
 */
const SECURITY_MESSAGES = new Set(['AUTACK', 'KEYMAN']);

export const messageUnknown = error(
  { edifact: '12', level: 'transaction' },
  {
    cause: 'The message type is not in the directory its UNH names.',
    fix: 'Check the type and the directory (version and release).',
  },
  {
    messageUnknown: (code: string, directory: string) =>
      `Message type ${code || '(empty)'} is not in the UN/EDIFACT ${directory} directory.`,
  },
).checkedBy(checkMessage);

/** A UNH's message type in the directory it names (security messages aside). */
function checkMessage(
  unh: Segment,
  code: string,
  directory: EdifactDirectory | undefined,
  issues: Report<'message-unknown'>,
): void {
  if (directory && !directory.structures[code] && !SECURITY_MESSAGES.has(code))
    issues.add('message-unknown', unh, messageUnknown.messages.messageUnknown(code, directory.label), 'S009/0065');
}
