/**
 * Every finding code the engine registers (shared/edi/rules/finding-codes.ts) has a test file of its own,
 * tests/unit/edi/rules/<code>.test.ts, with a document that triggers it and one that does not (rule-case.ts),
 * as typescript-eslint has one per rule. The codes still tested only elsewhere (tests/unit/edi/*.test.ts) are
 * listed below until each gets its file; an entry that has one fails, so the list only shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findingCodes } from '../../../../shared/edi/rules/finding-codes';

const AWAITING_OWN_FILE: readonly string[] = [
  'not-edi',
  'too-large',
  'isa-truncated',
  'isa-width',
  'terminator-mismatch',
  'segment-unreadable',
  'segment-empty',
  'segment-unknown',
  'outside-envelope',
  'unexpected-trailer',
  'interchange-unclosed',
  'transaction-unclosed',
  'interchange-count',
  'group-count',
  'transaction-count',
  'interchange-control',
  'group-control',
  'transaction-control',
  'transaction-unknown',
  'functional-id',
  'message-unknown',
  'message-version',
  'interactive-edifact',
  'segment-missing',
  'group-missing',
  'segment-repeat',
  'group-repeat',
  'segment-order',
  'segment-not-used',
  'hl-parent',
  'hl-level',
  'hl-content',
  'set-total',
  'element-missing',
  'element-too-many',
  'element-too-long',
  'element-type',
  'element-repeat',
  'element-date',
  'code-unknown',
  'code-outside-list',
  'interchange-syntax',
  'interchange-date',
  'interchange-time',
  'interchange-qualifier',
  'interchange-version',
  'interchange-control-number',
  'interchange-ack-requested',
  'interchange-usage',
  'interchange-delimiters',
  'interchange-duplicate',
  'group-date',
  'group-time',
  'group-version',
  'group-duplicate',
  'group-empty',
  'transaction-duplicate',
  'transaction-convention',
  'character-set',
  'gs1-check-digit',
];

const files = readdirSync(__dirname).filter((f) => f.endsWith('.test.ts') && f !== 'rule-files.test.ts');
const withFile = new Set(files.map((f) => f.slice(0, -'.test.ts'.length)));
const registered = Object.keys(findingCodes);

describe('one test file per rule', () => {
  it('has a file for every registered code not awaiting one', () => {
    expect(registered.filter((code) => !withFile.has(code) && !AWAITING_OWN_FILE.includes(code))).toEqual([]);
  });

  it('lists as awaiting only registered codes without a file', () => {
    expect(AWAITING_OWN_FILE.filter((code) => withFile.has(code) || !registered.includes(code))).toEqual([]);
  });

  it('names only registered codes, each file testing its own code with a triggering and a clean document', () => {
    expect([...withFile].filter((code) => !registered.includes(code))).toEqual([]);
    const without = files.filter((f) => {
      const text = readFileSync(join(__dirname, f), 'utf8');
      return !text.includes(`ruleCase('${f.slice(0, -'.test.ts'.length)}', { triggers:`) || !/clean:/.test(text);
    });
    expect(without).toEqual([]);
  });
});
