/**
 * The values of the X12 envelope segments, as the envelope rules publish them: ISA qualifiers, date and
 * time, the repetition separator by version, control number form, acknowledgment flag, usage, ISA16 apart
 * from the other delimiters; GS date, time, control number and version; ST03 against GS08; control numbers
 * unique where X12 requires it. Findings name the element (ISA09, GS08).
 */
import { issueText } from './messages';
import { isDate, isTime } from '../syntax/dates';
import type { FindingCode } from './finding-codes';
import type { Collector } from './findings';
import type { Delimiters, Segment } from '../model/types';

const v = (s: Segment, n: number) => s.elements[n - 1]?.[0] ?? '';

/** ISA05 and ISA07: the interchange ID qualifiers X12 defines. */
const QUALIFIERS = new Set(
  '01 02 03 04 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 AM NR SA SN ZZ'.split(
    ' ',
  ),
);
/**
 * ISA12, the interchange control version numbers X12 has published: 00VRR by version V (2 to 8) and release
 * (00200, 00401, 00501, 00801), so 04010, 00999 and 99999 are none.
 */
const ISA_VERSIONS = /^00[2-8]0\d$/;

/** GS08 releases before 004010 date GS04 as YYMMDD; 004010 and later as CCYYMMDD. */
const yymmddGroupDate = (gs08: string) => /^00[23]\d{3}/.test(gs08) || /^00400\d/.test(gs08);

/** ISA01 and ISA03: authorization and security information qualifiers. */
const AUTHORIZATION = new Set(['00', '01', '02', '03', '04', '05', '06']);
const SECURITY = new Set(['00', '01']);

export function checkIsaValues(isa: Segment, d: Delimiters, issues: Collector): void {
  const t = issueText;
  const bad = (code: FindingCode, n: number, expected: string) => {
    const ref = `ISA${String(n).padStart(2, '0')}`;
    issues.add(code, isa, t.envelopeValue(ref, v(isa, n).trim(), expected), ref);
  };
  if (!AUTHORIZATION.has(v(isa, 1))) bad('interchange-qualifier', 1, t.expected.authorization);
  if (!SECURITY.has(v(isa, 3))) bad('interchange-qualifier', 3, t.expected.security);
  if (!QUALIFIERS.has(v(isa, 5))) bad('interchange-qualifier', 5, t.expected.qualifier);
  if (!QUALIFIERS.has(v(isa, 7))) bad('interchange-qualifier', 7, t.expected.qualifier);
  if (!isDate(v(isa, 9)) || v(isa, 9).length !== 6) bad('interchange-date', 9, t.expected.yymmdd);
  if (!isTime(v(isa, 10)) || v(isa, 10).length !== 4) bad('interchange-time', 10, t.expected.isaTime);
  const version = v(isa, 12);
  const component = v(isa, 16);
  // ISA11 equal to ISA16 is reported once, on ISA16.
  const sameAsComponent = v(isa, 11) === component;
  // ISA12 is a code list, not any five digits; with an unknown version ISA11's meaning is unknown too.
  if (!ISA_VERSIONS.test(version)) bad('interchange-version', 12, t.expected.isaVersion);
  // From 00402 on ISA11 is the repetition separator; before, the standards identifier U.
  else if (version >= '00402' ? !d.repetition && !sameAsComponent : v(isa, 11) !== 'U')
    bad('interchange-syntax', 11, version >= '00402' ? t.expected.repetition : t.expected.standardU);
  if (!/^\d{9}$/.test(v(isa, 13))) bad('interchange-control-number', 13, t.expected.nineDigits);
  if (!['0', '1'].includes(v(isa, 14))) bad('interchange-ack-requested', 14, t.expected.zeroOrOne);
  if (!['P', 'T', 'I'].includes(v(isa, 15))) bad('interchange-usage', 15, t.expected.usage);
  if (
    [d.element, d.segment, d.repetition].includes(component) ||
    (version >= '00402' && sameAsComponent) ||
    /[A-Za-z0-9 ]/.test(component)
  )
    bad('interchange-delimiters', 16, t.expected.componentSeparator);
}

export function checkGsValues(gs: Segment, issues: Collector): void {
  const t = issueText;
  const bad = (code: FindingCode, n: number, expected: string) => {
    const ref = `GS${String(n).padStart(2, '0')}`;
    issues.add(code, gs, t.envelopeValue(ref, v(gs, n), expected), ref);
  };
  const short = yymmddGroupDate(v(gs, 8));
  if (!isDate(v(gs, 4)) || v(gs, 4).length !== (short ? 6 : 8))
    bad('group-date', 4, short ? t.expected.gsYymmdd : t.expected.ccyymmdd);
  if (!/^\d{4}(\d{2}(\d{1,2})?)?$/.test(v(gs, 5)) || !isTime(v(gs, 5).slice(0, 4)))
    bad('group-time', 5, t.expected.hhmm);
  if (!/^\d{1,9}$/.test(v(gs, 6))) bad('group-control-number', 6, t.expected.groupControl);
  if (!['X', 'T'].includes(v(gs, 7))) bad('group-version', 7, t.expected.agency);
  if (!/^00[2-8]\d{3}/.test(v(gs, 8))) bad('group-version', 8, t.expected.version);
}

/** ST03 (005010 on): when sent, the implementation convention must be the one GS08 names. */
export function checkStConvention(st: Segment, convention: string, gs08: string, issues: Collector): void {
  if (convention && gs08 && convention !== gs08)
    issues.add('transaction-convention', st, issueText.convention(convention, gs08), 'ST03');
}

/**
 * Control numbers X12 requires unique: ISA13 within the file, GS06 within its interchange, ST02 within its
 * group. Each `seen` set belongs to the level that contains the numbers.
 */
export function checkUnique(
  seen: Set<string>,
  control: string,
  s: Segment,
  code: 'interchange-duplicate' | 'group-duplicate' | 'transaction-duplicate',
  ref: string,
  issues: Collector,
): void {
  if (control === '') return;
  if (seen.has(control)) issues.add(code, s, issueText.duplicateControl(ref, control), ref);
  seen.add(control);
}
