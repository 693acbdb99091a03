// The rule interchange-delimiters: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange } from '../define-rule';
import { show } from '../wording';

export const interchangeDelimiters = error(
  interchange('027', '22'),
  {
    cause:
      "ISA16 repeats another delimiter; or an EDIFACT UNA before syntax version 4 puts a character where ISO 9735 reserves a space (its fifth, version 4's repetition separator).",
    fix: 'Pick a component separator that no other delimiter uses; in a UNA of syntax version 1 to 3, send a space fifth.',
  },
  {
    isa16Separator: (element: string) =>
      `ISA16, the component separator, is ${show(element)}, the element separator: it must be a character of its own (often > or :).`,
    unaReserved: (fifth: string, version: string) =>
      `UNA's fifth character is '${fifth}', but syntax version ${version} reserves it: it must be a space. Only version 4 has a repetition separator there.`,
    /** What ISA and GS elements must be (envelope-values.ts words the finding). */
    expected: {
      componentSeparator:
        'the component separator is a character other than the element separator, the repetition separator and the segment terminator',
    },
  },
);
