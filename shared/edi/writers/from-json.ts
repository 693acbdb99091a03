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
  type InGroup,
  type InInterchange,
  type InNode,
  type InSegment,
  type InTransaction,
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

export const flat = (nodes: readonly InNode[], out: InSegment[] = []): InSegment[] => {
  for (const n of nodes) {
    if (isInLoop(n)) flat(n.nodes, out);
    else out.push(n);
  }
  return out;
};

/** Sets element `i` (0-based) of a segment to one simple value. */
export const setValue = (s: InSegment, i: number, value: string) => {
  while (s.elements.length <= i) s.elements.push([['']]);
  s.elements[i] = [[value]];
};
export const valueOf = (s: InSegment | undefined, i: number) => s?.elements[i]?.[0]?.[0] ?? '';

/** The counted segments whose quantity CTT02 sums: PO102 in an 850, IT102 in an 810 (element 2 of each). */
export const HASHED = new Set(['PO1', 'IT1']);

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
  ic: Pick<InInterchange, 'standard'>,
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

/** What an interchange's EDI starts from: all of it but its groups and trailer. */
export type InterchangeHead = Pick<InInterchange, 'standard' | 'delimiters' | 'una' | 'header'>;

/**
 * One interchange as EDI text, piece by piece in the order it is written (start, each group's opening, its
 * sets and its end, the interchange's end): the whole conversion joins the pieces, `convert --to edi` writes
 * each as its part of the JSON is read (from-json-stream.ts). Errors are thrown in the order they are met.
 */
export class InterchangeWriter {
  private readonly d: Delimiters;
  private readonly standard;
  private readonly path: string;
  private readonly escapeWith: (value: string, where: () => string) => string;
  /** The terminator, and the line break after it unless the terminator is one itself. */
  private readonly end: string;
  private readonly breaks: boolean;
  private isa13 = '';
  private messages = 0;
  private explicitGroups = 0;

  constructor(
    private readonly ic: InterchangeHead,
    n: number,
    private readonly guides: GuideBook,
    options: EdiWriteOptions,
  ) {
    this.d = { ...ic.delimiters, ...options.delimiters };
    this.standard = engineStandards[ic.standard];
    this.path = `$.interchanges[${n}]`;
    this.escapeWith = escaper(this.d, this.standard.releases);
    this.breaks = options.lineBreaks !== false && this.d.segment !== '\n' && this.d.segment !== '\r';
    this.end = this.breaks ? `${this.d.segment}\n` : this.d.segment;
  }

  /** One segment as text (`where`: its path in the JSON); set-stream.ts writes a long set's segments one by one. */
  line(s: InSegment, where: string): string {
    const { d } = this;
    const escape = (v: string) => this.escapeWith(v, () => `${where} (${s.tag})`);
    if (s.tag === this.standard.envelope.fixedWidth) {
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
      this.isa13 = values[12] ?? '';
      return ['ISA', ...values.map((v, i) => (i === 10 || i === 15 ? v : escape(v)))].join(d.element) + this.end;
    }
    return [s.tag, ...elementsText(s.elements, d, escape, () => `${where} (${s.tag})`)].join(d.element) + this.end;
  }

  /** The service string advice when one is needed, and the header. */
  start(): string {
    const { d, ic, path } = this;
    const { envelope } = this.standard;
    const delimiters = [d.element, d.component, d.segment, d.repetition, d.release].filter(Boolean);
    if (new Set(delimiters).size !== delimiters.length)
      throw new JsonInputError(`${path}.delimiters: ${say.sameDelimiters}`);
    if (ic.header.tag !== envelope.interchange[0])
      throw new JsonInputError(`${path}.header: ${say.header(envelope.interchange[0])}`);
    const header = this.line(ic.header, `${path}.header`);
    // A UNA when asked for, or when a reader's defaults would not read these delimiters.
    const una = envelope.serviceAdvice !== undefined && (ic.una || !defaultEdifact(d));
    const nl = this.breaks ? '\n' : '';
    const head = una
      ? `UNA${d.component}${d.element}${d.decimal ?? '.'}${d.release ?? ' '}${d.repetition ?? ' '}${d.segment}${nl}`
      : '';
    return head + header;
  }

  /** A group's header, if it has one (`gi`: its ordinal). */
  group(header: InSegment | undefined, gi: number): string {
    if (!header) return '';
    this.explicitGroups += 1;
    return this.line(header, `${this.path}.groups[${gi}].header`);
  }

  /** One set or message, recounted (`gi`, `ti`: the ordinals of its group and of it in the group). */
  transaction(t: InTransaction, groupHeader: InSegment | undefined, gi: number, ti: number): string {
    const { groupVersion } = this.standard.envelope;
    const version = groupVersion === undefined ? '' : valueOf(groupHeader, groupVersion);
    const at = `${this.path}.groups[${gi}].transactions[${ti}]`;
    const segments = flat(t.nodes);
    recountTransaction(segments, this.ic, version, at, this.guides);
    this.messages += 1;
    return segments.map((s, si) => this.line(s, `${at}.segments[${si}]`)).join('');
  }

  /** A set or message written by set-stream.ts counts as one written here. */
  counted(): void {
    this.messages += 1;
  }

  /** A group's trailer, recounted, if the group has a header (`sets`: how many it holds). */
  groupEnd(g: Omit<InGroup, 'transactions'>, gi: number, sets: number): string {
    if (!g.header) return '';
    const { envelope } = this.standard;
    const trailer = g.trailer ?? { tag: envelope.group[1], elements: [] };
    setValue(trailer, 0, String(sets));
    setValue(trailer, 1, valueOf(g.header, envelope.groupControl));
    return this.line(trailer, `${this.path}.groups[${gi}].trailer`);
  }

  /** The interchange's trailer, recounted. */
  finish(given: InSegment | undefined): string {
    const { envelope } = this.standard;
    const trailer = given ?? { tag: envelope.interchange[1], elements: [] };
    const groups = envelope.countsGroups || this.explicitGroups > 0 ? this.explicitGroups : this.messages;
    setValue(trailer, 0, String(groups));
    // IEA02 repeats the ISA13 as written (zero-padded).
    setValue(trailer, 1, envelope.fixedWidth ? this.isa13 : valueOf(this.ic.header, envelope.interchangeControl));
    return this.line(trailer, `${this.path}.trailer`);
  }
}

/** One interchange as EDI text. */
function writeInterchange(ic: InInterchange, n: number, guides: GuideBook, options: EdiWriteOptions): string {
  const writer = new InterchangeWriter(ic, n, guides, options);
  let text = writer.start();
  ic.groups.forEach((g, gi) => {
    text += writer.group(g.header, gi);
    g.transactions.forEach((t, ti) => {
      text += writer.transaction(t, g.header, gi, ti);
    });
    text += writer.groupEnd(g, gi, g.transactions.length);
  });
  return text + writer.finish(ic.trailer);
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
