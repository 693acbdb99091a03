/**
 * Every registered rule says where its check is (issue 42, build item 2): its own `check`, which the walkers
 * call through the definition, or `foundBy`, the walks that report it among others (rules/walks.ts), never
 * both and never neither: a rule defined without one is a type error (the planted definition below).
 */
import { rules } from '../../../../shared/edi/rules';
import { walks } from '../../../../shared/edi/rules/walks';
import { error, interchange, type RuleDefinition } from '../../../../shared/edi/rules/define-rule';
import { interchangeDate } from '../../../../shared/edi/rules/registry/interchange-date';
import { findingsOf } from './rule-case';
import { change, sample } from '../../../fixtures/edi-text';

const entries = Object.entries(rules) as [string, RuleDefinition][];
const isFunction = (f: unknown): boolean => typeof f === 'function';

describe('where each rule is checked', () => {
  it('gives every rule its own check or the walks that find it, not both', () => {
    const without = entries.filter(([, rule]) => (rule.check === undefined) === (rule.foundBy === undefined));
    expect(without.map(([code]) => code)).toEqual([]);
  });

  it('makes each own check a function, or a function for each segment it looks at', () => {
    const broken = entries.filter(([, { check }]) => {
      if (check === undefined) return false;
      const parts: unknown[] = typeof check === 'function' ? [check] : Object.values(check);
      return parts.length === 0 || !parts.every(isFunction);
    });
    expect(broken.map(([code]) => code)).toEqual([]);
  });

  it('names only walks that exist, each leading to its function', () => {
    const names = new Set(Object.keys(walks));
    const unknown = entries.flatMap(([code, { foundBy }]) =>
      (foundBy ?? []).filter((walk) => !names.has(walk) || !isFunction(walks[walk])).map((walk) => `${code}: ${walk}`),
    );
    expect(unknown).toEqual([]);
  });

  it('lists only walks that report some rule', () => {
    const named = new Set<string>(entries.flatMap(([, { foundBy }]) => foundBy ?? []));
    expect(Object.keys(walks).filter((walk) => !named.has(walk))).toEqual([]);
  });

  it('keeps the checks of the envelope values, ISA widths, control numbers, trailer counts, HL levels, GS1 keys, set totals, set and message codes and character sets in their rules', () => {
    const own = entries.filter(([, rule]) => rule.check !== undefined).map(([code]) => code);
    expect(own).toEqual(
      expect.arrayContaining([
        'isa-width',
        'interchange-qualifier',
        'interchange-date',
        'interchange-time',
        'interchange-version',
        'interchange-syntax',
        'interchange-control-number',
        'interchange-ack-requested',
        'interchange-usage',
        'interchange-delimiters',
        'interchange-duplicate',
        'group-date',
        'group-time',
        'group-control-number',
        'group-version',
        'group-duplicate',
        'transaction-convention',
        'transaction-duplicate',
        'hl-id',
        'hl-parent',
        'hl-level',
        'hl-content',
        'gs1-check-digit',
        'set-total',
        'transaction-unknown',
        'functional-id',
        'group-empty',
        'character-set',
        'interactive-edifact',
        'message-version',
        'message-unknown',
        'segment-unknown',
        'interchange-count',
        'group-count',
        'transaction-count',
        'interchange-control',
        'group-control',
        'transaction-control',
      ]),
    );
  });

  it('refuses, as a type, a definition that names no check', () => {
    const draft = error(interchange('022'), { cause: 'A cause.', fix: 'A fix.' });
    // @ts-expect-error: a draft is not a definition until .checkedBy() or .reportedBy() completes it.
    const planted: RuleDefinition = draft;
    expect('check' in planted || 'foundBy' in planted).toBe(false);
    expect(draft.reportedBy('envelopes').foundBy).toEqual(['envelopes']);
  });

  it("reports a finding through its rule's own check: replaced, the check reports nothing", () => {
    const text = change(sample('x12-850-005010'), '*260315*1045*', '*261315*1045*');
    expect(findingsOf('interchange-date', { text }).map((f) => f.element)).toEqual(['ISA09']);
    const spy = jest.spyOn(interchangeDate.check, 'isa').mockImplementation(() => undefined);
    try {
      expect(findingsOf('interchange-date', { text })).toEqual([]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
