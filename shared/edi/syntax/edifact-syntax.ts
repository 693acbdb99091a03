/**
 * The EDIFACT syntax layer (ISO 9735): the delimiters (from UNA, or the defaults), the release character,
 * and the split of a segment into elements, components and (syntax version 4) repetitions.
 */
import { issueText } from '../rules/messages';
import type { ElementSplitter } from './scan';
import type { Delimiters, Segment } from '../model/types';

const DEFAULTS = { component: ':', element: '+', decimal: '.', release: '?', segment: "'" } as const;

/**
 * The default delimiters, for an interchange without UNA whose UNB is at `start`: syntax version 4
 * adds the repetition separator `*`.
 */
export function edifactDefaults(text: string, start: number): Delimiters {
  const version4 = /^UNB\+UN[A-Z]{2}:4/.test(text.slice(start, start + 11));
  return version4 ? { ...DEFAULTS, repetition: '*' } : { ...DEFAULTS };
}

/**
 * The delimiters the UNA at `start` declares, the UNA as a segment, and where the next segment starts.
 * Its fifth character is the repetition separator in syntax version 4 and a space before.
 */
export function readUna(
  text: string,
  start: number,
  pos: number,
): { delimiters: Delimiters; una: Segment; next: number } {
  const una = text.slice(start + 3, start + 9);
  const [component = '', element = '', decimal = '', release = '', repetition = '', segment = ''] = una;
  return {
    delimiters: {
      component,
      element,
      decimal,
      segment,
      ...(release !== ' ' && { release }),
      ...(repetition !== ' ' && repetition && { repetition }),
    },
    una: { pos, tag: 'UNA', offset: start, elements: [...una].map((c) => [c]) },
    next: start + 3 + una.length,
  };
}

/** Whether the character at `at` is released: preceded by an odd run of release characters (`??'` ends a segment). */
function isReleased(text: string, from: number, at: number, release: string): boolean {
  let n = 0;
  while (at - n - 1 >= from && text[at - n - 1] === release) n += 1;
  return n % 2 === 1;
}

/** The index of the terminator that ends the segment starting at `from` (not a released one), or -1. */
export function terminatorIndex(text: string, from: number, terminator: string, release: string | undefined): number {
  let j = text.indexOf(terminator, from);
  if (release) while (j >= 0 && isReleased(text, from, j, release)) j = text.indexOf(terminator, j + 1);
  return j;
}

/** Splits one segment (tag included) into elements and components, honouring release and repetition. */
export function edifactSplitter(d: Delimiters): ElementSplitter {
  const { element, component, segment: terminator } = d;
  const release = d.release ?? '';
  const repetition = d.repetition ?? '';
  const componentsOf = (v: string) => (v.includes(component) ? v.split(component) : [v]);
  /** Without a release character in the segment, native splits give the same result, faster. */
  const plain = (text: string, from: number, to: number) => {
    const parts = text.slice(from, to).split(element);
    const end = parts.length - 1;
    if (text[to] !== terminator) {
      const last = (parts[end] ?? '').trimEnd();
      if (last === '' && end > 0) parts.pop();
      else parts[end] = last;
    }
    let repetitions: Record<number, string[][]> | undefined;
    const elements: string[][] = [];
    for (let i = 1; i < parts.length; i += 1) {
      const v = parts[i] ?? '';
      if (!repetition || !v.includes(repetition)) elements.push(componentsOf(v));
      else {
        const occurrences = v.split(repetition).map(componentsOf);
        (repetitions ??= {})[i - 1] = occurrences;
        elements.push(occurrences[0] ?? ['']);
      }
    }
    return repetitions ? { elements, repetitions } : { elements };
  };
  return (text, from, to) => {
    if (!release || text.slice(from, to).indexOf(release) < 0) return plain(text, from, to);
    const elements: string[][] = [];
    let repetitions: Record<number, string[][]> | undefined;
    let occurrences: string[][] = [];
    let components: string[] = [];
    let buffer = '';
    let tokenStart = from;
    const endElement = () => {
      if (occurrences.length > 0) {
        occurrences.push(components);
        (repetitions ??= {})[elements.length - 1] = occurrences;
        elements.push(occurrences[0] ?? []);
        occurrences = [];
      } else elements.push(components);
      components = [];
    };
    for (let j = from; j < to; j += 1) {
      const c = text[j];
      if (c === release) {
        buffer += text.slice(tokenStart, j) + (text[j + 1] ?? '');
        j += 1;
        tokenStart = j + 1;
      } else if (c === element || c === component || c === repetition) {
        components.push(buffer + text.slice(tokenStart, j));
        buffer = '';
        tokenStart = j + 1;
        if (c === element) endElement();
        else if (c === repetition) {
          occurrences.push(components);
          components = [];
        }
      }
    }
    // The last element ends at the terminator, or at the end of an unterminated document (blanks dropped).
    const rest = buffer + text.slice(Math.min(tokenStart, to), to);
    const last = text[to] === terminator ? rest : rest.trimEnd();
    if (last || components.length || occurrences.length || text[to] === terminator) {
      components.push(last);
      endElement();
    }
    const after = elements.slice(1);
    return repetitions ? { elements: after, repetitions } : { elements: after };
  };
}

/** Why a segment cannot be read: a tag followed by another separator than the declared one, or no tag. */
export function unreadableMessage(raw: string, element: string): string {
  let k = 0;
  while (k < raw.length && k < 3 && /[A-Z0-9]/.test(raw.charAt(k))) k += 1;
  const next = raw.charAt(k);
  if (k >= 2 && next && !/[A-Za-z0-9 ]/.test(next) && next !== element)
    return issueText.wrongElementSeparator(raw.slice(0, k), element, next);
  return issueText.notATag(raw);
}
