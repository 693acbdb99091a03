/**
 * Every finding code the engine reports: its severity and how an acknowledgment carries it. The X12
 * codes are those of AK304/IK304 (segment errors), AK502/IK502 (transaction set), AK905 (functional
 * group) and TA105 (interchange note); the EDIFACT code is the syntax error code 0085 a CONTRL reports
 * in UCI, UCM, UCS or UCD. The acknowledgment writer reads this table only.
 */

export interface AckMapping {
  x12?: { element: 'AK304' | 'AK403' | 'AK502' | 'AK905' | 'TA105'; code: string };
  /** CONTRL data element 0085. */
  edifact?: string;
}

export interface FindingCodeDef {
  severity: 'error' | 'warning';
  ack: AckMapping;
}

const error = (ack: AckMapping = {}): FindingCodeDef => ({ severity: 'error', ack });
const warning = (ack: AckMapping = {}): FindingCodeDef => ({ severity: 'warning', ack });
const segment = (code: string, edifact: string): AckMapping => ({ x12: { element: 'AK304', code }, edifact });
const element = (code: string, edifact: string): AckMapping => ({ x12: { element: 'AK403', code }, edifact });
const set = (code: string, edifact?: string): AckMapping => ({
  x12: { element: 'AK502', code },
  ...(edifact && { edifact }),
});
const group = (code: string, edifact: string): AckMapping => ({ x12: { element: 'AK905', code }, edifact });
const interchange = (code: string, edifact?: string): AckMapping => ({
  x12: { element: 'TA105', code },
  ...(edifact && { edifact }),
});

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
  'unexpected-trailer': error(interchange('024', '33')),
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
  'functional-id': error(set('6')),
  'message-unknown': error({ edifact: '14' }),
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
  'segment-not-used': error(segment('2', '15')),
  'element-not-used': warning(),
  'hl-id': error(element('7', '12')),
  'hl-parent': error(element('7', '12')),
  'hl-level': error(element('7', '12')),
  'hl-content': error(segment('3', '13')),
  'set-total': error(element('7', '12')),
  // Data elements.
  'element-missing': error(element('1', '13')),
  'element-too-many': error(element('3', '16')),
  'component-too-many': error(element('13', '16')),
  'element-too-long': error(element('5', '39')),
  'element-too-short': error(element('4', '40')),
  'element-type': error(element('6', '37')),
  // A repetition separator in an element that does not repeat (or more occurrences than it may have):
  // AK403/IK403 12, too many repetitions; CONTRL 16, too many constituents.
  'element-repeat': error(element('12', '16')),
  // An X12 DT or TM element that is no date or time: AK403/IK403 8 and 9 say so.
  'element-date': error(element('8', '37')),
  'element-time': error(element('9', '37')),
  'code-unknown': error(element('7', '12')),
  'code-outside-list': warning(),
  // Values.
  // Envelope values (X12 ISA/GS/ST, EDIFACT UNB): each with the TA105, AK905 or AK502 code that names it.
  'interchange-syntax': error(interchange('016', '2')),
  'interchange-date': error(interchange('014', '12')),
  'interchange-time': error(interchange('015', '12')),
  'interchange-qualifier': error(interchange('005', '12')),
  'interchange-version': error(interchange('017', '2')),
  'interchange-control-number': error(interchange('018', '12')),
  'interchange-ack-requested': error(interchange('019', '12')),
  'interchange-usage': error(interchange('020', '25')),
  'interchange-delimiters': error(interchange('027', '22')),
  'interchange-duplicate': error(interchange('025', '26')),
  'group-date': error(group('1', '12')),
  'group-time': error(group('1', '12')),
  'group-version': error(group('2', '2')),
  'group-control-number': error(group('6', '12')),
  'group-duplicate': error(group('19', '26')),
  'group-empty': error(group('5', '32')),
  'transaction-duplicate': error(set('23', '26')),
  'transaction-convention': error(set('19')),
  'character-set': error({ edifact: '21' }),
  'gs1-check-digit': warning(),
} as const satisfies Record<string, FindingCodeDef>;

export type FindingCode = keyof typeof findingCodes;

/** The envelope levels, whose unclosed, count and control findings have a code each. */
export type EnvelopeLevel = 'interchange' | 'group' | 'transaction';
