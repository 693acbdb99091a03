// The rule segment-missing: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const segmentMissing = error(
  segment('3', '13'),
  {
    cause: 'A mandatory segment of the set, message or guide is not there.',
    fix: 'Add it where the structure puts it.',
  },
  {
    segmentMissing: (tag: string, name: string, where: string) =>
      `Mandatory segment ${tag} (${name}) is missing ${where}.`,
    missingInGuide: (tag: string, name: string, where: string) =>
      `Mandatory segment ${tag} (${name}) is missing ${where}.`,
  },
).reportedBy('x12-guide', 'edifact-structure');
