// The rule message-unknown: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error } from '../define-rule';

export const messageUnknown = error(
  { edifact: '12', level: 'transaction' },
  {
    cause: 'The message type is not in the directory its UNH names.',
    fix: 'Check the type and the directory (version and release).',
  },
);
