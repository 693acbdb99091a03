import type { Issue, IssueRule } from './types';

/** Gathers issues; the first 1,000 are kept so that a broken 5 MB file cannot produce millions. */
export class Collector {
  static readonly MAX = 1000;
  readonly list: Issue[] = [];
  private add(severity: Issue['severity'], rule: IssueRule, pos: number, tag: string, message: string) {
    if (this.list.length < Collector.MAX) this.list.push({ rule, severity, pos, tag, message });
  }
  error(rule: IssueRule, pos: number, tag: string, message: string) {
    this.add('error', rule, pos, tag, message);
  }
  warning(rule: IssueRule, pos: number, tag: string, message: string) {
    this.add('warning', rule, pos, tag, message);
  }
}

const isUpperOrDigit = (c: number) => (c >= 65 && c <= 90) || (c >= 48 && c <= 57);

/** A segment tag: 2 or 3 capital letters or digits, starting with a letter. */
export function isTag(tag: string): boolean {
  if (tag.length < 2 || tag.length > 3) return false;
  const first = tag.charCodeAt(0);
  if (first < 65 || first > 90) return false;
  for (let i = 1; i < tag.length; i += 1) if (!isUpperOrDigit(tag.charCodeAt(i))) return false;
  return true;
}

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

const isBlank = (c: string) => c === '\r' || c === '\n' || c === ' ' || c === '\t';

/** Index of the first character that is not a line break or blank, from `i`. */
export function skipBlank(text: string, i: number): number {
  while (i < text.length && isBlank(text.charAt(i))) i += 1;
  return i;
}

/**
 * Calls `each` with every segment's text between terminators (line breaks between segments
 * tolerated) until it answers false. One pass over the text.
 */
export function splitSegments(text: string, from: number, terminator: string, each: (raw: string) => boolean) {
  let i = skipBlank(text, from);
  while (i < text.length) {
    const end = text.indexOf(terminator, i);
    const stop = end < 0 ? text.length : end;
    let last = stop;
    while (last > i && isBlank(text.charAt(last - 1))) last -= 1;
    if (last > i && !each(text.slice(i, last))) return;
    i = skipBlank(text, stop + 1);
  }
}
