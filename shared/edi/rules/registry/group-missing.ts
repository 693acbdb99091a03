// The rule group-missing: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const groupMissing = error(
  segment('3', '13'),
  {
    cause: 'A mandatory segment group or loop is not there.',
    fix: 'Add the group, starting with its first segment.',
  },
  {
    groupMissing: (group: string, tag: string, where: string) =>
      `Mandatory segment group ${group} (starting with ${tag}) is missing ${where}.`,
    loopMissing: (loop: string, where: string) => `Mandatory loop ${loop} is missing ${where}.`,
  },
).reportedBy('x12-guide', 'edifact-structure');
