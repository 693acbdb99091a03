/**
 * Our JSON → EDI: the segments in the JSON's order, written with the interchange's delimiters (or chosen
 * ones), and every count recomputed from what the JSON holds, so that an edited document (a line removed)
 * comes back consistent: SE01 / UNT 0074 (segments in the set or message), CTT01 and CTT02 (the line count
 * and hash total our guide's count rule names), EDIFACT CNT+2 (line items), GE01 / UNE 0060 (sets), IEA01 /
 * UNZ 0036 (groups, or messages without groups). Control numbers are kept: each trailer repeats its header's.
 */
import { guideOf, releaseOf } from '../../content/x12-guides';
import { isInLoop, readEdiJson, type InElements, type InInterchange, type InNode, type InSegment } from './json-input';
import { JsonInputError } from './json-input';
import { ISA_WIDTHS } from './x12-syntax';
import type { Delimiters } from './types';

export { JsonInputError } from './json-input';

/** Delimiters chosen for the output (each interchange's own where absent) and a line break after each segment. */
export interface EdiWriteOptions {
  delimiters?: Partial<Delimiters>;
  /** Default true: a newline after each segment terminator (read alike by every parser; easier to diff). */
  lineBreaks?: boolean;
}

const flat = (nodes: readonly InNode[], out: InSegment[] = []): InSegment[] => {
  for (const n of nodes) {
    if (isInLoop(n)) flat(n.nodes, out);
    else out.push(n);
  }
  return out;
};

/** Sets element `i` (0-based) of a segment to one simple value. */
const setValue = (s: InSegment, i: number, value: string) => {
  while (s.elements.length <= i) s.elements.push([['']]);
  s.elements[i] = [[value]];
};
const valueOf = (s: InSegment | undefined, i: number) => s?.elements[i]?.[0]?.[0] ?? '';

/** The hash total of CTT02: the quantities (second element) of the counted segments, summed. */
function hashTotal(segments: readonly InSegment[], counted: string): string {
  let sum = 0;
  for (const s of segments) if (s.tag === counted) sum += Number(valueOf(s, 1)) || 0;
  return String(Math.round(sum * 1e6) / 1e6);
}

/** SE/UNT and the guide's totals of one set or message, from its segments. */
function recountTransaction(segments: InSegment[], ic: InInterchange, version: string, path: string): void {
  const head = segments[0];
  const x12 = ic.standard === 'x12';
  const [open, close] = x12 ? ['ST', 'SE'] : ['UNH', 'UNT'];
  if (head?.tag !== open) throw new JsonInputError(`${path}: a transaction must start with ${open}`);
  let trailer = segments[segments.length - 1];
  if (trailer?.tag !== close) {
    trailer = { tag: close, elements: [] };
    segments.push(trailer);
  }
  setValue(trailer, 0, String(segments.length));
  setValue(trailer, 1, valueOf(head, x12 ? 1 : 0));
  if (!x12) {
    // CNT+2 states the number of line items (LIN segments).
    for (const s of segments)
      if (s.tag === 'CNT' && valueOf(s, 0) === '2' && s.elements[0]?.[0])
        s.elements[0] = [['2', String(segments.filter((l) => l.tag === 'LIN').length), ...s.elements[0][0].slice(2)]];
    return;
  }
  const guide = guideOf(valueOf(head, 0), releaseOf(version));
  for (const rule of guide?.counts ?? []) {
    const total = segments.find((s) => s.tag === rule.tag);
    if (!total) continue;
    setValue(total, rule.element - 1, String(segments.filter((s) => s.tag === rule.counts).length));
    if (rule.tag === 'CTT' && valueOf(total, 1) !== '') setValue(total, 1, hashTotal(segments, rule.counts));
  }
}

/** Escapes a value for the output, or says why it cannot be written with these delimiters. */
function escaper(d: Delimiters, standard: string): (value: string, where: () => string) => string {
  const special = [d.element, d.component, d.segment, d.repetition, d.release].filter((c): c is string => !!c);
  const release = standard === 'edifact' ? d.release : undefined;
  return (value, where) => {
    if (!special.some((c) => value.includes(c))) return value;
    if (!release)
      throw new JsonInputError(
        `${where()}: the value ${JSON.stringify(value)} holds a delimiter; choose other delimiters`,
      );
    let out = '';
    for (const c of value) out += special.includes(c) ? release + c : c;
    return out;
  };
}

/** `xs` without its trailing empty entries (X12 and EDIFACT both leave trailing separators out). */
function trimmed<T>(xs: readonly T[], empty: (x: T) => boolean): T[] {
  let n = xs.length;
  while (n > 0 && empty(xs[n - 1] as T)) n -= 1;
  return xs.slice(0, n);
}

/** A segment's elements as text: components and occurrences joined, values escaped. */
function elementsText(elements: InElements, d: Delimiters, escape: (v: string) => string, where: () => string) {
  const texts = elements.map((occurrences) => {
    if (occurrences.length > 1 && !d.repetition)
      throw new JsonInputError(`${where()}: an element is repeated but the interchange has no repetition separator`);
    return occurrences
      .map((components) =>
        trimmed(components, (c) => c === '')
          .map(escape)
          .join(d.component),
      )
      .join(d.repetition ?? '');
  });
  return trimmed(texts, (t) => t === '');
}

/** One interchange as EDI text. */
function writeInterchange(ic: InInterchange, n: number, options: EdiWriteOptions): string {
  const d: Delimiters = { ...ic.delimiters, ...options.delimiters };
  const x12 = ic.standard === 'x12';
  const path = `$.interchanges[${n}]`;
  const escapeWith = escaper(d, ic.standard);
  const lines: string[] = [];
  const write = (s: InSegment, where: string) => {
    const escape = (v: string) => escapeWith(v, () => `${where} (${s.tag})`);
    if (x12 && s.tag === 'ISA') {
      // Fixed widths: ISA13 is a number (zeros before), the others text (spaces after).
      const values = ISA_WIDTHS.map((w, i) => {
        const v = valueOf(s, i);
        return (i === 12 ? v.padStart(w, '0') : v.padEnd(w, ' ')).slice(0, w);
      });
      // ISA11 (from 00501) and ISA16 are the separators themselves.
      if (d.repetition) values[10] = d.repetition;
      values[15] = d.component;
      lines.push(['ISA', ...values.map((v, i) => (i === 10 || i === 15 ? v : escape(v)))].join(d.element));
      return;
    }
    lines.push([s.tag, ...elementsText(s.elements, d, escape, () => `${where} (${s.tag})`)].join(d.element));
  };
  const delimiterSet = new Set([d.element, d.component, d.segment, d.repetition, d.release].filter(Boolean));
  if (delimiterSet.size !== [d.element, d.component, d.segment, d.repetition, d.release].filter(Boolean).length)
    throw new JsonInputError(`${path}.delimiters: each delimiter must be a different character`);
  const header = ic.header;
  if (header.tag !== (x12 ? 'ISA' : 'UNB')) throw new JsonInputError(`${path}.header: must be ${x12 ? 'ISA' : 'UNB'}`);
  let messages = 0;
  let explicitGroups = 0;
  write(header, `${path}.header`);
  ic.groups.forEach((g, gi) => {
    const where = `${path}.groups[${gi}]`;
    if (g.header) {
      explicitGroups += 1;
      write(g.header, `${where}.header`);
    }
    const version = x12 ? valueOf(g.header, 7) : '';
    g.transactions.forEach((t, ti) => {
      const at = `${where}.transactions[${ti}]`;
      const segments = flat(t.nodes);
      recountTransaction(segments, ic, version, at);
      segments.forEach((s, si) => write(s, `${at}.segments[${si}]`));
    });
    messages += g.transactions.length;
    if (g.header) {
      const trailer = g.trailer ?? { tag: x12 ? 'GE' : 'UNE', elements: [] };
      setValue(trailer, 0, String(g.transactions.length));
      setValue(trailer, 1, valueOf(g.header, x12 ? 5 : 4));
      write(trailer, `${where}.trailer`);
    }
  });
  const trailer = ic.trailer ?? { tag: x12 ? 'IEA' : 'UNZ', elements: [] };
  setValue(trailer, 0, String(x12 || explicitGroups > 0 ? explicitGroups : messages));
  setValue(trailer, 1, valueOf(header, x12 ? 12 : 4));
  write(trailer, `${path}.trailer`);
  const una =
    !x12 && (ic.una || d.element !== '+' || d.component !== ':' || d.segment !== "'" || (d.release ?? '?') !== '?')
      ? `UNA${d.component}${d.element}${d.decimal ?? '.'}${d.release ?? ' '}${d.repetition ?? ' '}${d.segment}`
      : '';
  const end = options.lineBreaks === false ? d.segment : `${d.segment}\n`;
  return (una ? una + (options.lineBreaks === false ? '' : '\n') : '') + lines.map((l) => l + end).join('');
}

/** EDI text from our JSON (already parsed); throws JsonInputError with a path when it cannot be written. */
export function jsonToEdi(value: unknown, options: EdiWriteOptions = {}): string {
  return readEdiJson(value)
    .map((ic, n) => writeInterchange(ic, n, options))
    .join('');
}
