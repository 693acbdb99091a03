/**
 * Reads one EDIFACT segment's elements for validation without splitting it into arrays of strings: the
 * component boundaries go into buffers reused for every segment, and a value is sliced only when it must
 * be looked up (a code) or quoted (a finding); a value holding release characters is unescaped then.
 * Segments with repetition characters, or without their terminator, are read from their split elements
 * instead. This keeps validation of a 5 MB file from
 * allocating hundreds of thousands of arrays.
 */
import type { Values } from '../rules/gs1';
import type { Delimiters, Segment } from '../model/segment';

const CAPACITY = 1024;
const codeOf = (c: string | undefined) => (c ? c.charCodeAt(0) : -1);
/** Short values by their characters (at most 128³ · 4 keys, in practice a few thousand codes). */
const short = new Map<number, string>();

export class ElementReader implements Values {
  private readonly starts = new Int32Array(CAPACITY);
  private readonly ends = new Int32Array(CAPACITY);
  private readonly first = new Int32Array(CAPACITY);
  private readonly counts = new Int32Array(CAPACITY);
  /** 1 for a component holding release characters (EDIFACT `?+`): its value is unescaped when read. */
  private readonly escaped = new Uint8Array(CAPACITY);
  private readonly unescape: RegExp | undefined;
  private text = '';
  private split: string[][] | undefined;
  /** Data elements after the tag. */
  size = 0;
  /** The read segment's repeated elements (by index, every occurrence), when it has any. */
  repeats: Readonly<Record<number, string[][]>> | undefined;

  /** The delimiters' character codes (-1 for none). */
  private readonly codes: Record<'element' | 'component' | 'release' | 'repetition' | 'segment', number>;

  constructor(d: Delimiters) {
    this.codes = {
      element: codeOf(d.element),
      component: codeOf(d.component),
      release: codeOf(d.release),
      repetition: codeOf(d.repetition),
      segment: codeOf(d.segment),
    };
    if (d.release) this.unescape = new RegExp(`${d.release.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(.)`, 'gs');
  }

  /** Reads `s`; afterwards the methods below answer for it. */
  read(s: Segment): void {
    this.split = undefined;
    this.repeats = undefined;
    if (
      s.source === undefined ||
      s.start === undefined ||
      s.end === undefined ||
      !this.scan(s.source, s.start, s.end)
    ) {
      this.split = s.elements;
      this.size = this.split.length;
      // Split already: a repetition character is one reason the fast scan gives way.
      this.repeats = s.repetitions;
    }
  }

  /**
   * Fills the buffers; false when the segment needs its split form (repetitions, a release character
   * before the tag's end or at the segment's end). Compares character codes only.
   */
  private scan(text: string, from: number, to: number): boolean {
    const { element, component, release, repetition, segment } = this.codes;
    if (text.charCodeAt(to) !== segment) return false;
    let i = from;
    for (let c = text.charCodeAt(i); i < to && c !== element; c = text.charCodeAt(++i))
      if (c === component || c === release) return false;
    this.text = text;
    this.size = 0;
    if (i >= to) return true;
    let elements = 0;
    let comps = 0;
    let start = i + 1;
    let escaped = 0;
    const { starts, ends, first, counts } = this;
    first[0] = 0;
    for (let j = i + 1; j <= to; j += 1) {
      const c = j === to ? element : text.charCodeAt(j);
      if (c !== element && c !== component) {
        if (c === repetition) return false;
        if (c === release) {
          // The next character is data; a release at the very end escapes nothing readable.
          if (j + 1 >= to) return false;
          escaped = 1;
          j += 1;
        }
        continue;
      }
      if (comps >= CAPACITY || elements >= CAPACITY - 1) return false;
      starts[comps] = start;
      ends[comps] = j;
      this.escaped[comps] = escaped;
      escaped = 0;
      comps += 1;
      start = j + 1;
      if (c === element) {
        counts[elements] = comps - (first[elements] ?? 0);
        elements += 1;
        first[elements] = comps;
      }
    }
    this.size = elements;
    return true;
  }

  /** Components of element `i` (0-based). */
  components(i: number): number {
    return this.split ? (this.split[i]?.length ?? 0) : i < this.size ? (this.counts[i] ?? 0) : 0;
  }

  private slot(i: number, k: number): number {
    return (this.first[i] ?? 0) + k;
  }

  /** Length of component `k` of element `i`; for type n, its digits only (ISO 9735: no sign, no decimal mark). */
  length(i: number, k: number, numeric: boolean): number {
    if (this.split) {
      const v = this.split[i]?.[k] ?? '';
      return numeric ? v.replace(/[-.,]/g, '').length : v.length;
    }
    if (i >= this.size || k >= (this.counts[i] ?? 0)) return 0;
    const c = this.slot(i, k);
    const from = this.starts[c] ?? 0;
    const to = this.ends[c] ?? 0;
    if (this.escaped[c]) return this.unescapedLength(from, to, numeric);
    if (!numeric) return to - from;
    let n = 0;
    for (let j = from; j < to; j += 1) {
      const code = this.text.charCodeAt(j);
      if (code !== 45 && code !== 46 && code !== 44) n += 1;
    }
    return n;
  }

  /** The length of text[from, to) without its release characters (each escapes the next one). */
  private unescapedLength(from: number, to: number, numeric: boolean): number {
    const { release } = this.codes;
    let n = 0;
    for (let j = from; j < to; j += 1) {
      let code = this.text.charCodeAt(j);
      if (code === release) code = this.text.charCodeAt(++j);
      else if (numeric && (code === 45 || code === 46 || code === 44)) continue;
      n += 1;
    }
    return n;
  }

  /** The character code at `j` of component `k` of element `i` (NaN past its end). */
  codeAt(i: number, k: number, j: number): number {
    if (this.split) return (this.split[i]?.[k] ?? '').charCodeAt(j);
    if (i >= this.size || k >= (this.counts[i] ?? 0)) return NaN;
    const c = this.slot(i, k);
    if (this.escaped[c]) return this.value(i, k).charCodeAt(j);
    const at = (this.starts[c] ?? 0) + j;
    return at < (this.ends[c] ?? 0) ? this.text.charCodeAt(at) : NaN;
  }

  /** Whether component `k` of element `i` holds anything. */
  present(i: number, k: number): boolean {
    return this.length(i, k, false) > 0;
  }

  /**
   * Whether the element at 1-based `position` holds anything: its first component (X12), or any (an EDIFACT
   * composite). Made once per reader for the relational conditions, not a closure per segment checked.
   */
  readonly firstPresent = (position: number): boolean => this.present(position - 1, 0);
  readonly anyPresent = (position: number): boolean => {
    for (let k = 0; k < this.components(position - 1); k += 1) if (this.present(position - 1, k)) return true;
    return false;
  };

  /**
   * The value of component `k` of element `i`. Values of up to 3 ASCII characters (most codes and
   * qualifiers) come from a table, so looking up codes allocates nothing per segment.
   */
  value(i: number, k: number): string {
    if (this.split) return this.split[i]?.[k] ?? '';
    if (i >= this.size || k >= (this.counts[i] ?? 0)) return '';
    const c = this.slot(i, k);
    const from = this.starts[c] ?? 0;
    const to = this.ends[c] ?? 0;
    if (this.escaped[c] && this.unescape) return this.text.slice(from, to).replace(this.unescape, '$1');
    const n = to - from;
    if (n > 3) return this.text.slice(from, to);
    let key = n;
    for (let j = from; j < to; j += 1) {
      const code = this.text.charCodeAt(j);
      if (code > 127) return this.text.slice(from, to);
      key = key * 128 + code;
    }
    let found = short.get(key);
    if (found === undefined) {
      found = this.text.slice(from, to);
      short.set(key, found);
    }
    return found;
  }

  /** Values by element and component, 1-based (as gs1.ts reads them). */
  readonly at = (element: number, component = 1): string => this.value(element - 1, component - 1);

  /** Whether the value breaks its type: n allows digits, a leading minus and a decimal mark; a allows no digit. */
  badType(i: number, k: number, type: string, decimal: string): boolean {
    if (type !== 'n' && type !== 'a') return false;
    if (this.split) return badValue(this.split[i]?.[k] ?? '', type, decimal);
    const c = this.slot(i, k);
    if (this.escaped[c]) return badValue(this.value(i, k), type, decimal);
    const from = this.starts[c] ?? 0;
    const to = this.ends[c] ?? 0;
    let digits = 0;
    for (let j = from; j < to; j += 1) {
      const code = this.text.charCodeAt(j);
      const digit = code >= 48 && code <= 57;
      if (type === 'a' && digit) return true;
      if (type !== 'n') continue;
      if (digit) digits += 1;
      else if (!(j === from && code === 45) && this.text[j] !== decimal && code !== 46 && code !== 44) return true;
    }
    return type === 'n' && digits === 0;
  }
}

function badValue(value: string, type: string, decimal: string): boolean {
  if (type === 'a') return /\d/.test(value);
  let digits = 0;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += 1;
    else if (!(i === 0 && c === 45) && value[i] !== decimal && value[i] !== '.' && value[i] !== ',') return true;
  }
  return digits === 0;
}
