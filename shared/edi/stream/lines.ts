/**
 * Lines and columns of a document read piece by piece. Line breaks are counted once as reading passes them;
 * each piece read is kept with the line it starts on (its text is held anyway while a segment of it is),
 * and a finding's line is found in its piece, through an index of the piece's line breaks built the first
 * time a finding lands in it. Pieces no finding can land in any more are dropped.
 */
import type { Place } from '../rules/findings';

interface Piece {
  base: number;
  text: string;
  line: number;
  lineStart: number;
  breaks?: Int32Array;
}

export class PieceLines {
  private line = 1;
  private lineStart = 0;
  /** Line breaks are counted up to here (a document offset). */
  private scanned = 0;
  private pieces: Piece[] = [];

  /** A piece about to be read: `text` starts at document offset `base`, where counting has reached. */
  piece(text: string, base: number): void {
    this.pieces.push({ base, text, line: this.line, lineStart: this.lineStart });
  }

  /** Counts line breaks up to document offset `to`, in `text` (which starts at document offset `base`). */
  advance(text: string, base: number, to: number): void {
    const end = Math.min(to - base, text.length);
    for (let i = this.scanned - base; i < end; i += 1) {
      if (text.charCodeAt(i) === 10) {
        this.line += 1;
        this.lineStart = base + i + 1;
      }
    }
    this.scanned = Math.max(this.scanned, base + end);
  }

  /** Where document offset `offset` is (Collector.finish's count: 1 + line breaks before it). */
  locate(offset: number): Place {
    let k = this.pieces.length - 1;
    while (k > 0 && (this.pieces[k]?.base ?? 0) > offset) k -= 1;
    const p = this.pieces[k];
    if (!p || p.base > offset) return offset === 0 ? { line: 1, column: 1 } : { line: 0, column: 0 };
    const breaks = (p.breaks ??= breaksOf(p.text));
    // The line breaks before the offset in this piece.
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((breaks[mid] ?? 0) < offset - p.base) lo = mid + 1;
      else hi = mid;
    }
    const lineStart = lo > 0 ? p.base + (breaks[lo - 1] ?? 0) + 1 : p.lineStart;
    return { line: p.line + lo, column: offset - lineStart + 1 };
  }

  /** Drops the pieces that end before document offset `offset` (no finding can land there any more). */
  drop(offset: number): void {
    let k = 0;
    while (k + 1 < this.pieces.length && (this.pieces[k + 1]?.base ?? 0) <= offset) k += 1;
    if (k > 0) this.pieces = this.pieces.slice(k);
  }
}

function breaksOf(text: string): Int32Array {
  const found: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) found.push(i);
  return Int32Array.from(found);
}
