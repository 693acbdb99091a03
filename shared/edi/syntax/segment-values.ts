/**
 * A segment's elements as sent, for the converters: per element its occurrences (one unless sent repeated),
 * each split into components, values unescaped. The ISA is read from its text: its ISA11 and ISA16 are the
 * repetition and component separators themselves, which a split would take apart.
 */
import type { Delimiters, Segment } from '../model/types';

export type Occurrence = readonly string[];
export type ElementValues = readonly Occurrence[];

export function elementsOf(s: Segment, d: Delimiters): ElementValues[] {
  if (s.tag === 'ISA' && s.source !== undefined && s.start !== undefined && s.end !== undefined)
    return s.source
      .slice(s.start, s.end)
      .split(d.element)
      .slice(1)
      .map((v) => [[v]]);
  const repetitions = s.repetitions;
  return s.elements.map((components, i) => repetitions?.[i] ?? [components]);
}

/** Whether an occurrence holds any value. */
export const filled = (o: Occurrence): boolean => o.some((v) => v !== '');
