// Acknowledgments from the engine's findings (#32): 997, 999, TA1 and CONTRL, each re-validated.
import { inspectorSamples } from '../../../content/inspector/samples';
import { contrl } from '../../../shared/edi/ack-contrl';
import { x12Acknowledgment } from '../../../shared/edi/ack-x12';
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

  it('a 999 names the order after each segment error (CTX with BEG03), and re-validates', () => {
    const badDate = po.replace('BEG*00*SA*4500098231**20260315', 'BEG*00*SA*4500098231**20261345');
    const ack = x12Acknowledgment(inspect(badDate, dictionaries, guided), '999', { now });
    const segments = segmentsOf(ack, '~');
    const ik3 = segments.findIndex((s) => s.startsWith('IK3*BEG*2'));
    expect(segments.slice(ik3, ik3 + 3)).toEqual(['IK3*BEG*2**8', 'CTX*BEG03>4500098231', 'IK4*5**8']);
    // The 997 says the same: invalid date (8), not invalid character (6).
    expect(segmentsOf(x12Acknowledgment(inspect(badDate, dictionaries, guided), '997', { now }), '~')).toContain(
      'AK4*5**8',
    );
    expect(errorsIn(ack)).toEqual([]);
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
