/**
 * What the X12 and EDIFACT acknowledgment writers share: segments kept as values until the end, so that the
 * answer's delimiters can be chosen to make it valid (an original whose ISA16 repeats its element separator
 * must not have that copied into its answer), trailing empty elements dropped, and the answer's timestamp.
 */

/** An element: a simple value, or a composite's components. */
export type AckValue = string | readonly string[];
/** A segment: its tag, then its elements. */
export type AckSegment = readonly AckValue[];

export interface AckDelimiters {
  element: string;
  component: string;
  segment: string;
  repetition: string;
}

/** YYMMDD / CCYYMMDD and HHMM of a date, in UTC. */
export function stamp(now: Date) {
  const iso = now.toISOString();
  return { ccyymmdd: iso.slice(0, 10).replaceAll('-', ''), hhmm: iso.slice(11, 16).replace(':', '') };
}

/** The values without their trailing empty ones (X12 and EDIFACT both leave them out). */
export function trimEnd<T extends AckValue>(values: readonly T[]): T[] {
  let end = values.length;
  const empty = (v: AckValue) => (typeof v === 'string' ? v === '' : v.every((c) => c === ''));
  while (end > 1 && empty(values[end - 1] as T)) end -= 1;
  return values.slice(0, end);
}

/** A segment of `values`, its trailing empty elements and components left out. */
export const seg = (...values: AckValue[]): AckSegment =>
  trimEnd(values.map((v) => (typeof v === 'string' ? v : trimEnd(v))));

/** Delimiters X12 answers fall back on, in order of preference, after the original's own. */
const FALLBACK: Readonly<Record<keyof AckDelimiters, readonly string[]>> = {
  element: ['*', '|', '!', '+'],
  component: ['>', ':', '\\', '@'],
  segment: ['~', "'", '#', '`'],
  repetition: ['^', '{', '}', '$'],
};

/** A character X12 allows as a delimiter: one printable, not a letter, digit or space. */
const usable = (c: string | undefined): c is string => !!c && c.length === 1 && /^[!-/:-@[-`{-~]$/.test(c);

/** Every character in the values of `segments`, added to `used`. */
export function usedCharacters(segments: readonly AckSegment[], used = new Set<string>()): Set<string> {
  for (const s of segments)
    for (const v of s) for (const part of typeof v === 'string' ? [v] : v) for (const c of part) used.add(c);
  return used;
}

/**
 * Delimiters for an answer: for each role the original's when it is usable, distinct from the others and
 * found in no value of the answer (`used`: usedCharacters of its segments); else the first fallback that is.
 */
export function chooseDelimiters(original: Partial<AckDelimiters>, used: ReadonlySet<string>): AckDelimiters {
  const taken = new Set<string>();
  const pick = (role: keyof AckDelimiters) => {
    const choice = [original[role], ...FALLBACK[role]].find((c) => usable(c) && !taken.has(c) && !used.has(c));
    // Every fallback is in the values only when they hold most punctuation: the role's first is as good as any.
    const c = choice ?? FALLBACK[role][0] ?? '*';
    taken.add(c);
    return c;
  };
  const element = pick('element');
  const segment = pick('segment');
  const component = pick('component');
  const repetition = pick('repetition');
  return { element, component, segment, repetition };
}

/** One segment as text (without its terminator). */
export const serialize = (s: AckSegment, d: Pick<AckDelimiters, 'element' | 'component'>, esc = (v: string) => v) =>
  s
    .map((v, i) => (i === 0 ? v : typeof v === 'string' ? esc(v) : (v as readonly string[]).map(esc).join(d.component)))
    .join(d.element);
