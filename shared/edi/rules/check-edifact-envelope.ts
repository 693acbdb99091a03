/**
 * The EDIFACT interchange header's own checks (UNA's reserved fifth character, UNB's syntax identifier,
 * date, time and control reference), apart from the envelope loop of check-edifact.ts.
 */
import { issueText } from './messages';
import { isDate, isTime } from '../syntax/dates';
import type { Collector } from './findings';
import type { Segment } from '../model/types';

const value = (s: Segment | undefined, n: number, c = 1) => s?.elements[n - 1]?.[c - 1] ?? '';

/** Syntax identifiers of code list 0001: UN/ECE's levels (UNOA…UNOY) and IATA's and Korea's (IATA, IATB, KECA). */
const SYNTAX_IDENTIFIERS = /^(UNO[A-KWXY]|IAT[AB]|KECA)$/;

/**
 * UNA's fifth character is the repetition separator from syntax version 4 on; before, ISO 9735 reserves it
 * (a space), so a character there declares a separator the interchange's own version does not have.
 */
export function checkServiceAdvice(una: Segment | undefined, version: string, issues: Collector): void {
  const fifth = una?.tag === 'UNA' ? (una.elements[4]?.[0] ?? ' ') : ' ';
  if (una && fifth !== ' ' && /^[123]$/.test(version))
    issues.add('interchange-delimiters', una, issueText.unaReserved(fifth, version), 'UNA5', { elementPos: 5 });
}

/**
 * UNB: the syntax identifier known, the date of preparation a real one in its syntax version's form (n6
 * YYMMDD to version 3, n8 CCYYMMDD in version 4), the time real, the control reference there.
 */
export function checkInterchangeHeader(s: Segment, issues: Collector): void {
  const t = issueText;
  const syntax = value(s, 1);
  if (!SYNTAX_IDENTIFIERS.test(syntax)) issues.add('interchange-syntax', s, t.syntaxUnknown(syntax), 'S001/0001');
  const version = value(s, 1, 2);
  const date = value(s, 4);
  const length = version === '4' ? 8 : /^[123]$/.test(version) ? 6 : date.length;
  if (!isDate(date) || date.length !== length)
    issues.add('interchange-date', s, t.unbDate(date, version, length), 'S004/0017');
  if (value(s, 5) === '')
    issues.add(
      'element-missing',
      s,
      t.elementMissing('UNB', '0020', 'Interchange control reference', 'ISO 9735'),
      '0020',
      {
        elementPos: 5,
      },
    );
  const time = value(s, 4, 2);
  if (!isTime(time)) issues.add('interchange-time', s, t.envelopeTime('UNB S004/0019', time), 'S004/0019');
}
