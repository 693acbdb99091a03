// The rule interchange-delimiters: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange, type Report } from '../define-rule';
import { show } from '../wording';
import type { Delimiters, Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';
import { ISA_WIDTHS } from '../../syntax/x12-syntax';

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
).checkedBy({ isaWidth: checkEmptyIsa16, isa: checkIsa16, una: checkUnaReserved });

/**
 * With the ISA's widths (isa-width): an empty ISA16 where the ISA holds its 106 characters, so the component
 * separator is the element separator.
 */
function checkEmptyIsa16(isa: Segment, d: Delimiters, issues: Report<'interchange-delimiters'>): void {
  if (valueOf(isa, 16) === '' && isa.elements.length > ISA_WIDTHS.length)
    issues.add('interchange-delimiters', isa, interchangeDelimiters.messages.isa16Separator(d.element), 'ISA16');
}

/** ISA16, the component separator: a character no other delimiter uses (nor ISA11 from 00402 on), not a letter, digit or space. */
function checkIsa16(isa: Segment, d: Delimiters, issues: Report<'interchange-delimiters'>): void {
  const component = valueOf(isa, 16);
  if (
    [d.element, d.segment, d.repetition].includes(component) ||
    (valueOf(isa, 12) >= '00402' && valueOf(isa, 11) === component) ||
    /[A-Za-z0-9 ]/.test(component)
  )
    badValue('interchange-delimiters', isa, 16, interchangeDelimiters.messages.expected.componentSeparator, issues);
}

/**
 * UNA's fifth character is the repetition separator from syntax version 4 on; before, ISO 9735 reserves it
 * (a space), so a character there declares a separator the interchange's own version does not have.
 */
function checkUnaReserved(una: Segment | undefined, version: string, issues: Report<'interchange-delimiters'>): void {
  const fifth = una?.tag === 'UNA' ? (una.elements[4]?.[0] ?? ' ') : ' ';
  if (una && fifth !== ' ' && /^[123]$/.test(version))
    issues.add('interchange-delimiters', una, interchangeDelimiters.messages.unaReserved(fifth, version), 'UNA5', {
      elementPos: 5,
    });
}
