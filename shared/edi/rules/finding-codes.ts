/**
 * Every finding code the engine reports, with its severity and how an acknowledgment carries it: the rule
 * registry (index.ts) under the name the site and the writers use. The acknowledgment writers read this only.
 */
import { rules } from './index';
import type { AckMapping, AckLevel } from './define-rule';

export type { AckElement, AckLevel, AckMapping, FindingCodeDef, RuleDefinition, RuleDocs } from './define-rule';
export type { FindingCode } from './index';

/** The level a mapping reports at. */
export function ackLevel(ack: AckMapping): AckLevel | undefined {
  switch (ack.x12?.element) {
    case 'TA105':
      return 'interchange';
    case 'AK905':
      return 'group';
    case 'AK502':
      return 'transaction';
    case 'AK304':
      return 'segment';
    case 'AK403':
      return 'element';
    default:
      return ack.level;
  }
}

/** Which X12 acknowledgment a code is written for: its lists differ. */
export type X12AckKind = '997-4010' | '997' | '999';

/** The X12 code of a mapping in `kind` (undefined: none exists), for a finding that names the element `named`. */
export function x12Code(ack: AckMapping, kind: X12AckKind, named?: string): string | undefined {
  const x = ack.x12;
  if (!x) return undefined;
  const code = (named !== undefined ? x.byElement?.[named] : undefined) ?? x.code;
  if (kind === '999' && x.ik) return x.ik;
  if (kind === '997-4010' && x.v4010 !== undefined) return x.v4010 || undefined;
  return code;
}

export const findingCodes = rules;

/** The envelope levels, whose unclosed, count and control findings have a code each. */
export type EnvelopeLevel = 'interchange' | 'group' | 'transaction';
