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
  'code-outside-list',
  'group-duplicate',
  'group-empty',
  'group-missing',
  'group-repeat',
  'hl-content',
  'hl-level',
  'interchange-delimiters',
  'transaction-convention',
  'transaction-duplicate',
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
      const code = f.slice(0, -'.test.ts'.length);
      return !new RegExp(`ruleCase\\(\\s*'${code}',\\s*\\{\\s*triggers:`).test(text) || !/clean:/.test(text);
    });
    expect(without).toEqual([]);
  });
});
