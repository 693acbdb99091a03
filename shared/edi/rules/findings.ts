/**
 * Gathers findings with bounds: at most PER_CODE of each code (so a flood of one kind never hides another)
 * and MAX in all, errors kept before warnings; every finding is still counted, and the result says when
 * some were left out. Line, column and position in the set are worked out once, for the kept ones only.
 */
import { findingCodes, type FindingCode } from './finding-codes';
import type { Finding, FindingPlace, Transaction } from '../model/types';
import { noLinks, type Linker } from '../model/links';

export type { At } from './define-rule';
import type { At } from './define-rule';

/** The whole document (findings that are about no segment). */
export const DOCUMENT: At = { pos: 0, tag: '', offset: 0 };

interface Pending {
  finding: Omit<Finding, 'line' | 'column'>;
  offset: number;
  /** Its line and column, when worked out as it was added (locate). */
  where?: Place;
}

/** A line and column (1-based). */
export interface Place {
  line: number;
  column: number;
}

export class Collector {
  static readonly PER_CODE = 100;
  static readonly MAX = 1000;
  readonly counts: Partial<Record<FindingCode, number>> = {};
  private readonly pending: Pending[] = [];

  /** The site's URLs of what a finding points at (Dictionaries.link, set once the dictionaries are loaded). */
  link: Linker = noLinks;

  /**
   * A document read piece by piece (stream/) is not kept whole to count lines in at the end: its reader
   * works out where each finding is as it is added.
   */
  locate: ((offset: number) => Place) | undefined = undefined;

  /** `max`: the findings kept at most (MAX or fewer, as a caller asks). */
  constructor(private readonly max: number = Collector.MAX) {}

  /**
   * Reports `code` at a segment; `element` names the element (SE01, C507/2005) when there is one, and
   * `place` its position in the segment (and in its composite) as acknowledgments count them.
   */
  add(code: FindingCode, at: At, message: string, element?: string, place?: FindingPlace): void {
    const count = (this.counts[code] ?? 0) + 1;
    this.counts[code] = count;
    if (count > Collector.PER_CODE) return;
    const { severity } = findingCodes[code];
    const finding = { code, severity, message, pos: at.pos, tag: at.tag, ...(element && { element }), ...place };
    const pending: Pending = { finding, offset: at.offset };
    if (this.locate) pending.where = this.locate(at.offset);
    this.pending.push(pending);
  }

  /**
   * Whether another finding of `code` would be kept; when not, add() only counts it, and a caller may skip
   * working out its place (a file with 50,000 findings of one code costs little more than a clean one).
   */
  keeps(code: FindingCode): boolean {
    return (this.counts[code] ?? 0) < Collector.PER_CODE;
  }

  /**
   * Counts a finding of `code` that would not be kept (past the cap) and answers true; false when it would
   * be kept, and then the caller words its message and add()s it. Checks write `if (broken &&
   * !issues.counted(code)) issues.add(code, at, message…)`: a flood of one code words no messages.
   */
  counted(code: FindingCode): boolean {
    if (this.keeps(code)) return false;
    this.counts[code] = (this.counts[code] ?? 0) + 1;
    return true;
  }

  /** Whether any finding of `code` was reported. */
  has(code: FindingCode): boolean {
    return (this.counts[code] ?? 0) > 0;
  }

  /** The findings to keep (errors before warnings past `max`), in document order. */
  private kept(): Pending[] {
    let kept = this.pending;
    if (kept.length > this.max) {
      const rank = (p: Pending) => (p.finding.severity === 'error' ? 0 : 1);
      kept = [...kept].sort((a, b) => rank(a) - rank(b) || a.finding.pos - b.finding.pos).slice(0, this.max);
    }
    return [...kept].sort((a, b) => a.offset - b.offset || a.finding.pos - b.finding.pos);
  }

  private result(issues: Finding[]): { issues: Finding[]; truncated: boolean } {
    issues.sort((a, b) => a.pos - b.pos);
    const total = Object.values(this.counts).reduce((n, c) => n + c, 0);
    return { issues, truncated: total > issues.length };
  }

  /**
   * The findings to keep, in document order, with line, column and position in their set
   * (`transactions` in document order); truncated when any was left out.
   */
  finish(text: string, transactions: readonly Transaction[]): { issues: Finding[]; truncated: boolean } {
    // One pass over the text for every line number.
    let line = 1;
    let lineStart = 0;
    let scanned = 0;
    let t = 0;
    const issues = this.kept().map(({ finding, offset }) => {
      for (let nl = text.indexOf('\n', scanned); nl >= 0 && nl < offset; nl = text.indexOf('\n', nl + 1)) {
        line += 1;
        lineStart = nl + 1;
        scanned = nl + 1;
      }
      scanned = Math.max(scanned, Math.min(offset, text.length));
      const index = finding.pos - 1;
      while (t < transactions.length && (transactions[t]?.last ?? 0) < index) t += 1;
      const tx = transactions[t];
      const setPos = tx && finding.pos > 0 && tx.first <= index ? index - tx.first + 1 : undefined;
      return { ...finding, line, column: offset - lineStart + 1, ...(setPos !== undefined && { setPos }) };
    });
    return this.result(issues);
  }

  /**
   * finish() for a document read piece by piece: the places located as the findings were added, each one's
   * position in its set from `setPos` (the segment's index in the document → its position in the set around it).
   */
  finishLocated(setPos: (index: number) => number | undefined): { issues: Finding[]; truncated: boolean } {
    const issues = this.kept().map(({ finding, offset, where }) => {
      const inSet = finding.pos > 0 ? setPos(finding.pos - 1) : undefined;
      const { line, column } = where ?? { line: 1, column: offset + 1 };
      return { ...finding, line, column, ...(inSet !== undefined && { setPos: inSet }) };
    });
    return this.result(issues);
  }
}
