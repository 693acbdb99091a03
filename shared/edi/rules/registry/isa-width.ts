// The rule isa-width: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const isaWidth = error(interchange('022'), {
  cause: 'An ISA element is not its fixed width (ISA06 is 15 characters, ISA13 nine digits).',
  fix: 'Pad the element with spaces (or zeros for numbers) to its width.',
});
