// The rule isa-width: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { ISA_WIDTHS } from '../../syntax/x12-syntax';
import { refOf, valueOf } from '../header-values';

export const isaWidth = error(
  interchange('022'),
  {
    cause: 'An ISA element is not its fixed width (ISA06 is 15 characters, ISA13 nine digits).',
    fix: 'Pad the element with spaces (or zeros for numbers) to its width.',
  },
  {
    isaWidth: (ref: string, name: string, width: number, actual: number) =>
      `${ref} (${name}) has ${actual} character${actual === 1 ? '' : 's'}; it must have exactly ${width} (pad with spaces), so that the ISA is 106 characters long.`,
  },
).checkedBy(checkWidths);

/**
 * Each ISA element at its fixed width, `names` their names in our dictionary. An empty ISA16 in a full-length
 * ISA is interchange-delimiters' finding (its check runs after this one).
 */
function checkWidths(isa: Segment, names: readonly string[], issues: Report<'isa-width'>): void {
  ISA_WIDTHS.forEach((width, i) => {
    const value = valueOf(isa, i + 1);
    if (value.length === width) return;
    if (i === ISA_WIDTHS.length - 1 && value === '' && isa.elements.length > ISA_WIDTHS.length) return;
    const element = refOf('ISA', i + 1);
    issues.add(
      'isa-width',
      isa,
      isaWidth.messages.isaWidth(element, names[i] ?? element, width, value.length),
      element,
    );
  });
}
