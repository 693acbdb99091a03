/**
 * The X12 syntax layer: the delimiters an ISA declares and the split of a segment into elements,
 * components and repetitions.
 */
import type { ElementSplitter } from './scan';
import type { Delimiters } from '../model/segment';

/** ISA01…ISA16 fixed widths: together with the 16 separators, the tag and the terminator, 106 characters. */
export const ISA_WIDTHS = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1] as const;

export type IsaRead =
  { delimiters: Delimiters; elements: string[]; end: number } | { delimiters: undefined; found: number; end: number };

/** Index of the 16th element separator after the ISA at `start` (within 200 characters), and how many were found. */
function isa16(text: string, start: number): { p: number; found: number } {
  const element = text.charAt(start + 3);
  let p = start;
  let found = 0;
  while (found < 16) {
    const next = text.indexOf(element, p + 1);
    if (next < 0 || next - start > 200) break;
    p = next;
    found += 1;
  }
  return { p, found };
}

/** Where ISA16 sits in a well-formed ISA: 103 characters after the I. */
const ISA16_SEPARATOR = 103;

/**
 * Reads the ISA at `start`: the element separator is its 4th character, the component separator ISA16,
 * the segment terminator the character after ISA16. `end` is the index after the terminator; for a cut
 * off ISA, `found` says how many elements it has and `end` is the end of its line. An ISA broken across
 * lines (a file wrapped at 80 columns) is read without its line breaks.
 */
export function readIsa(text: string, start: number): IsaRead {
  let { p, found } = isa16(text, start);
  let source = text;
  let from = start;
  let end = p + 3;
  const head = text.slice(start, start + 300);
  if (p - start !== ISA16_SEPARATOR && /[\r\n]/.test(head.slice(0, ISA16_SEPARATOR + 2))) {
    const joined = head.replace(/[\r\n]/g, '');
    const unwrapped = isa16(joined, 0);
    if (unwrapped.found === 16 && unwrapped.p === ISA16_SEPARATOR && joined.length > ISA16_SEPARATOR + 2) {
      ({ p, found } = unwrapped);
      source = joined;
      from = 0;
      // The index in `text` after the terminator: past as many characters that are not line breaks.
      let kept = 0;
      end = start;
      while (kept < p + 3) {
        const c = text.charCodeAt(end);
        if (c !== 10 && c !== 13) kept += 1;
        end += 1;
      }
    }
  }
  if (found < 16 || p + 2 >= source.length) {
    const nl = text.indexOf('\n', start);
    return { delimiters: undefined, found: found === 16 ? 17 : found, end: nl < 0 ? text.length : nl + 1 };
  }
  const element = source.charAt(from + 3);
  const component = source.charAt(p + 1);
  const segment = source.charAt(p + 2);
  const elements = source.slice(from + 4, p + 2).split(element);
  const repetition = repetitionSeparator(elements[10] ?? '', element, component, segment);
  return { delimiters: { element, component, segment, ...(repetition && { repetition }) }, elements, end };
}

/**
 * ISA11: the repetition separator from 00402 on, a letter (U, the standards identifier) before. Only a
 * character other than the other delimiters, a letter or a digit counts as one.
 */
function repetitionSeparator(isa11: string, ...others: string[]): string | undefined {
  if (isa11.length !== 1 || /[A-Za-z0-9 ]/.test(isa11) || others.includes(isa11)) return undefined;
  return isa11;
}

/** Splits a segment (tag included) into elements, components, and repeated elements into their occurrences. */
export function x12Splitter({ element, component, repetition }: Delimiters): ElementSplitter {
  const components = (v: string) => (v.includes(component) ? v.split(component) : [v]);
  return (text, from, to) => {
    const parts = text.slice(from, to).split(element).slice(1);
    let repetitions: Record<number, string[][]> | undefined;
    const elements = parts.map((v, i) => {
      if (!repetition || !v.includes(repetition)) return components(v);
      const occurrences = v.split(repetition).map(components);
      (repetitions ??= {})[i] = occurrences;
      return occurrences[0] ?? [''];
    });
    return repetitions ? { elements, repetitions } : { elements };
  };
}
