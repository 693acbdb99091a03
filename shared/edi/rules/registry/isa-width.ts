// The rule isa-width: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

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
);
