/**
 * The EDIFACT interchange header's own checks, each in its rule's definition (registry/<code>.ts) but the
 * control reference's presence (an element the UNB must carry), apart from the envelope loop of check-edifact.ts.
 */
import { issueText } from './messages';
import type { Collector } from './findings';
import type { Segment } from '../model/types';
import { interchangeSyntax } from './registry/interchange-syntax';
import { interchangeDate } from './registry/interchange-date';
import { interchangeTime } from './registry/interchange-time';
import { interchangeDelimiters } from './registry/interchange-delimiters';

/** UNA's fifth character against the interchange's syntax version (interchange-delimiters). */
export function checkServiceAdvice(una: Segment | undefined, version: string, issues: Collector): void {
  interchangeDelimiters.check.una(una, version, issues);
}

/**
 * UNB: the syntax identifier known, the date of preparation a real one in its syntax version's form, the
 * control reference there, the time real.
 */
export function checkInterchangeHeader(s: Segment, issues: Collector): void {
  interchangeSyntax.check.unb(s, issues);
  interchangeDate.check.unb(s, issues);
  if ((s.elements[4]?.[0] ?? '') === '')
    issues.add(
      'element-missing',
      s,
      issueText.elementMissing('UNB', '0020', 'Interchange control reference', 'ISO 9735'),
      '0020',
      { elementPos: 5 },
    );
  interchangeTime.check.unb(s, issues);
}
