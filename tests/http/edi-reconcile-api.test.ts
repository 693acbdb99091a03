// POST /api/edi/reconcile (#49): an order, its ship notice and invoice as JSON, the lines and references back as
// JSON, CSV or Excel; every refusal a 4xx that names the document and the reason.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { testApp } from './helpers';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const order = sample('x12-850-005010');
const shipment = sample('x12-856-005010');
const invoice = sample('x12-810-005010').replace('IT1*3*120*EA*8.75', 'IT1*3*120*EA*8.95');

/** The message of a refusal, once its status is the one expected. */
const message = async (res: request.Test, status: number) => {
  const r = await res.expect(status);
  const body: { error: { message: string } } = r.body;
  return body.error.message;
};

describe('POST /api/edi/reconcile', () => {
  const { app } = testApp();
  const post = (body: unknown, query = '') =>
    request(app).post(`/api/edi/reconcile${query}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

  it('answers the lines with their flags and the order references', async () => {
    const res = await post({ documents: [invoice, order, shipment] })
      .expect(200)
      .expect('Content-Type', 'application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const body: { lines: { line: string; flags: string[] }[]; references: { element: string; matches: boolean }[] } =
      res.body;
    expect(body.lines.map((l) => [l.line, l.flags])).toEqual([
      ['1', []],
      ['2', ['short-shipped']],
      ['3', ['price']],
    ]);
    expect(body.references.map((r) => [r.element, r.matches])).toEqual([
      ['PRF01', true],
      ['BIG04', true],
    ]);
  });

  it('gives the table as CSV and as an Excel workbook', async () => {
    const csv = await post({ documents: [order, shipment, invoice] }, '?format=csv')
      .expect(200)
      .expect('Content-Disposition', 'attachment; filename="reconciliation.csv"');
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe(
      'line,gtin,buyer_part,vendor_part,ordered_quantity,ordered_unit,shipped_quantity,shipped_unit,invoiced_quantity,invoiced_unit,ordered_price,invoiced_price,flags',
    );
    expect(rows[3]).toBe('3,00012345678929,,AC-3305,120,EA,120,EA,120,EA,8.75,8.95,price');
    const xlsx = await post({ documents: [order, invoice] }, '?format=xlsx')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(Buffer.isBuffer(xlsx.body) && xlsx.body.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses what it cannot reconcile with a 4xx that says which document and why', async () => {
    expect(await message(post({ documents: [order] }), 422)).toBe('Send two or three documents, not 1.');
    expect(await message(post({ documents: [order, 'hello'] }), 422)).toBe('Document 2: not X12 or EDIFACT.');
    expect(await message(post({ documents: [order, order] }), 422)).toBe(
      'Document 2: is a second order: send one of each.',
    );
    expect(await message(post({ documents: [order, sample('x12-997-005010')] }), 422)).toBe(
      'Document 2: holds no order, ship notice or invoice (it holds 997).',
    );
    expect(await message(post({ docs: [] }), 400)).toMatch(/not JSON of the form/);
    expect(await message(post({ documents: [order, shipment] }, '?format=pdf'), 400)).toBe(
      'format must be json, csv or xlsx, not "pdf".',
    );
    expect(await message(post({ documents: [order, shipment] }, '?guide=004010'), 400)).toMatch(/format only/);
    const text = request(app).post('/api/edi/reconcile').set('Content-Type', 'text/plain').send(order);
    expect(await message(text, 415)).toMatch(/Send JSON/);
    expect(await message(post({ documents: [order, 'x'.repeat(5 * 1024 * 1024 + 1)] }), 413)).toMatch(/5 MB/);
    await request(app).get('/api/edi/reconcile').expect(405);
  });
});
