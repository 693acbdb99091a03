import request from 'supertest';
import { InspectorSession } from '../../client/inspector/session';
import { inspectorSamples } from '../../content/inspector/samples';
import { engineData } from '../../shared/inspector/engine-data';
import { loadDirectories } from '../../shared/edi/load/edifact-pools';
import { dictionaryLoader } from '../../shared/edi/inspect';
import { siteLinker } from '../../shared/inspector/links';
import type { Report } from '../../shared/edi/writers/report';
import { esc, testApp } from './helpers';

const sampleText = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = sampleText('x12-850-005010');
const orders = sampleText('edifact-orders');

/** Documents with findings of many kinds: unreadable lines, counts, order, GS1, two standards in one file. */
const broken = [
  `${po.replace('SE*24*0001', 'SE*23*0001').replace('CUR*BY*USD~', 'CUR|BY|USD~')}garbage text here\n`,
  orders
    .replace('UNT+24+1', 'UNT+25+1')
    .replace("CNT+2:2'", "CNT+2:2'\nBGM+220+X'")
    .replace('5412345000013::9', '5412345000012::9'),
  po + orders.replace('UNZ+1+', 'UNZ+2+'),
];

const post = (app: Parameters<typeof request>[0], body: string | Buffer, type = 'text/plain', query = '') =>
  request(app).post(`/api/edi/inspect${query}`).set('Content-Type', type).send(body);

describe('POST /api/edi/inspect', () => {
  const { app, logs } = testApp();

  it('answers the report of a valid document: envelopes nested, each set where it starts and ends, no issues', async () => {
    const res = await post(app, po).expect(200).expect('Content-Type', /json/);
    const body = res.body as Report;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.standard).toBe('x12');
    expect(body.summary).toEqual({ interchanges: 1, groups: 1, transactions: 1, segments: 28, errors: 0, warnings: 0 });
    const set = body.interchanges[0]?.groups[0]?.transactions[0];
    expect(set).toEqual({ code: '850', control: '0001', header: 3, trailer: 26, segmentCount: 24 });
    expect(body.issues).toEqual([]);
    expect(body.truncated).toBe(false);
    expect(body.options).toEqual({});
  });

  it('gives every segment with its elements on request (segments=all), the rest of the report alike', async () => {
    const lean = (await post(app, po).expect(200)).body as Report;
    const res = await post(app, po, 'text/plain', '?segments=all').expect(200).expect('Content-Type', /json/);
    const full = res.body as Report;
    const set = full.interchanges[0]?.groups[0]?.transactions[0];
    expect(set?.segments?.[0]).toEqual({ pos: 3, tag: 'ST', elements: [['850'], ['0001']] });
    expect(set?.segments?.at(-1)?.tag).toBe('SE');
    expect(set?.segments).toHaveLength(24);
    expect({ ...full.summary, issues: full.issues }).toEqual({ ...lean.summary, issues: lean.issues });
    expect(full.options).toEqual({ segments: 'all' });
    const wrong = await post(app, po, 'text/plain', '?segments=some').expect(400);
    expect(wrong.body.error.message).toContain('none or all');
  });

  it('reports each finding with its code, element, line, column, position in the set and acknowledgment codes', async () => {
    const body = (await post(app, broken[0] ?? '').expect(200)).body as Report;
    expect(body.issues.map((i) => i.code)).toEqual(['segment-unreadable', 'transaction-count', 'segment-unreadable']);
    expect(body.issues[1]).toMatchObject({
      code: 'transaction-count',
      severity: 'error',
      element: 'SE01',
      line: 26,
      column: 1,
      setPos: 24,
      acknowledgment: { x12: { element: 'AK502', code: '4' }, edifact: '29' },
    });
    expect(body.issues[2]).toMatchObject({ tag: 'garbage text', line: 29 });
  });

  it('takes application/octet-stream and the EDI media types, and ISO 8859-1 bytes', async () => {
    await post(app, Buffer.from(orders), 'application/octet-stream').expect(200);
    await post(app, po, 'application/edi-x12').expect(200);
    const latin1 = Buffer.from(orders.replace('Deliver to dock 4', 'Livraison quai n° 4'), 'latin1');
    const body = (await post(app, latin1, 'application/edifact', '?segments=all').expect(200)).body as Report;
    const ftx = body.interchanges[0]?.groups[0]?.transactions[0]?.segments?.find((s) => s.tag === 'FTX');
    expect(ftx?.elements[3]?.[0]).toContain('Livraison quai n° 4');
  });

  it('refuses what it cannot take with a JSON error: 413, 415, 422, 405', async () => {
    const big = await post(app, 'ISA'.padEnd(5 * 1024 * 1024 + 10, ' ')).expect(413);
    expect(big.body).toEqual({ error: { status: 413, message: expect.stringContaining('5 MB') } });
    // JSON is the envelope of a document and a partner's guide (#48): without a document, a 400 that says so.
    const json = await post(app, '{"a":1}', 'application/json').expect(400);
    expect(json.body.error.message).toContain('{"document":');
    expect((await post(app, 'x', 'image/png').expect(415)).body.error.message).toContain('text/plain');
    expect(
      (await post(app, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]), 'application/octet-stream').expect(422)).body
        .error.message,
    ).toContain('not text');
    expect((await post(app, '').expect(422)).body.error.message).toContain('empty');
    const get = await request(app).get('/api/edi/inspect').expect(405);
    expect(get.headers['allow']).toBe('POST');
  });

  it('never logs the document', async () => {
    const marker = 'CONFIDENTIALPARTNER42';
    await post(app, po.replace('Harbor Mart Stores', marker)).expect(200);
    expect(logs.join('\n')).not.toContain(marker);
  });
});

describe('the API, the no-JavaScript page and the worker give the same findings', () => {
  const { app } = testApp();

  it.each(broken.map((text, i) => [i + 1, text] as const))('document %s', async (_n, text) => {
    const api = ((await post(app, text).expect(200)).body as Report).issues;
    expect(api.length).toBeGreaterThan(0);
    for (const f of api) expect([f.line > 0, f.column > 0, f.code.length > 0]).toEqual([true, true, true]);

    // The worker's session, with the server's directory loader (its assets assemble the same directories:
    // tests/unit/edi/edifact-assets.test.ts) and the site's links, as the worker hands them in.
    const worker = (
      await InspectorSession.open(text, dictionaryLoader(engineData, loadDirectories, siteLinker))
    ).firstScreen().issues;
    expect(worker).toEqual(api.map(({ acknowledgment: _ack, ...finding }) => finding));

    const html = (
      await request(app).post('/edi-inspector').type('form').send({ document: text, intent: 'inspect' }).expect(200)
    ).text;
    expect(html).toContain(`${api.length} issue${api.length === 1 ? '' : 's'} found`);
    for (const finding of api) expect(html).toContain(esc(finding.message));
  });
});
