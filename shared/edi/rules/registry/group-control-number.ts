// The rule group-control-number: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, group } from '../define-rule';

export const groupControlNumber = error(
  group('6', '12'),
  {
    cause: 'GS06 is not one to nine digits.',
    fix: 'Send digits only.',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      groupControl: 'the group control number is one to nine digits',
    },
  },
);
