// The rule interchange-date: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';
import { isDate } from '../../syntax/dates';

export const interchangeDate = error(
  interchange('014', '12'),
  {
    cause: 'The interchange date is not a real date.',
    fix: 'Send YYMMDD (ISA09, UNB) as a real date.',
  },
  {
    unbDate: (value: string, version: string, length: number) =>
      `UNB S004/0017 is '${value}', which is not a ${length === 8 ? 'CCYYMMDD (n8)' : 'YYMMDD (n6)'} date${version ? ` as syntax version ${version} requires` : ''}, or not a real one.`,
    /** What ISA and GS elements must be (envelope-values.ts words the finding). */
    expected: {
      yymmdd: 'the date is six digits, YYMMDD, and a real date',
    },
  },
).checkedBy({ isa: checkIsaDate, unb: checkUnbDate });

/** ISA09: YYMMDD, a real date. */
function checkIsaDate(isa: Segment, issues: Report<'interchange-date'>): void {
  const date = valueOf(isa, 9);
  if (!isDate(date) || date.length !== 6)
    badValue('interchange-date', isa, 9, interchangeDate.messages.expected.yymmdd, issues);
}

/** UNB S004/0017: a real date in its syntax version's form (n6 YYMMDD to version 3, n8 CCYYMMDD in version 4). */
function checkUnbDate(unb: Segment, issues: Report<'interchange-date'>): void {
  const version = unb.elements[0]?.[1] ?? '';
  const date = unb.elements[3]?.[0] ?? '';
  const length = version === '4' ? 8 : /^[123]$/.test(version) ? 6 : date.length;
  if (!isDate(date) || date.length !== length)
    issues.add('interchange-date', unb, interchangeDate.messages.unbDate(date, version, length), 'S004/0017');
}
