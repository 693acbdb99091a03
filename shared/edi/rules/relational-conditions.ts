/**
 * X12 relational conditions between a segment's elements (the syntax notes of X12.6, as partner guides print
 * them: P0304, R020305), and EDIFACT dependency notes read the same way: whether a segment keeps one, and which
 * element a finding points at. Allocates nothing: it runs for every N1, REF, DTM and PO1 of a batch.
 */

export interface Condition {
  type: 'P' | 'R' | 'E' | 'C' | 'L';
  /** 1-based element positions, in the order the notation names them. */
  positions: readonly number[];
}

/** How a broken condition is answered: a required element missing (AK403/IK403 2), or one too many (10). */
export interface Breach {
  kind: 'missing' | 'excluded';
  position: number;
}

/**
 * The breach of `c` in a segment where `present(p)` says whether element p was sent, or undefined when it holds.
 * P: all or none; R: at least one; E: at most one; C: if the first, all the others; L: if the first, one other.
 * A missing element is the first one the condition lacks; an excluded one the second sent.
 */
export function breachOf(c: Condition, present: (position: number) => boolean): Breach | undefined {
  return breachOfType(c.type, c.positions, present);
}

/** breachOf() without a Condition object (dependencyBreach tries two types on one note's positions). */
function breachOfType(
  type: Condition['type'],
  positions: readonly number[],
  present: (position: number) => boolean,
): Breach | undefined {
  let sent = 0;
  let firstAbsent = 0;
  let secondSent = 0;
  for (let k = 0; k < positions.length; k += 1) {
    const p = positions[k] ?? 0;
    // The first position of C and L is the trigger, not one of the elements it calls for.
    const called = k > 0 || (type !== 'C' && type !== 'L');
    if (present(p)) {
      sent += 1;
      if (sent === 2) secondSent = p;
    } else if (called && firstAbsent === 0) firstAbsent = p;
  }
  const first = positions[0] ?? 0;
  switch (type) {
    case 'P':
      return sent > 0 && firstAbsent > 0 ? { kind: 'missing', position: firstAbsent } : undefined;
    case 'R':
      return sent === 0 ? { kind: 'missing', position: first } : undefined;
    case 'E':
      return sent > 1 ? { kind: 'excluded', position: secondSent } : undefined;
    case 'C':
      return present(first) && firstAbsent > 0 ? { kind: 'missing', position: firstAbsent } : undefined;
    case 'L':
      return present(first) && sent === 1 ? { kind: 'missing', position: positions[1] ?? first } : undefined;
  }
}

/** How each of ISO 9735's dependency notes reads as the conditions above (D7 has no X12 counterpart). */
const AS_CONDITIONS: Readonly<Record<string, readonly Condition['type'][]>> = {
  D1: ['R', 'E'],
  D2: ['P'],
  D3: ['R'],
  D4: ['E'],
  D5: ['C'],
  D6: ['L'],
};

/**
 * The breach of an EDIFACT dependency note (D1 one and only one, D2 all or none, D3 one or more, D4 one or none,
 * D5 if first then all, D6 if first then at least one more, D7 if first then none of the others), with the
 * condition type whose words describe it.
 */
export function dependencyBreach(
  note: { type: string; positions: readonly number[] },
  present: (position: number) => boolean,
): (Breach & { type: Condition['type'] }) | undefined {
  const { positions } = note;
  if (note.type === 'D7') {
    if (!present(positions[0] ?? 0)) return undefined;
    const other = positions.slice(1).find(present);
    return other === undefined ? undefined : { kind: 'excluded', position: other, type: 'E' };
  }
  for (const type of AS_CONDITIONS[note.type] ?? []) {
    const breach = breachOfType(type, positions, present);
    if (breach) return { ...breach, type };
  }
  return undefined;
}
