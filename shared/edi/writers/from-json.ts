/**
 * Our JSON → EDI: the segments in the JSON's order, written with the interchange's delimiters (or chosen
 * ones), and every count recomputed from what the JSON holds, so that an edited document (a line removed)
 * comes back consistent: SE01 / UNT 0074 (segments in the set or message), CTT01 (the count our guide's rule
 * names) and CTT02 (the hash total of PO102 or IT102), EDIFACT CNT+2 (line items), GE01 / UNE 0060 (sets), IEA01 /
 * UNZ 0036 (groups, or messages without groups). Control numbers are kept: each trailer repeats its header's.
 */
import type { GuideBook } from '../model/guide';
import { releaseOf } from '../load/x12-guides';
import { jsonInputCopy as say } from './json-input-copy';
import {
  isInLoop,
  JsonInputError,
  readEdiJson,
  type InElements,
  type InInterchange,
  type InNode,
  type InSegment,
} from './json-input';
import { ISA_WIDTHS } from '../syntax/x12-syntax';
import type { Delimiters } from '../model/types';
import type { PerStandard } from '../../standards';
import { engineStandards } from '../syntax/engine-standards';

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

/** The counted segments whose quantity CTT02 sums: PO102 in an 850, IT102 in an 810 (element 2 of each). */
const HASHED = new Set(['PO1', 'IT1']);

/**
 * CTT02's hash total as X12 defines it: the values summed without regard to decimal points or signs, the
 * leftmost digits cut past ten.
 */
function hashTotal(segments: readonly InSegment[], counted: string): string {
  let sum = 0n;
  for (const s of segments) {
    const digits = s.tag === counted ? valueOf(s, 1).replace(/\D/g, '') : '';
    if (digits) sum += BigInt(digits);
  }
  return String(sum % 10_000_000_000n);
}

/** SE/UNT and the guide's totals of one set or message, from its segments. */
function recountTransaction(
  segments: InSegment[],
  ic: InInterchange,
  version: string,
  path: string,
  guides: GuideBook,
): void {
  const head = segments[0];
  const { transaction, transactionControl } = engineStandards[ic.standard].envelope;
  const [open, close] = transaction;
  if (head?.tag !== open) throw new JsonInputError(`${path}: ${say.transactionStart(open)}`);
  let trailer = segments[segments.length - 1];
  if (trailer?.tag !== close) {
    trailer = { tag: close, elements: [] };
    segments.push(trailer);
  }
  setValue(trailer, 0, String(segments.length));
  setValue(trailer, 1, valueOf(head, transactionControl));
  recountTotals[ic.standard](segments, head, version, guides);
}

/** Each standard's totals inside a set or message: our X12 guide's count rules, EDIFACT's CNT+2. */
const recountTotals: PerStandard<(segments: InSegment[], head: InSegment, version: string, guides: GuideBook) => void> =
  {
    x12: (segments, head, version, guides) => {
      const guide = guides(valueOf(head, 0), releaseOf(version));
      for (const rule of guide?.counts ?? []) {
        const total = segments.find((s) => s.tag === rule.tag);
        if (!total) continue;
        setValue(total, rule.element - 1, String(segments.filter((s) => s.tag === rule.counts).length));
        if (rule.tag === 'CTT' && HASHED.has(rule.counts) && valueOf(total, 1) !== '')
          setValue(total, 1, hashTotal(segments, rule.counts));
      }
    },
    edifact: (segments) => {
      // CNT+2 states the number of line items (LIN segments).
      const lines = String(segments.filter((l) => l.tag === 'LIN').length);
      for (const s of segments)
        if (s.tag === 'CNT' && valueOf(s, 0) === '2' && s.elements[0]?.[0])
          s.elements[0] = [['2', lines, ...s.elements[0][0].slice(2)]];
    },
  };

/** Escapes a value for the output, or says why it cannot be written with these delimiters. */
function escaper(d: Delimiters, releases: boolean): (value: string, where: () => string) => string {
  const special = [d.element, d.component, d.segment, d.repetition, d.release].filter((c): c is string => !!c);
  const release = releases ? d.release : undefined;
  return (value, where) => {
    if (!special.some((c) => value.includes(c))) return value;
    if (!release) throw new JsonInputError(`${where()}: ${say.holdsDelimiter(value)}`);
    let out = '';
    for (const c of value) out += special.includes(c) ? release + c : c;
    return out;
  };
}

/** `xs` without its trailing empty entries (X12 and EDIFACT both leave trailing separators out). */
function trimmed<T>(xs: readonly T[], empty: (x: T) => boolean): T[] {
  let n = xs.length;
  while (n > 0 && xs.slice(n - 1, n).every(empty)) n -= 1;
  return xs.slice(0, n);
}

/** A segment's elements as text: components and occurrences joined, values escaped. */
function elementsText(elements: InElements, d: Delimiters, escape: (v: string) => string, where: () => string) {
  const texts = elements.map((occurrences) => {
    if (occurrences.length > 1 && !d.repetition) throw new JsonInputError(`${where()}: ${say.repeatedWithout}`);
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

/** Whether a reader without a UNA reads these delimiters (ISO 9735's defaults: + : ' ? and . as decimal mark). */
const defaultEdifact = (d: Delimiters) =>
  d.element === '+' &&
  d.component === ':' &&
  d.segment === "'" &&
  d.release === '?' &&
  (d.decimal ?? '.') === '.' &&
  (d.repetition === undefined || d.repetition === '*');

/** One interchange as EDI text. */
function writeInterchange(ic: InInterchange, n: number, guides: GuideBook, options: EdiWriteOptions): string {
  const d: Delimiters = { ...ic.delimiters, ...options.delimiters };
  const standard = engineStandards[ic.standard];
  const { envelope } = standard;
  const path = `$.interchanges[${n}]`;
  const escapeWith = escaper(d, standard.releases);
  const lines: string[] = [];
  let isa13 = '';
  const write = (s: InSegment, where: string) => {
    const escape = (v: string) => escapeWith(v, () => `${where} (${s.tag})`);
    if (s.tag === envelope.fixedWidth) {
      // Fixed widths: ISA13 is a number (zeros before), the others text (spaces after); longer is refused.
      const values = ISA_WIDTHS.map((w, i) => {
        const v = valueOf(s, i);
        if (v.length > w)
          throw new JsonInputError(`${where}: ${say.isaWidth(`ISA${String(i + 1).padStart(2, '0')}`, w)}`);
        return i === 12 ? v.padStart(w, '0') : v.padEnd(w, ' ');
      });
      // ISA11 (from 00402 the repetition separator) and ISA16 are the separators themselves.
      if (d.repetition) {
        if ((values[11] ?? '') < '00402') throw new JsonInputError(`${where}: ${say.repetitionBefore402}`);
        values[10] = d.repetition;
      }
      values[15] = d.component;
      isa13 = values[12] ?? '';
      lines.push(['ISA', ...values.map((v, i) => (i === 10 || i === 15 ? v : escape(v)))].join(d.element));
      return;
    }
    lines.push([s.tag, ...elementsText(s.elements, d, escape, () => `${where} (${s.tag})`)].join(d.element));
  };
  const delimiterSet = new Set([d.element, d.component, d.segment, d.repetition, d.release].filter(Boolean));
  if (delimiterSet.size !== [d.element, d.component, d.segment, d.repetition, d.release].filter(Boolean).length)
    throw new JsonInputError(`${path}.delimiters: ${say.sameDelimiters}`);
  const header = ic.header;
  const [interchangeOpen, interchangeClose] = envelope.interchange;
  if (header.tag !== interchangeOpen) throw new JsonInputError(`${path}.header: ${say.header(interchangeOpen)}`);
  let messages = 0;
  let explicitGroups = 0;
  write(header, `${path}.header`);
  ic.groups.forEach((g, gi) => {
    const where = `${path}.groups[${gi}]`;
    if (g.header) {
      explicitGroups += 1;
      write(g.header, `${where}.header`);
    }
    const version = envelope.groupVersion === undefined ? '' : valueOf(g.header, envelope.groupVersion);
    g.transactions.forEach((t, ti) => {
      const at = `${where}.transactions[${ti}]`;
      const segments = flat(t.nodes);
      recountTransaction(segments, ic, version, at, guides);
      segments.forEach((s, si) => write(s, `${at}.segments[${si}]`));
    });
    messages += g.transactions.length;
    if (g.header) {
      const trailer = g.trailer ?? { tag: envelope.group[1], elements: [] };
      setValue(trailer, 0, String(g.transactions.length));
      setValue(trailer, 1, valueOf(g.header, envelope.groupControl));
      write(trailer, `${where}.trailer`);
    }
  });
  const trailer = ic.trailer ?? { tag: interchangeClose, elements: [] };
  setValue(trailer, 0, String(envelope.countsGroups || explicitGroups > 0 ? explicitGroups : messages));
  // IEA02 repeats the ISA13 as written (zero-padded).
  setValue(trailer, 1, envelope.fixedWidth ? isa13 : valueOf(header, envelope.interchangeControl));
  write(trailer, `${path}.trailer`);
  // A UNA when asked for, or when a reader's defaults would not read these delimiters.
  const una = envelope.serviceAdvice !== undefined && (ic.una || !defaultEdifact(d));
  // A line break after each terminator, unless the terminator is one itself.
  const breaks = options.lineBreaks !== false && d.segment !== '\n' && d.segment !== '\r';
  const end = breaks ? `${d.segment}\n` : d.segment;
  const head = una
    ? `UNA${d.component}${d.element}${d.decimal ?? '.'}${d.release ?? ' '}${d.repetition ?? ' '}${d.segment}${breaks ? '\n' : ''}`
    : '';
  return head + lines.map((l) => l + end).join('');
}

/**
 * EDI text from our JSON (already parsed); throws JsonInputError with a path when it cannot be written.
 * `guides`: the X12 guides whose count rules (CTT) are recomputed (Dictionaries.guides).
 */
export function jsonToEdi(value: unknown, guides: GuideBook, options: EdiWriteOptions = {}): string {
  return readEdiJson(value)
    .map((ic, n) => writeInterchange(ic, n, guides, options))
    .join('');
}
