/**
 * Every finding code the engine reports: its severity and how an acknowledgment carries it, each code chosen
 * by its definition in the acknowledgment's own code list (the reasons: docs/acknowledgment-codes.md). X12:
 * TA105 (interchange), AK905 (group), AK502/IK502 (set), AK304/IK304 (segment), AK403/IK403 (element); a
 * 004010 997 takes only its release's codes, a 999 its implementation (I) codes. EDIFACT: the 0085 a CONTRL
 * reports in UCI, UCF, UCM, UCS or UCD. The acknowledgment writers read this table only.
 */

export type AckElement = 'AK304' | 'AK403' | 'AK502' | 'AK905' | 'TA105';

/** The level of an acknowledgment that reports a finding. */
export type AckLevel = 'interchange' | 'group' | 'transaction' | 'segment' | 'element';

export interface AckMapping {
  x12?: {
    element: AckElement;
    /** Absent where X12 defines no code for the error: the level is rejected without one. */
    code?: string;
    /** A 004010 997, whose list lacks `code`: the nearest code it has ('' for none). */
    v4010?: string;
    /** A 999, where the implementation's own code says more (IK304 I4, IK502 I6). */
    ik?: string;
    /** By the element the finding names, where each has its own code (TA105 005 for ISA05, 007 for ISA07). */
    byElement?: Readonly<Record<string, string>>;
  };
  /** CONTRL data element 0085. */
  edifact?: string;
  /** For a finding without X12 codes: the CONTRL level that reports it. */
  level?: AckLevel;
}

export interface FindingCodeDef {
  severity: 'error' | 'warning';
  ack: AckMapping;
}

type X12Extra = Omit<NonNullable<AckMapping['x12']>, 'element' | 'code'>;

const error = (ack: AckMapping = {}): FindingCodeDef => ({ severity: 'error', ack });
const warning = (ack: AckMapping = {}): FindingCodeDef => ({ severity: 'warning', ack });
const x12 = (element: AckElement, code: string | undefined, edifact?: string, extra: X12Extra = {}): AckMapping => ({
  x12: { element, ...(code !== undefined && { code }), ...extra },
  ...(edifact && { edifact }),
});
const segment = (code: string, edifact: string, extra?: X12Extra) => x12('AK304', code, edifact, extra);
const element = (code: string, edifact: string, extra?: X12Extra) => x12('AK403', code, edifact, extra);
const set = (code: string, edifact?: string, extra?: X12Extra) => x12('AK502', code, edifact, extra);
const group = (code: string | undefined, edifact: string, extra?: X12Extra) => x12('AK905', code, edifact, extra);
const interchange = (code: string, edifact?: string, extra?: X12Extra) => x12('TA105', code, edifact, extra);

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

export const findingCodes = {
  // The document as a whole.
  'not-edi': error(),
  'too-large': error(),
  // Reading segments.
  'isa-truncated': error(interchange('022')),
  'isa-width': error(interchange('022')),
  'terminator-mismatch': error(interchange('004', '22')),
  'segment-unreadable': error(segment('1', '18')),
  'segment-empty': warning(),
  'segment-unknown': error(segment('1', '15')),
  // Envelopes.
  'outside-envelope': error(interchange('024', '33')),
  'unexpected-trailer': error(interchange('022', '33')),
  'interchange-unclosed': error(interchange('023', '13')),
  'group-unclosed': error(group('3', '13')),
  'transaction-unclosed': error(set('2', '13')),
  'interchange-count': error(interchange('021', '29')),
  'group-count': error(group('5', '29')),
  'transaction-count': error(set('4', '29')),
  'interchange-control': error(interchange('001', '28')),
  'group-control': error(group('4', '28')),
  'transaction-control': error(set('3', '28')),
  'transaction-unknown': error(set('1')),
  'functional-id': error(set('18', undefined, { v4010: '1' })),
  'message-unknown': error({ edifact: '12', level: 'transaction' }),
  'message-version': warning(),
  // Interactive EDIFACT (UIB/UIH, ISO 9735-3): read, reported once, not checked. CONTRL 1 does not fit;
  // 4, service segment missing/invalid, is what a batch receiver would answer.
  'interactive-edifact': error({ edifact: '4' }),
  // Message structure.
  'segment-missing': error(segment('3', '13')),
  'group-missing': error(segment('3', '13')),
  'segment-repeat': error(segment('5', '35')),
  'group-repeat': error(segment('4', '36')),
  'segment-order': error(segment('7', '15')),
  // X12 sets against our guides: a segment the guide does not use, the 856 hierarchy, stated totals.
  'segment-not-used': error(segment('2', '15', { ik: 'I4' })),
  'element-not-used': warning(),
  'hl-id': error(element('7', '12')),
  'hl-parent': error(element('7', '12')),
  'hl-level': error(element('7', '12')),
  'hl-content': error(segment('3', '13')),
  'set-total': error(element('7', '12')),
  // Data elements.
  'element-missing': error(element('1', '13')),
  'element-too-many': error(element('3', '8')),
  'component-too-many': error(element('13', '16', { v4010: '3' })),
  'element-too-long': error(element('5', '39')),
  'element-too-short': error(element('4', '40')),
  'element-type': error(element('6', '37')),
  // A repetition separator in an element that does not repeat (or more occurrences than it may have):
  // AK403/IK403 12, too many repetitions; CONTRL 16, too many constituents.
  'element-repeat': error(element('12', '16')),
  // An X12 DT or TM element that is no date or time: AK403/IK403 8 and 9 say so.
  'element-date': error(element('8', '12')),
  'element-time': error(element('9', '12')),
  'code-unknown': error(element('7', '12')),
  'code-outside-list': warning(),
  // Values.
  // Envelope values (X12 ISA/GS/ST, EDIFACT UNB): each with the TA105, AK905 or AK502 code that names it.
  'interchange-syntax': error(interchange('016', '2')),
  'interchange-date': error(interchange('014', '12')),
  'interchange-time': error(interchange('015', '12')),
  'interchange-qualifier': error(
    interchange('005', '12', { byElement: { ISA01: '010', ISA03: '012', ISA05: '005', ISA07: '007' } }),
  ),
  'interchange-version': error(interchange('017', '2')),
  'interchange-control-number': error(interchange('018', '12')),
  'interchange-ack-requested': error(interchange('019', '12')),
  'interchange-usage': error(interchange('020', '12')),
  'interchange-delimiters': error(interchange('027', '22')),
  'interchange-duplicate': error(interchange('025', '26')),
  // X12 has no AK905 code for a bad GS date or time, an empty group or (in 004010) a repeated GS06: the
  // group is rejected without a code (AK905 1 would say "not supported").
  'group-date': error(group(undefined, '12')),
  'group-time': error(group(undefined, '12')),
  'group-version': error(group('2', '2')),
  'group-control-number': error(group('6', '12')),
  'group-duplicate': error(group('19', '26', { v4010: '' })),
  'group-empty': error(group(undefined, '32')),
  'transaction-duplicate': error(set('23', '26')),
  'transaction-convention': error(set('19', undefined, { v4010: '1' })),
  'character-set': error({ edifact: '21', level: 'segment' }),
  'gs1-check-digit': warning(),
} as const satisfies Record<string, FindingCodeDef>;

export type FindingCode = keyof typeof findingCodes;

/** The envelope levels, whose unclosed, count and control findings have a code each. */
export type EnvelopeLevel = 'interchange' | 'group' | 'transaction';
