/**
 * One rule's test (issue 42: every finding code has a test file of its own, tests/unit/edi/rules/<code>.test.ts):
 * a document that breaks the rule is reported with its code, and the same document made right is not.
 */
import { inspect } from '../../../../shared/edi/inspect';
import type { FindingCode } from '../../../../shared/edi/rules/finding-codes';
import type { InspectOptions } from '../../../../shared/edi/model/types';
import { dictionaries } from '../../../fixtures/edi-dictionaries';

export interface RuleDocument {
  text: string;
  options?: InspectOptions;
}

const codesOf = ({ text, options }: RuleDocument) => inspect(text, dictionaries, options).issues.map((f) => f.code);

/** The findings of `code` in a document, with their element and message (what a reader of the report sees). */
export const findingsOf = (code: FindingCode, { text, options }: RuleDocument) =>
  inspect(text, dictionaries, options).issues.filter((f) => f.code === code);

export function ruleCase(code: FindingCode, cases: { triggers: RuleDocument; clean: RuleDocument }): void {
  describe(`the rule ${code}`, () => {
    it('is reported for a document that breaks it', () => {
      expect(codesOf(cases.triggers)).toContain(code);
    });
    it('is not reported for the same document made right', () => {
      expect(codesOf(cases.clean)).not.toContain(code);
    });
  });
}
