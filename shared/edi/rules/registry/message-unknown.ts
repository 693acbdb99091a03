// The rule message-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error } from '../define-rule';

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
).reportedBy('edifact-interchanges');
