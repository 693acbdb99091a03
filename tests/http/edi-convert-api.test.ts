// POST /api/edi/convert (#32): EDI to JSON, CSV, XML and Excel and our JSON back to EDI, off the request
// thread, with the API's limits; the JSON Schema at its stable URL; every parameter checked.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { bigX12 } from '../e2e/edi-documents';
import { testApp } from './helpers';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = sample('x12-850-005010');
const orders = sample('edifact-orders');

describe('POST /api/edi/convert', () => {
  const { app } = testApp();
  const post = (query: string, body: string, type = 'text/plain') =>
    request(app).post(`/api/edi/convert${query}`).set('Content-Type', type).send(body);

  it('answers JSON with our schema, and takes it back to the same EDI with counts recomputed', async () => {
    const json = await post('?to=json', po).expect(200).expect('Content-Type', 'application/json; charset=utf-8');
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body.$schema).toMatch(/\/schemas\/edi-json\/v1\.json$/);
    const set = json.body.interchanges[0].groups[0].transactions[0];
    expect(set).toMatchObject({ code: '850', name: 'Purchase Order', control: '0001' });
    expect(set.segments[1]).toMatchObject({ tag: 'BEG', purchase_order_number_03: '4500098231' });
    const back = await post('?to=edi', JSON.stringify(json.body), 'application/json')
      .expect(200)
      .expect('Content-Type', 'application/edi-x12; charset=utf-8');
    expect(back.text.replace(/\s+/g, '')).toBe(po.replace(/\s+/g, ''));

    set.segments.splice(
      set.segments.findIndex((n: object) => 'PO1_loop' in n),
      1,
    );
    const edited = await post('?to=edi&lineBreaks=false', JSON.stringify(json.body), 'application/json').expect(200);
    expect(edited.text).toContain('~CTT*2*144~');
    expect(edited.text).toContain('~SE*22*0001~');
  });

  it('answers CSV, XML and an Excel workbook', async () => {
    const csv = await post('?to=csv', po).expect(200).expect('Content-Type', 'text/csv; charset=utf-8');
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(4);
    const segments = await post('?to=csv&rows=segments', po).expect(200);
    expect(segments.text.split('\r\n')[0]).toContain('Position in set,Segment,Loop,Element 01');
    const xml = await post('?to=xml', orders).expect(200).expect('Content-Type', 'application/xml; charset=utf-8');
    expect(xml.text).toContain('<transaction code="ORDERS" name="Purchase order message"');
    const xlsx = await post('?to=xlsx', po)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .expect('Content-Disposition', 'attachment; filename="converted.xlsx"');
    const body: unknown = xlsx.body;
    expect(Buffer.isBuffer(body) && body.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses what it cannot convert with a JSON error that says why', async () => {
    const cases: [string, string, string, number, RegExp][] = [
      ['', po, 'text/plain', 400, /Give to, one of json, csv, xml, xlsx, edi/],
      ['?to=pdf', po, 'text/plain', 400, /not "pdf"/],
      ['?to=json&rows=lines', po, 'text/plain', 400, /rows applies to to=csv and to=xlsx only/],
      ['?to=csv&element=*', po, 'text/plain', 400, /element applies to to=edi only/],
      ['?to=edi&element=ab', '{}', 'application/json', 400, /element must be one character/],
      ['?to=json&colour=red', po, 'text/plain', 400, /Unknown parameter "colour"/],
      ['?to=json', po, 'application/json', 415, /Content-Type application\/json is not accepted/],
      ['?to=edi', po, 'text/plain', 415, /for to=edi: send our JSON/],
      ['?to=edi', '{"interch', 'application/json', 422, /The body is not JSON/],
      ['?to=edi', '{"interchanges":[{"standard":"x12"}]}', 'application/json', 422, /groups: must be an array/],
      ['?to=json', 'Dear partner, please find the order attached.', 'text/plain', 422, /not|no interchange/],
      // 16,400 elements in one segment: more columns than an Excel sheet holds.
      [
        '?to=xlsx&rows=segments',
        po.replace('REF*DP*042~', `REF*DP*042${'*'.repeat(16_400)}X~`),
        'text/plain',
        422,
        /more columns than an Excel sheet holds: convert it to CSV instead/,
      ],
    ];
    for (const [query, body, type, status, message] of cases) {
      const res = await post(query, body, type).expect(status).expect('Content-Type', /json/);
      expect([query, res.body.error.message]).toEqual([query, expect.stringMatching(message)]);
    }
    await request(app).get('/api/edi/convert?to=json').expect(405).expect('Allow', 'POST');
  });

  it('streams the JSON of a 5 MB batch as the worker makes it, within 5× its size, and takes it back', async () => {
    const big = bigX12(5 * 1024 * 1024 - 4096);
    const json = await post('?to=json', big).expect(200);
    // Chunked: sent while it is made, with no length known up front.
    expect(json.headers['transfer-encoding']).toBe('chunked');
    expect(json.headers['content-length']).toBeUndefined();
    expect(Buffer.byteLength(json.text)).toBeLessThanOrEqual(5 * big.length);
    expect(json.body.interchanges[0].groups[0].transactions.length).toBeGreaterThan(7000);
    const back = await post('?to=edi', json.text, 'application/json').expect(200);
    expect(back.text.replace(/\s+/g, '')).toBe(big.replace(/\s+/g, ''));
  }, 60_000);

  it('publishes the JSON Schema at a stable URL', async () => {
    const res = await request(app)
      .get('/schemas/edi-json/v1.json')
      .expect(200)
      .expect('Content-Type', 'application/schema+json; charset=utf-8');
    const schema: unknown = JSON.parse(res.text);
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: expect.stringMatching(/\/schemas\/edi-json\/v1\.json$/),
      required: ['interchanges'],
    });
  });
});
