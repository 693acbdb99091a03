// The rule isa-truncated: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

export const isaTruncated = error(
  interchange('022'),
  {
    cause: 'The ISA ends before its 16th element: its delimiters cannot be read.',
    fix: 'Send the whole 106-character ISA segment.',
  },
  {
    isaTruncated: (found: number) =>
      found > 16
        ? 'The ISA segment ends after ISA16 without a segment terminator. An ISA is exactly 106 characters, and the delimiters are read from it.'
        : `The ISA segment is cut off: it has ${found} of its 16 elements. An ISA is exactly 106 characters, and the delimiters are read from it.`,
  },
).reportedBy('reading');
