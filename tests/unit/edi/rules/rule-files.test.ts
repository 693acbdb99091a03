/**
 * Every rule the engine registers (shared/edi/rules/index.ts) has a test file of its own,
 * tests/unit/edi/rules/<code>.test.ts, with a document that triggers it and one that does not (rule-case.ts),
 * as typescript-eslint has one per rule: a new rule without its file fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rules } from '../../../../shared/edi/rules';

const files = readdirSync(__dirname).filter(
  (f) => f.endsWith('.test.ts') && !['rule-files.test.ts', 'rule-checks.test.ts'].includes(f),
);
const withFile = new Set(files.map((f) => f.slice(0, -'.test.ts'.length)));
const registered = Object.keys(rules);

describe('one test file per rule', () => {
  it('has a file for every registered rule', () => {
    expect(registered.filter((code) => !withFile.has(code))).toEqual([]);
  });

  it('names only registered rules, each file testing its own rule with a triggering and a clean document', () => {
    expect([...withFile].filter((code) => !registered.includes(code))).toEqual([]);
    const without = files.filter((f) => {
      const text = readFileSync(join(__dirname, f), 'utf8');
      const code = f.slice(0, -'.test.ts'.length);
      return !new RegExp(`ruleCase\\(\\s*'${code}',\\s*\\{\\s*triggers:`).test(text) || !/clean:/.test(text);
    });
    expect(without).toEqual([]);
  });
});
