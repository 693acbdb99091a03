/**
 * X12 relational conditions between a segment's elements (the syntax notes of X12.6, as partner guides print
 * them: P0304, R020305): whether a segment keeps one, and which element a finding points at.
 */

export interface Condition {
  type: 'P' | 'R' | 'E' | 'C' | 'L';
  /** 1-based element positions, in the order the notation names them. */
  positions: readonly number[];
}

/** How a broken condition is answered: a required element missing (AK403/IK403 2), or one too many (10). */
export type Breach = { kind: 'missing' | 'excluded'; position: number };

/**
 * The breach of `c` in a segment where `present(p)` says whether element p was sent, or undefined when it holds.
 * P: all or none; R: at least one; E: at most one; C: if the first, all the others; L: if the first, one other.
 */
export function breachOf(c: Condition, present: (position: number) => boolean): Breach | undefined {
  const [first = 0, ...rest] = c.positions;
  const sent = c.positions.filter(present);
  const missing = (list: readonly number[]) => {
    const position = list.find((p) => !present(p));
    return position === undefined ? undefined : ({ kind: 'missing', position } as const);
  };
  switch (c.type) {
    case 'P':
      return sent.length > 0 ? missing(c.positions) : undefined;
    case 'R':
      return sent.length === 0 ? { kind: 'missing', position: first } : undefined;
    case 'E':
      return sent.length > 1 ? { kind: 'excluded', position: sent[1] ?? first } : undefined;
    case 'C':
      return present(first) ? missing(rest) : undefined;
    case 'L':
      return present(first) && !rest.some(present) ? { kind: 'missing', position: rest[0] ?? first } : undefined;
  }
}
