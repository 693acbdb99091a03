/**
 * The message of a broken relational condition between a segment's elements (P, R, E, C, L; X12 syntax notes,
 * EDIFACT's D1 to D7): element-condition (one left out) and element-exclusion (one too many).
 */
export const relationalConditionMessages = {
  conditionBroken: (kind: 'P' | 'R' | 'E' | 'C' | 'L', refs: readonly string[], note: string, guide: string) => {
    const [first = '', ...rest] = refs;
    const all = (last: string) => (refs.length < 2 ? first : `${refs.slice(0, -1).join(', ')} ${last} ${refs.at(-1)}`);
    const why = `(${note} in ${guide})`;
    if (kind === 'P') return `${all('and')} are sent together or not at all ${why}: only some are here.`;
    if (kind === 'R') return `None of ${all('or')} is sent: at least one is required ${why}.`;
    if (kind === 'E') return `More than one of ${all('and')} is sent: at most one may be ${why}.`;
    const others = rest.length < 2 ? (rest[0] ?? '') : `${rest.slice(0, -1).join(', ')} and ${rest.at(-1)}`;
    if (kind === 'C') return `${first} is sent, so ${others} must be too ${why}.`;
    return `${first} is sent, so at least one of ${others.replace(/ and (?=\S+$)/, ' or ')} must be too ${why}.`;
  },
} as const;
