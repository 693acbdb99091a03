import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import type { Report } from '../../shared/edi/writers/report';
import { testApp } from './helpers';

const sampleText = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = sampleText('x12-850-005010');
const orders = sampleText('edifact-orders');
const codes = (body: Report) => body.issues.map((i) => i.code);

describe('POST /api/edi/inspect: directory, guide and maxFindings', () => {
  const { app } = testApp();
  const post = (query: string, body: string) =>
    request(app).post(`/api/edi/inspect${query}`).set('Content-Type', 'text/plain').send(body);

  it('checks every EDIFACT message against the directory given, whatever its UNH names', async () => {
    const unknownVersion = orders.replace('ORDERS:D:96A:UN', 'ORDERS:D:99Z:UN');
    const plain = (await post('', unknownVersion).expect(200)).body as Report;
    expect(codes(plain)).toEqual(['message-version']);
    const overridden = (await post('?directory=D.96A', unknownVersion).expect(200)).body as Report;
    expect(overridden.summary.errors).toBe(0);
    expect(overridden.options).toEqual({ directory: 'd96a' });
    // D.24A has no PAT segment (its payment terms moved on): the D.96A invoice checked against it says so.
    const invoice = sampleText('edifact-invoic');
    expect(((await post('', invoice).expect(200)).body as Report).issues).toEqual([]);
    const newer = (await post('?directory=d24a', invoice).expect(200)).body as Report;
    expect(newer.issues.map((i) => i.message)).toEqual(['PAT is not a known EDIFACT D.24A segment.']);
  });

  it('checks X12 sets against our guide when addressed to Northwind or asked for, never otherwise (#44)', async () => {
    const badBeg = po.replace('BEG*00*SA*', 'BEG*99*SA*');
    const theirs = (await post('', badBeg).expect(200)).body as Report;
    expect(theirs.issues).toEqual([]);
    expect(theirs.guides).toEqual([{ set: '850', release: '005010', count: 1, basis: 'not-addressed' }]);
    const guide = '/resources/x12-transaction-sets/850/guide/005010';
    const asked = (await post('?guide=005010', badBeg).expect(200)).body as Report;
    expect(codes(asked)).toEqual(['code-unknown']);
    expect(asked.guides).toEqual([{ set: '850', release: '005010', count: 1, basis: 'asked', guide }]);
    const ours = badBeg.replace('*ZZ*ACMESUPPLY     *', '*ZZ*NORTHWIND      *');
    const addressed = (await post('', ours).expect(200)).body as Report;
    expect(codes(addressed)).toEqual(['code-unknown']);
    expect(addressed.guides).toEqual([{ set: '850', release: '005010', count: 1, basis: 'addressed', guide }]);
    const none = (await post('?guide=none', ours).expect(200)).body as Report;
    expect(none.issues).toEqual([]);
    expect(none.guides).toEqual([{ set: '850', release: '005010', count: 1, basis: 'asked' }]);
    const older = (await post('?guide=004010', po).expect(200)).body as Report;
    expect(older.guides[0]?.guide).toBe('/resources/x12-transaction-sets/850/guide/004010');
    expect(older.options).toEqual({ guide: '004010' });
  });

  it('keeps at most maxFindings findings, errors first, and says it left some out', async () => {
    const many = po.replaceAll('PO1*', 'PO1*x*');
    const all = (await post('?guide=005010', many).expect(200)).body as Report;
    expect(all.issues.length).toBeGreaterThan(3);
    const capped = (await post('?guide=005010&maxFindings=3', many).expect(200)).body as Report;
    expect(capped.issues).toHaveLength(3);
    expect(capped.truncated).toBe(true);
    expect(capped.counts).toEqual(all.counts);
    expect(capped.issues.every((i) => i.severity === 'error')).toBe(true);
  });

  it.each([
    ['?directroy=d96a', /Unknown parameter "directroy": the API takes directory, guide, maxFindings/],
    ['?guide=004010&guide=005010', /Give guide once/],
    ['?directory=d99z', /Unknown EDIFACT directory "d99z": give one from D.93A to D.24A/],
    ['?guide=003050', /No guide "003050": .*004010, 005010.*or none/],
    ['?maxFindings=0', /maxFindings must be a whole number from 1 to 1,000/],
    ['?maxFindings=1001', /from 1 to 1,000, not "1001"/],
    ['?maxFindings=ten', /not "ten"/],
  ])('refuses %s with a 400 that says what is accepted', async (query, message) => {
    const res = await post(query, po).expect(400).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: { status: 400, message: expect.stringMatching(message) } });
  });
});
