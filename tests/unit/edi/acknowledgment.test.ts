// Acknowledgments from the engine's findings (#32): 997, 999, TA1 and CONTRL, each re-validated.
import { inspectorSamples } from '../../../content/inspector/samples';
import { contrl } from '../../../shared/edi/writers/ack-contrl';
import { x12Acknowledgment } from '../../../shared/edi/writers/ack-x12';
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = sample('x12-850-005010');
const orders = sample('edifact-orders');
const now = new Date('2026-11-26T10:30:00Z');
/** Our guide asked for: the sample is not addressed to Northwind, so by default only syntax and envelopes are checked. */
const guided = { guide: '005010' };
const segmentsOf = (edi: string, terminator: string) =>
  edi
    .split(terminator)
    .map((s) => s.replace(/^[\r\n]+/, ''))
    .filter((s) => s.trim() !== '');
/** A generated document read again by the same engine: no error. */
const errorsIn = (edi: string) => inspect(edi, dictionaries).issues.filter((i) => i.severity === 'error');

describe('X12 acknowledgments', () => {
  it('a 997 for an 850 whose SE01 says 23 for 24 segments rejects the set with AK5 R 4 and the group with AK9 R', () => {
    const result = inspect(po.replace('SE*24*0001', 'SE*23*0001'), dictionaries);
    const ack = x12Acknowledgment(result, '997', { now });
    const segments = segmentsOf(ack, '~');
    const gs06 = result.interchanges[0]?.groups[0]?.control;
    expect(segments.slice(2, 7)).toEqual(['ST*997*0001', `AK1*PO*${gs06}`, 'AK2*850*0001', 'AK5*R*4', 'AK9*R*1*1*0']);
    // Sender and receiver swapped, a new control number, our date and time.
    expect(segments[0]).toBe(
      'ISA*00*          *00*          *ZZ*ACMESUPPLY     *ZZ*HARBORMART     *261126*1030*^*00501*000000001*0*P*>',
    );
    expect(segments[1]).toBe('GS*FA*ACMESUPPLY*HARBORMART*20261126*1030*1*X*005010');
    expect(segments.slice(-3)).toEqual(['SE*6*0001', 'GE*1*1', 'IEA*1*000000001']);
    expect(errorsIn(ack)).toEqual([]);
  });

  it('reports segment and element errors in AK3/AK4 with positions from ST', () => {
    const ack = x12Acknowledgment(inspect(po.replace('BEG*00*SA*', 'BEG*99*SA*'), dictionaries, guided), '997', {
      now,
    });
    expect(segmentsOf(ack, '~').slice(4, 9)).toEqual([
      'AK2*850*0001',
      'AK3*BEG*2**8',
      'AK4*1**7',
      'AK5*R*5',
      'AK9*R*1*1*0',
    ]);
    expect(errorsIn(ack)).toEqual([]);
  });

  it('a 999 for any set carries IK5 and AK9, and accepts a sound one', () => {
    for (const id of ['x12-850-005010', 'x12-856-005010', 'x12-810-005010']) {
      const ack = x12Acknowledgment(inspect(sample(id), dictionaries), '999', { now, control: 42 });
      const segments = segmentsOf(ack, '~');
      expect(segments).toContain('IK5*A');
      expect(segments).toContain('AK9*A*1*1*1');
      expect(segments[0]).toContain('*000000042*');
      expect(errorsIn(ack)).toEqual([]);
    }
    const broken = x12Acknowledgment(inspect(po.replace('SE*24*0001', 'SE*23*0001'), dictionaries), '999', { now });
    expect(segmentsOf(broken, '~')).toEqual(expect.arrayContaining(['IK5*R*4', 'AK9*R*1*1*0']));
  });

  it('a TA1 for a sound interchange: its control number, date and time, accepted with note 000', () => {
    const result = inspect(po, dictionaries);
    const ic = result.interchanges[0];
    const segments = segmentsOf(x12Acknowledgment(result, 'TA1', { now }), '~');
    expect(segments[1]).toBe(`TA1*${ic?.control}*${ic?.date}*${ic?.time}*A*000`);
    expect(segments[2]).toBe('IEA*0*000000001');
  });
});

describe('EDIFACT CONTRL', () => {
  it('re-validates with no error when it repeats a message type the directory does not know (UCM S009)', () => {
    const unknown = orders.replace('UNH+1+ORDERS:D:96A:UN:EAN008', 'UNH+1+DESADX:D:96A:UN:EAN008');
    const original = inspect(unknown, dictionaries);
    expect(original.issues.map((f) => f.code)).toContain('message-unknown');
    const ack = contrl(original, { now });
    expect(segmentsOf(ack, "'")).toContain('UCM+1+DESADX:D:96A:UN+4+12+UNH');
    expect(errorsIn(ack)).toEqual([]);
    // The CONTRL's own codes are still checked: an action code 0083 that is none is an error.
    expect(errorsIn(ack.replace('+4+12+UNH', '+9+12+UNH')).map((f) => f.code)).toEqual(['code-unknown']);
  });

  it('for an ORDERS missing its BGM: UCI with the original reference and parties, UCM action 4, UCS error 13', () => {
    const noBgm = orders.replace(/BGM\+[^']*'\n?/, '').replace('UNT+24+1', 'UNT+23+1');
    const ack = contrl(inspect(noBgm, dictionaries), { now });
    const segments = segmentsOf(ack, "'");
    expect(segments[0]).toBe('UNA:+.? ');
    expect(segments.slice(2)).toEqual([
      'UNH+1+CONTRL:D:3:UN',
      'UCI+ORD0004721+5412345000013:14+4012345000009:14+7',
      'UCM+1+ORDERS:D:96A:UN+4',
      'UCS+2+13',
      'UNT+5+1',
      'UNZ+1+CTL000000001',
    ]);
    expect(segments[1]).toBe('UNB+UNOC:3+4012345000009:14+5412345000013:14+261126:1030+CTL000000001');
    expect(errorsIn(ack)).toEqual([]);
  });

  it('accepts a sound interchange and names element errors in UCD under their UCS', () => {
    expect(segmentsOf(contrl(inspect(orders, dictionaries), { now }), "'")).toContain('UCM+1+ORDERS:D:96A:UN+7');
    const ack = contrl(inspect(orders.replace('BGM+220+', 'BGM+2200+'), dictionaries), { now });
    expect(segmentsOf(ack, "'")).toEqual(expect.arrayContaining(['UCM+1+ORDERS:D:96A:UN+4', 'UCS+2', 'UCD+39+1:1']));
    expect(errorsIn(ack)).toEqual([]);
  });
});

// The cases of #43, each pinned segment by segment, and the rule behind it. Our samples are not addressed to
// Northwind, so the guide of the release their GS08 names is asked for (#44), as a partner's check would use it.
const guideOf = (text: string) => /\*X\*(00[45]010)/.exec(text)?.[1];
const ackOf = (text: string, type: '997' | '999' | 'TA1', options = {}) => {
  const release = guideOf(text);
  return x12Acknowledgment(inspect(text, dictionaries, release ? { guide: release } : {}), type, { now, ...options });
};

describe('acknowledgments that say what happened (#43)', () => {
  const noBeg = po.replace(/BEG\*[^~]*~\n/, '').replace('SE*24*', 'SE*23*');

  it('names a missing segment in AK3/IK3 at the position it was expected, not the segment found there', () => {
    expect(segmentsOf(ackOf(noBeg, '997'), '~').slice(4, 7)).toEqual(['AK2*850*0001', 'AK3*BEG*2**3', 'AK5*R*5']);
    const ack999 = ackOf(noBeg, '999');
    expect(segmentsOf(ack999, '~').slice(5, 8)).toEqual(['IK3*BEG*2**3', 'IK5*R*5', 'AK9*R*1*1*0']);
    expect(errorsIn(ack999)).toEqual([]);
  });

  it('answers a segment read with the wrong delimiters by the 2-3 character ID it starts with', () => {
    const mixed = po.replace('N1*BY*Harbor Mart', 'N1|BY|Harbor Mart');
    for (const type of ['997', '999'] as const) {
      const ack = ackOf(mixed, type);
      expect(segmentsOf(ack, '~')).toContain(`${type === '997' ? 'AK3' : 'IK3'}*N1*11**1`);
      expect(errorsIn(ack)).toEqual([]);
    }
    // A tag longer than three characters is cut to three (AK301 is an ID of 2-3).
    expect(segmentsOf(ackOf(po.replace('FOB*PP~', 'FOBULOUS*PP~'), '997'), '~')).toContain('AK3*FOB*7**1');
  });

  it('writes its own ISA with delimiters that make it valid when the original ISA16 repeats its separator', () => {
    const broken = po.replace(/\*P\*>~/, '*P**~');
    for (const type of ['997', '999', 'TA1'] as const) {
      const ack = ackOf(broken, type);
      const isa = segmentsOf(ack, '~')[0] ?? '';
      expect(isa.split('*')).toHaveLength(17);
      expect(isa.endsWith('*P*>')).toBe(true);
      expect(errorsIn(ack)).toEqual([]);
    }
    // The interchange is rejected (TA1 R 027, invalid component element separator: ISA16 is the element
    // separator), so the 997 accepts none of its sets.
    expect(segmentsOf(ackOf(broken, 'TA1'), '~')[1]).toBe('TA1*000004721*260315*1045*R*027');
    expect(segmentsOf(ackOf(broken, '997'), '~').slice(3, 5)).toEqual(['AK1*PO*4721', 'AK9*R*1*1*0']);
  });

  it('rejects an interchange without its trailer: TA1 R 023, and CONTRL UCI action 4 with 0085 13 for UNZ', () => {
    const noIea = po.replace(/IEA\*[^~]*~\n?/, '');
    expect(segmentsOf(ackOf(noIea, 'TA1'), '~')[1]).toBe('TA1*000004721*260315*1045*R*023');
    const noUnz = orders.replace(/UNZ\+[^']*'\n?/, '');
    const ack = contrl(inspect(noUnz, dictionaries), { now });
    // Action 4 rejects the interchange and all below it: no message follows as accepted.
    expect(segmentsOf(ack, "'").slice(2)).toEqual([
      'UNH+1+CONTRL:D:3:UN',
      'UCI+ORD0004721+5412345000013:14+4012345000009:14+4+13+UNZ',
      'UNT+3+1',
      'UNZ+1+CTL000000001',
    ]);
    expect(errorsIn(ack)).toEqual([]);
  });

  it('rejects a group with a bad GS05 without an AK905 code (X12 has none for it), and accepts none of its sets', () => {
    const badTime = po.replace('*20260315*1045*4721', '*20260315*2561*4721');
    expect(segmentsOf(ackOf(badTime, '997'), '~').slice(2, 6)).toEqual([
      'ST*997*0001',
      'AK1*PO*4721',
      'AK9*R*1*1*0',
      'SE*4*0001',
    ]);
  });

  it('AK9 states the count GE01 gave beside the sets received, and rejects the group with AK905 5', () => {
    const geCount = po.replace('GE*1*4721', 'GE*2*4721');
    expect(segmentsOf(ackOf(geCount, '997'), '~').slice(3, 5)).toEqual(['AK1*PO*4721', 'AK9*R*2*1*0*5']);
  });

  it("puts the 997's own release in its GS08, never the original's implementation convention", () => {
    const claimGroup = po.replace('*X*005010~', '*X*005010X222A1~');
    expect(segmentsOf(ackOf(claimGroup, '997'), '~')[1]).toBe('GS*FA*ACMESUPPLY*HARBORMART*20261126*1030*1*X*005010');
    const ack = ackOf(claimGroup, '997', { release: '004010' });
    const segments = segmentsOf(ack, '~');
    expect(segments[0]).toContain('*U*00401*');
    expect(segments[1]).toBe('GS*FA*ACMESUPPLY*HARBORMART*20261126*1030*1*X*004010');
    expect(errorsIn(ack)).toEqual([]);
  });

  it('a 999 carries AK203 when ST03 was sent, and no CTX X231A1 does not name (BEG03 is not a business unit)', () => {
    const withSt03 = po.replace('ST*850*0001~', 'ST*850*0001*005010~').replace('BEG*00*', 'BEG*99*');
    const segments = segmentsOf(ackOf(withSt03, '999'), '~');
    expect(segments.slice(4, 8)).toEqual(['AK2*850*0001*005010', 'IK3*BEG*2**8', 'IK4*1**7', 'IK5*R*5']);
    expect(segments.some((s) => s.startsWith('CTX'))).toBe(false);
  });

  it("a 999 names the claim around an 837's segment error: CTX CLM01 of the claim before it", () => {
    const claims = [
      'ISA*00*          *00*          *ZZ*CLINIC         *ZZ*PAYER          *260315*1045*^*00501*000000101*0*P*:~',
      'GS*HC*CLINIC*PAYER*20260315*1045*101*X*005010X222A1~',
      'ST*837*0001*005010X222A1~',
      'BHT*0019*00*244579*20260315*1045*CH~',
      'CLM*CLAIM-0001*125***11:B:1*Y*A*Y*Y~',
      'CLM*CLAIM-0002*80***11:B:1*Y*A*Y*Y~',
      'NM1|85|2|CLINIC~',
      'SE*6*0001~',
      'GE*1*101~',
      'IEA*1*000000101~',
    ].join('\n');
    const ack = ackOf(claims, '999');
    expect(segmentsOf(ack, '~').slice(3, 8)).toEqual([
      'AK1*HC*101*005010X222A1',
      'AK2*837*0001*005010X222A1',
      'IK3*NM1*5**1',
      'CTX*CLM01:CLAIM-0002',
      'IK5*R*5',
    ]);
    expect(errorsIn(ack)).toEqual([]);
  });

  it('takes only the codes of the release it writes: a 004010 997 has no AK905 19 or AK502 18', () => {
    const group = /GS\*[\s\S]*?GE\*[^~]*~\n/.exec(po)?.[0] ?? '';
    const twice = po.replace(group, group + group).replace('IEA*1*', 'IEA*2*');
    expect(segmentsOf(ackOf(twice, '999'), '~')).toContain('AK9*R*1*1*0*19');
    expect(segmentsOf(ackOf(twice, '997', { release: '004010' }), '~')).toContain('AK9*R*1*1*0');
    const wrongGroup = po.replace('GS*PO*', 'GS*IN*');
    expect(segmentsOf(ackOf(wrongGroup, '999'), '~')).toContain('IK5*R*18');
    expect(segmentsOf(ackOf(wrongGroup, '997', { release: '004010' }), '~')).toContain('AK5*R*1');
  });

  it('TA102 and TA103 never echo a date or time that is none: the answer gives its own', () => {
    const badStamp = po.replace('*260315*1045*', '*261345*2599*');
    expect(segmentsOf(ackOf(badStamp, 'TA1'), '~')[1]).toBe('TA1*000004721*261126*1030*R*014');
  });

  it("CONTRL reports UNT's count in the message's UCM, a UNG group in UCF, and nothing accepted under a rejection", () => {
    const untCount = contrl(inspect(orders.replace('UNT+24+1', 'UNT+29+1'), dictionaries), { now });
    expect(segmentsOf(untCount, "'").slice(3, 6)).toEqual([
      'UCI+ORD0004721+5412345000013:14+4012345000009:14+7',
      'UCM+1+ORDERS:D:96A:UN+4+29+UNT+1',
      'UNT+4+1',
    ]);
    const grouped = orders
      .replace(/(UNB[^']*'\n?)/, "$1UNG+ORDERS+5412345000013:14+4012345000009:14+260315:1045+G1+UN+D:96A'\n")
      .replace(/(UNT[^']*'\n?)/, "$1UNE+2+G1'\n");
    const ack = contrl(inspect(grouped, dictionaries), { now });
    expect(segmentsOf(ack, "'").slice(3, 6)).toEqual([
      'UCI+ORD0004721+5412345000013:14+4012345000009:14+7',
      'UCF+G1+5412345000013+4012345000009+4+29+UNE+1',
      'UNT+4+1',
    ]);
    expect(errorsIn(ack)).toEqual([]);
    const unzCount = contrl(inspect(orders.replace('UNZ+1+', 'UNZ+3+'), dictionaries), { now });
    expect(segmentsOf(unzCount, "'").filter((s) => s.startsWith('UC'))).toEqual([
      'UCI+ORD0004721+5412345000013:14+4012345000009:14+4+29+UNZ+1',
    ]);
  });
});
