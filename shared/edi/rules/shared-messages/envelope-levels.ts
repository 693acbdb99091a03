/**
 * Messages of the three envelope levels' trailer and control-number checks, one wording for each level
 * (interchange, group, transaction): the *-unclosed, *-count, *-control and *-duplicate rules report them,
 * the level named by the caller (syntax/envelope.ts, check-x12-envelope.ts).
 */
export const envelopeLevelMessages = {
  /** interchange-unclosed, group-unclosed, transaction-unclosed. */
  missingTrailer: (trailer: string, header: string, control: string) =>
    `${header} ${control.trim() || 'without a control number'} is never closed: its ${trailer} is missing.`,
  /** interchange-count, group-count, transaction-count. */
  count: (ref: string, what: string, declared: string, actual: number) =>
    `${ref} says ${declared || '(empty)'} ${what}, but there ${actual === 1 ? 'is' : 'are'} ${actual}.`,
  /** What a trailer's count counts, by level and standard. */
  counted: {
    segments: 'segments',
    transactions: 'transaction sets',
    groups: 'functional groups',
    messages: 'messages',
    groupsOrMessages: 'groups or messages',
  },
  /** interchange-control, group-control, transaction-control. */
  control: (ref: string, value: string, headerRef: string, headerValue: string) =>
    `${ref} is ${value || '(empty)'}, but ${headerRef} is ${headerValue || '(empty)'}: the control numbers must match.`,
  /** interchange-duplicate, group-duplicate, transaction-duplicate. */
  duplicateControl: (ref: string, control: string) =>
    `${ref} ${control} is used twice: control numbers must be unique, or the partner may drop the second as a duplicate.`,
} as const;
