/**
 * The EDIFACT syntax layer: the delimiters (from UNA, or the ISO 9735 defaults) and the split of a
 * document into segments, honouring the release character.
 */
import { issueText } from '../../content/inspector/issues';
import { type Collector, LazySegment, lineBreakFinder, skipBlank, tagAt, type ElementSplitter } from './scan';
import type { Delimiters, ParseResult, Segment } from './types';

const DEFAULTS = { component: ':', element: '+', decimal: '.', release: '?', segment: "'" } as const;

/** The delimiters a document declares in its UNA at `start` (the defaults without one), and where segments start. */
export function readUna(text: string, start: number): { delimiters: Delimiters; una?: Segment; next: number } {
  if (!text.startsWith('UNA', start)) return { delimiters: { ...DEFAULTS }, next: start };
  const una = text.slice(start + 3, start + 9);
  const [component = '', element = '', decimal = '', release = '', , segment = ''] = una;
  return {
    delimiters: { component, element, decimal, segment, ...(release !== ' ' && { release }) },
    una: { pos: 1, tag: 'UNA', elements: [...una].map((c) => [c]) },
    next: start + 9,
  };
}

/**
 * Finds the segments and their tags in one pass (elements are split on first use); false when the
 * delimiters do not fit.
 */
export function scanSegments(
  text: string,
  from: number,
  d: Delimiters,
  result: ParseResult,
  issues: Collector,
): boolean {
  const { element, component, segment: terminator } = d;
  const release = d.release ?? '';
  const splitter = elementSplitter(d);
  const hasLineBreak = lineBreakFinder(text, false);
  let i = skipBlank(text, from);
  while (i < text.length) {
    let j = text.indexOf(terminator, i);
    if (release) while (j >= 0 && isReleased(text, i, j, release)) j = text.indexOf(terminator, j + 1);
    if (j < 0) j = text.length;
    let k = i;
    while (k < j && k - i < 4 && text[k] !== element && text[k] !== component && text[k] !== release) k += 1;
    const pos = result.segments.length + 1;
    const tag = tagAt(text, i, k);
    if (tag === undefined || (k < j && text[k] !== element)) {
      const raw = text.slice(i, Math.min(j, i + 12));
      issues.error('delimiters', pos, raw.slice(0, 3), delimiterMessage(raw, d));
      return false;
    }
    if (hasLineBreak(i, j)) {
      issues.error('delimiters', pos, tag, issueText.wrongSegmentTerminator(tag, terminator));
      return false;
    }
    result.segments.push(new LazySegment(pos, tag, text, i, j, splitter));
    i = skipBlank(text, j + 1);
  }
  return true;
}

/** Whether the character at `at` is released: preceded by an odd run of release characters (`??'` ends a segment). */
function isReleased(text: string, from: number, at: number, release: string): boolean {
  let n = 0;
  while (at - n - 1 >= from && text[at - n - 1] === release) n += 1;
  return n % 2 === 1;
}

/** Splits one segment (tag included) into elements and components, honouring the release character. */
function elementSplitter(d: Delimiters): ElementSplitter {
  const { element, component, segment: terminator } = d;
  const release = d.release ?? '';
  return (text, from, to) => {
    const elements: string[][] = [];
    let components: string[] = [];
    let buffer = '';
    let tokenStart = from;
    for (let j = from; j < to; j += 1) {
      const c = text[j];
      if (c === release) {
        buffer += text.slice(tokenStart, j) + (text[j + 1] ?? '');
        j += 1;
        tokenStart = j + 1;
      } else if (c === element || c === component) {
        components.push(buffer + text.slice(tokenStart, j));
        buffer = '';
        tokenStart = j + 1;
        if (c === element) {
          elements.push(components);
          components = [];
        }
      }
    }
    // The last element ends at the terminator, or at the end of an unterminated document (blanks dropped).
    const rest = buffer + text.slice(Math.min(tokenStart, to), to);
    const last = text[to] === terminator ? rest : rest.trimEnd();
    if (last || components.length || text[to] === terminator) elements.push([...components, last]);
    return { elements: elements.slice(1) };
  };
}

function delimiterMessage(raw: string, d: Delimiters): string {
  let k = 0;
  while (k < raw.length && k < 3 && /[A-Z]/.test(raw.charAt(k))) k += 1;
  const next = raw.charAt(k);
  if (k === 3 && next && !/[A-Za-z0-9]/.test(next))
    return issueText.wrongElementSeparator(raw.slice(0, 3), d.element, next);
  return issueText.notATag(raw);
}
