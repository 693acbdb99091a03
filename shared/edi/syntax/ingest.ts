/**
 * Reads a document into segments without losing any: each interchange is read with the delimiters its
 * own ISA or UNA declares (X12 and EDIFACT may follow each other), a segment that cannot be read is kept
 * with one finding and reading goes on, and line breaks inside a segment (files wrapped at 80 columns,
 * a break in free text) are dropped when the terminator is not a line break. One pass, linear in the input.
 * `Ingester` reads a whole document or, fed piece by piece (stream/), as much as its text read so far settles.
 */
import { issueText } from '../rules/messages';
import { edifactDefaults, readUna } from './edifact-syntax';
import { edifact } from './edifact-standard';
import { engineStandards } from './engine-standards';
import type { Collector } from '../rules/findings';
import {
  DetachedSegment,
  isBlank,
  LazySegment,
  readSegment,
  lineBreakFinder,
  skipBlank,
  tagAt,
  type Reading,
} from './scan';
import type { Delimiters, Segment } from '../model/types';
import { readIsa, x12Splitter } from './x12-syntax';
import type { StandardId } from '../../standards';

/** A stretch of segments read with one standard and one set of delimiters: segments[first..last]. */
export interface Run {
  standard: StandardId;
  delimiters: Delimiters;
  first: number;
  last: number;
}

export interface Ingested {
  segments: Segment[];
  runs: Run[];
}

const isLineBreak = (c: string) => c === '\n' || c === '\r';
const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Whether an X12 interchange header starts at `i`: ISA followed by its element separator. */
export const isaAt = (text: string, i: number) =>
  text.startsWith('ISA', i) &&
  i + 3 < text.length &&
  !isAlnum(text.charCodeAt(i + 3)) &&
  !isBlank(text.charCodeAt(i + 3));

/** Where the tag of a segment in s[from, to) ends: at the first separator, or after 4 characters. */
function tagEnd(s: string, from: number, to: number, d: Delimiters): number {
  let k = from;
  while (k < to && k - from < 4) {
    const c = s[k];
    if (c === d.element || c === d.component || (d.release !== undefined && c === d.release)) break;
    k += 1;
  }
  return k;
}

/**
 * When every line of a chunk starts with a tag and the element separator, the lines are the segments:
 * the terminator they really end with (the same last character on every line, or the line break).
 */
function lineTerminator(chunk: string, d: Delimiters): string | undefined {
  const lines = chunk.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  const segmentLike = (l: string) => {
    const s = l.trimStart();
    const k = tagEnd(s, 0, s.length, d);
    return tagAt(s, 0, k) !== undefined && s[k] === d.element;
  };
  if (lines.length < 2 || !lines.every(segmentLike)) return undefined;
  const ends = new Set(lines.map((l) => l.trimEnd().slice(-1)));
  const [end = ''] = ends;
  return ends.size === 1 && !/[A-Za-z0-9 ]/.test(end) && end !== d.element ? end : '\n';
}

/** Why a segment cannot be read: a tag followed by another separator than the declared one, or no tag. */
function unreadableMessage(raw: string, element: string): string {
  let k = 0;
  while (k < raw.length && k < 3 && /[A-Z0-9]/.test(raw.charAt(k))) k += 1;
  const next = raw.charAt(k);
  if (k >= 2 && next && !/[A-Za-z0-9 ]/.test(next) && next !== element)
    return issueText.wrongElementSeparator(raw.slice(0, k), element, next);
  return issueText.notATag(raw);
}

/** The line break before an interchange header (ISA, UNA, UNB) that starts a line in text[from, to), if any. */
function headerLineIn(text: string, from: number, to: number): number | undefined {
  // Searched in the slice: a search in the whole text could run to its end for every wrapped segment.
  const m = /[\r\n][ \t\r\n]*(?:ISA[^A-Za-z0-9\s]|UNA|UNB\+)/.exec(text.slice(from, to));
  return m ? from + m.index : undefined;
}

/** The next interchange header at or after `from` (the end of the text when there is none). */
function nextHeader(text: string, from: number): number {
  const found = /ISA[^A-Za-z0-9\s]|UNA|UNB\+/g;
  found.lastIndex = from;
  return found.exec(text)?.index ?? text.length;
}

/** Characters read ahead of a segment's start before it is read from a piece (an ISA's 106, a wrapped one's 300). */
const LOOKAHEAD = 512;
/**
 * How far past where its run opened a segment may show that the declared terminator is not the one used
 * (terminator-mismatch changes the run's delimiters, which every check of the run reads): a reading in pieces
 * checks a run's segments only once this is settled, so it holds at most this much (stream/inspect-stream.ts).
 */
export const MISMATCH_WINDOW = 4096;

/** Reads segments into `emit` as they are found; `read` takes the document whole or piece by piece. */
export class Ingester {
  readonly runs: Run[] = [];
  /** Segments read so far (the next one's position is count + 1). */
  count = 0;
  private run: Run | undefined;
  private splitter = x12Splitter({ element: '*', component: ':', segment: '~' });
  private lastTag: string | undefined;
  /** Where the open run starts in the document, and whether its delimiters can no longer change. */
  private runStart = 0;
  private runSettled = false;

  constructor(
    private readonly issues: Collector,
    private readonly emit: (s: Segment, run: Run) => void,
    /**
     * Segments die young (a reading in pieces lets go of each set's soon): made by LazySegment's constructor,
     * not readSegment's literal, which V8 learns to make in the old generation, where they would die as
     * garbage that only a full collection frees (the peak memory of a 50 MB file rose by 100 MB and more).
     */
    private readonly young = false,
  ) {}

  private open(standard: StandardId, delimiters: Delimiters): Run {
    const run = { standard, delimiters, first: this.count, last: this.count - 1 };
    this.run = run;
    this.runs.push(run);
    this.splitter = engineStandards[standard].splitter(delimiters);
    return run;
  }

  /** The open run, while a segment read later may still change its delimiters (MISMATCH_WINDOW). */
  unsettled(): Run | undefined {
    return this.runSettled ? undefined : this.run;
  }

  private push(s: Segment, r: Run): void {
    if (!this.runSettled && s.offset - this.runStart >= MISMATCH_WINDOW) this.runSettled = true;
    this.count += 1;
    r.last = this.count - 1;
    this.lastTag = s.tag;
    this.emit(s, r);
  }

  /**
   * Reads `text` from `start`; `base` is where `text` starts in the document. Unless `final` (the document
   * ends with `text`), stops before a segment whose end, or the lookahead its header needs, is not in `text`
   * yet, and returns where reading goes on (a piece fed later starts there); else returns `text.length`.
   */
  read(text: string, start: number, base = 0, final = true): number {
    const { issues } = this;
    // The piece and the splitter of the open run's delimiters, shared by its segments.
    const readingOf = (splitter: Reading['splitter']): Reading =>
      base ? { text, splitter, base } : { text, splitter };
    let reading = readingOf(this.splitter);
    const setSplitter = (r: Run) => {
      this.splitter = engineStandards[r.standard].splitter(r.delimiters);
      reading = readingOf(this.splitter);
    };
    const open = (standard: StandardId, delimiters: Delimiters) => {
      this.runStart = base + i;
      this.runSettled = false;
      const r = this.open(standard, delimiters);
      reading = readingOf(this.splitter);
      return r;
    };
    const hasLineBreak = lineBreakFinder(text, true);
    let i = skipBlank(text, start);
    while (i < text.length) {
      if (!final && text.length - i < LOOKAHEAD) return i;
      const pos = this.count + 1;
      const run = this.run;
      // Headers are looked for only after an I or a U (three startsWith calls per segment cost 3 to 5% of a read).
      const first = text.charCodeAt(i);
      if (first === 73 && isaAt(text, i)) {
        const isa = readIsa(text, i);
        if (!isa.delimiters) {
          const next = run ? isa.end : nextHeader(text, isa.end);
          if (!final && (text.indexOf('\n', i) < 0 || next >= text.length)) return i;
          issues.add('isa-truncated', { pos, tag: 'ISA', offset: base + i }, issueText.isaTruncated(isa.found));
          i = skipBlank(text, next);
          continue;
        }
        const elements = isa.elements.map((v) => [v]);
        this.push({ pos, tag: 'ISA', offset: base + i, elements }, open('x12', isa.delimiters));
        i = skipBlank(text, isa.end);
        continue;
      }
      if (first === 85 && text.startsWith('UNA', i)) {
        const { delimiters, una, next } = readUna(text, i, pos);
        this.push(base ? { ...una, offset: base + i } : una, open('edifact', delimiters));
        i = skipBlank(text, next);
        continue;
      }
      // A UNB without its own UNA (the one before it declares its delimiters): the defaults, unless it reads with the last ones.
      if (
        first === 85 &&
        text.startsWith('UNB', i) &&
        this.lastTag !== 'UNA' &&
        (!run || !edifact.owns(run) || text[i + 3] !== run.delimiters.element)
      )
        open('edifact', edifactDefaults(text, i));
      const r: Run = this.run ?? open('edifact', edifactDefaults(text, i));
      const d = r.delimiters;
      const j = engineStandards[r.standard].segmentEnd(text, i, d);
      if (j < 0 && !final) return i;
      let stop = j < 0 ? text.length : j;
      // An interchange header at the start of a line ends an unterminated segment before it (garbage, then EDI).
      if (!isLineBreak(d.segment) && hasLineBreak(i, stop)) stop = headerLineIn(text, i, stop) ?? stop;
      let last = stop;
      while (last > i && isBlank(text.charCodeAt(last - 1))) last -= 1;
      if (last === i) {
        const tag = this.lastTag ?? '';
        issues.add('segment-empty', { pos: pos - 1, tag, offset: base + i }, issueText.emptySegment(tag));
        i = skipBlank(text, stop + 1);
        continue;
      }
      let source = text;
      let from = i;
      let to = last;
      if (!isLineBreak(d.segment) && hasLineBreak(i, last)) {
        const chunk = text.slice(i, last);
        const real = base + i - this.runStart < MISMATCH_WINDOW ? lineTerminator(chunk, d) : undefined;
        if (real !== undefined) {
          issues.add(
            'terminator-mismatch',
            { pos, tag: chunk.slice(0, 3), offset: base + i },
            issueText.terminatorMismatch(d.segment, real),
          );
          r.delimiters = { ...d, segment: real };
          if (isLineBreak(real)) this.runSettled = true;
          setSplitter(r);
          continue;
        }
        source = chunk.replace(/[\r\n]/g, '');
        from = 0;
        to = source.length;
      }
      const k = tagEnd(source, from, to, d);
      const tag = tagAt(source, from, k);
      const own = source === text ? reading : { text: source, splitter: reading.splitter };
      if (tag !== undefined && (k === to || source[k] === d.element)) {
        this.push(
          own !== reading
            ? new DetachedSegment(pos, tag, own, from, to, base + i, false)
            : this.young
              ? new LazySegment(pos, tag, reading, from, to)
              : readSegment(pos, tag, reading, from, to),
          r,
        );
      } else {
        const raw = source.slice(from, Math.min(to, from + 40));
        const cut = raw.indexOf(d.element);
        const shown = (cut > 0 ? raw.slice(0, cut) : raw).slice(0, 12);
        issues.add('segment-unreadable', { pos, tag: shown, offset: base + i }, unreadableMessage(raw, d.element));
        this.push(new DetachedSegment(pos, shown, own, from, to, base + i, true), r);
      }
      i = skipBlank(text, stop + 1);
    }
    return text.length;
  }
}

export function ingest(text: string, start: number, issues: Collector): Ingested {
  const segments: Segment[] = [];
  const ingester = new Ingester(issues, (s) => segments.push(s));
  ingester.read(text, start);
  return { segments, runs: ingester.runs };
}
