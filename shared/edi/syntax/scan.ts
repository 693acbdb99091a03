import type { Segment } from '../model/segment';

const tagCode = (c: number) => (c >= 65 && c <= 90 ? c - 65 : c >= 48 && c <= 57 ? c - 22 : -1);
/** Every tag seen, by its code: a tag is sliced once, and its lookups in the dictionaries hit one string. */
const tags: (string | undefined)[] = Array.from({ length: 26 * 36 * 37 }, () => undefined);

/** The tag in text[from, to) if it is one (2 or 3 capital letters or digits, starting with a letter). */
export function tagAt(text: string, from: number, to: number): string | undefined {
  const n = to - from;
  if (n < 2 || n > 3) return undefined;
  const first = text.charCodeAt(from) - 65;
  const second = tagCode(text.charCodeAt(from + 1));
  const third = n === 3 ? tagCode(text.charCodeAt(from + 2)) : -1;
  if (first < 0 || first > 25 || second < 0 || (n === 3 && third < 0)) return undefined;
  const key = (first * 36 + second) * 37 + third + 1;
  return (tags[key] ??= text.slice(from, to));
}

/** A segment tag: 2 or 3 capital letters or digits, starting with a letter. */
export const isTag = (tag: string): boolean => tagAt(tag, 0, tag.length) !== undefined;

/** Whether a count element (digits, maybe zero-padded) states `n`. */
export function numberEquals(value: string, n: number): boolean {
  const v = value.trim();
  if (v.length === 0 || v.length > 15) return false;
  for (let i = 0; i < v.length; i += 1) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number(v) === n;
}

/** CR, LF, space or tab, by character code. */
export const isBlank = (c: number) => c === 13 || c === 10 || c === 32 || c === 9;

/** Index of the first character that is not a line break or blank, from `i`. */
export function skipBlank(text: string, i: number): number {
  while (i < text.length && isBlank(text.charCodeAt(i))) i += 1;
  return i;
}

/**
 * Answers whether a range holds a line break (LF, and CR when asked), for ranges that move forward
 * through the text: each break is searched for once, so a whole document costs one pass.
 */
export function lineBreakFinder(text: string, withCr: boolean): (from: number, to: number) => boolean {
  // The first LF and the first CR at or after the last `from` asked, each searched for on its own and kept
  // until passed (a text without CR costs one search for it, not one per range): linear in all, and
  // indexOf's native search is several times faster than a loop over char codes.
  let lf = -1;
  let cr = withCr ? -1 : Infinity;
  return (from, to) => {
    if (lf < from) lf = nextOf(text, '\n', from);
    if (cr < from) cr = nextOf(text, '\r', from);
    return lf < to || cr < to;
  };
}

const nextOf = (text: string, c: string, from: number) => {
  const i = text.indexOf(c, from);
  return i < 0 ? Infinity : i;
};

/** Turns a segment's text into its data elements (components split); runs on first use only. */
export type ElementSplitter = (
  text: string,
  from: number,
  to: number,
) => { elements: string[][]; repetitions?: Record<number, string[][]> };

/** What every segment of a run is read from: the text and the splitter of its delimiters (shared, not per segment). */
export interface Reading {
  readonly text: string;
  readonly splitter: ElementSplitter;
  /** Where `text` starts in the document, when it is a piece of it (stream/: a document read piece by piece). */
  readonly base?: number;
}

/**
 * A segment whose elements are split on first use. Validation reads elements through buffers
 * (element-reader.ts), so a large document costs one small object per segment (six fields: the text and
 * splitter are the run's) instead of arrays of strings.
 */
export class LazySegment implements Segment {
  private split: ReturnType<ElementSplitter> | undefined = undefined;
  constructor(
    readonly pos: number,
    readonly tag: string,
    readonly reading: Reading,
    readonly start: number,
    readonly end: number,
  ) {}
  get source(): string {
    return this.reading.text;
  }
  /** Where the segment starts in the document (for a segment read from the document itself, its start). */
  get offset(): number {
    return this.start + (this.reading.base ?? 0);
  }
  get unreadable(): boolean | undefined {
    return undefined;
  }
  private get parts() {
    return (this.split ??= this.reading.splitter(this.reading.text, this.start, this.end));
  }
  get elements(): string[][] {
    return this.parts.elements;
  }
  get repetitions(): Record<number, string[][]> | undefined {
    return this.parts.repetitions;
  }
}

/**
 * A LazySegment made as an object literal with the class's prototype: V8 tracks where literals are made and,
 * seeing every segment of a batch outlive the young generation, allocates them straight in the old one,
 * instead of copying 180,000 of them (13 MB for a 5 MB batch) through it (5 to 8% of a run). TypeScript does
 * not model `__proto__` in a literal, hence the cast; the fields are the class's own, in its order.
 */
export function readSegment(pos: number, tag: string, reading: Reading, start: number, end: number): Segment {
  const fields = { __proto__: LazySegment.prototype, pos, tag, reading, start, end, split: undefined };
  return fields as unknown as LazySegment;
}

/** A segment read from text of its own (a wrapped segment without its line breaks), or one kept unread. */
export class DetachedSegment extends LazySegment {
  constructor(
    pos: number,
    tag: string,
    reading: Reading,
    start: number,
    end: number,
    private readonly at: number,
    private readonly unread: boolean,
  ) {
    super(pos, tag, reading, start, end);
  }
  override get offset(): number {
    return this.at;
  }
  override get unreadable(): boolean | undefined {
    return this.unread || undefined;
  }
}
