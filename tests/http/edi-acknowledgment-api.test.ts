// POST /api/edi/acknowledgment (#32): the answer to a document as EDI, off the request thread, with the API's
// limits; every parameter checked.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { acknowledge } from '../../shared/edi/writers/acknowledge';
import { inspect } from '../../shared/edi/inspect';
import { dictionaries } from '../fixtures/edi-dictionaries';
import { testApp } from './helpers';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = sample('x12-850-005010');
const orders = sample('edifact-orders');
/** An answer's segments after its ISA and GS, which carry the time it was made. */
const afterHeaders = (text: string) =>
  text
    .split('~')
    .slice(2)
    .map((s) => s.trim());

describe('POST /api/edi/acknowledgment', () => {
  const { app } = testApp();
  const post = (query: string, body: string) =>
    request(app).post(`/api/edi/acknowledgment${query}`).set('Content-Type', 'text/plain').send(body);

  it('answers a 997 as an X12 download, with our ids, control number and usage', async () => {
    const res = await post(
      '?type=997&sender=NORTHWIND&senderQualifier=01&receiver=HARBORMART&control=77&usage=T',
      po.replace('SE*24*0001', 'SE*23*0001'),
    )
      .expect(200)
      .expect('Content-Type', 'application/edi-x12; charset=utf-8')
      .expect('Content-Disposition', 'attachment; filename="997.edi"');
    expect(res.headers['cache-control']).toBe('no-store');
    const segments = res.text.split('~').map((s) => s.trim());
    expect(segments[0]).toMatch(
      /^ISA\*00\*\s+\*00\*\s+\*01\*NORTHWIND {6}\*ZZ\*HARBORMART {5}\*\d{6}\*\d{4}\*\^\*00501\*000000077\*0\*T\*>$/,
    );
    expect(segments).toEqual(expect.arrayContaining(['AK5*R*4', 'AK9*R*1*1*0', 'IEA*1*000000077']));
  });

  it('answers a CONTRL for EDIFACT and a TA1 in lower case too', async () => {
    const contrl = await post('?type=contrl', orders)
      .expect(200)
      .expect('Content-Type', 'application/edifact; charset=utf-8');
    expect(contrl.text).toContain("UCM+1+ORDERS:D:96A:UN+7'");
    const ta1 = await post('?type=ta1', po).expect(200);
    expect(ta1.text).toMatch(/TA1\*000004721\*\d{6}\*\d{4}\*A\*000~/);
  });

  it('answers a 997 in the release asked for, the same segments as the engine in the browser (#43)', async () => {
    const noBeg = po.replace(/BEG\*[^~]*~\n/, '').replace('SE*24*', 'SE*23*');
    const res = await post('?type=997&release=004010&guide=005010', noBeg).expect(200);
    const segments = res.text.split('~').map((s) => s.trim());
    expect(segments[0]).toContain('*U*00401*');
    expect(segments[1]).toMatch(/^GS\*FA\*ACMESUPPLY\*HARBORMART\*\d{8}\*\d{4}\*1\*X\*004010$/);
    expect(segments.slice(4, 8)).toEqual(['AK2*850*0001', 'AK3*BEG*2**3', 'AK5*R*5', 'AK9*R*1*1*0']);
    // The inspector's download is made by acknowledge() in the browser: the same engine, the same answer
    // (ISA and GS aside, which carry the time it was made).
    const local = acknowledge(inspect(noBeg, dictionaries, { guide: '005010' }), '997', { release: '004010' });
    expect(afterHeaders(res.text)).toEqual(afterHeaders(local));
  });

  it('refuses what it cannot answer with a JSON error', async () => {
    const cases: [string, string, number, RegExp][] = [
      ['', po, 400, /Give type, one of 997, 999, TA1, CONTRL/],
      ['?type=998', po, 400, /not "998"/],
      ['?type=997&sender=%3Cscript%3E', po, 400, /sender must be 1 to 35 letters/],
      ['?type=997&control=0', po, 400, /control must be a whole number/],
      ['?type=997&usage=X', po, 400, /usage must be P \(production\) or T \(test\)/],
      ['?type=997&release=003050', po, 400, /release must be 004010 or 005010/],
      ['?type=997&guide=003050', po, 400, /No guide "003050"/],
      ['?type=997&colour=red', po, 400, /Unknown parameter "colour"/],
      ['?type=997', orders, 422, /no X12 interchange with a functional group for a 997/],
      ['?type=999', po.replace(/GS\*[^~]*~\n/, '').replace(/GE\*[^~]*~\n/, ''), 422, /with a functional group/],
      ['?type=CONTRL', po, 422, /no EDIFACT interchange for a CONTRL/],
    ];
    for (const [query, body, status, message] of cases) {
      const res = await post(query, body).expect(status).expect('Content-Type', /json/);
      expect(res.body.error.message).toMatch(message);
    }
    await request(app).get('/api/edi/acknowledgment?type=997').expect(405).expect('Allow', 'POST');
  });
});
