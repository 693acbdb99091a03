// POST /api/edi/inspect with a partner's guide (#48): a JSON body with the document and a guide in the public
// format checks the document against that guide, the same findings as the engine in the browser and the CLI; a
// broken guide is a 422 that names its path, a body without a document a 400.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { readGuide } from '../../shared/edi/guide-format/read-guide';
import { userGuideOf } from '../../shared/edi/guide-format/to-internal';
import { inspect } from '../../shared/edi/inspect';
import { dictionaries } from '../fixtures/edi-dictionaries';
import { partnerGuide } from '../fixtures/partner-guide';
import { testApp } from './helpers';

const po = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';

describe('POST /api/edi/inspect with a guide', () => {
  const { app } = testApp();
  const post = (body: unknown) =>
    request(app).post('/api/edi/inspect').set('Content-Type', 'application/json').send(JSON.stringify(body));

  it('checks the document against the partner’s guide, as the engine in the browser does', async () => {
    const guide = partnerGuide();
    const res = await post({ document: po, guide }).expect(200);
    const report: { issues: { code: string; element?: string; message: string }[]; guides: { basis: string }[] } =
      res.body;
    expect(report.issues.map((i) => [i.code, i.element])).toEqual([['code-unknown', 'BEG02']]);
    expect(report.issues[0]?.message).toContain('the guide "Harbor Mart 850"');
    expect(report.guides).toEqual([
      expect.objectContaining({ basis: 'user', userGuide: 'the guide "Harbor Mart 850"' }),
    ]);
    const userGuide = userGuideOf(guide);
    const local = inspect(po, dictionaries, userGuide ? { userGuide } : {});
    expect(report.issues.map((i) => i.message)).toEqual(local.issues.map((i) => i.message));
    // Without the guide the same JSON body is checked for syntax and envelopes only.
    const plain = await post({ document: po }).expect(200);
    expect((plain.body as { issues: unknown[] }).issues).toEqual([]);
  });

  it('refuses a broken guide with its path, and a body that is no envelope', async () => {
    const broken = { ...partnerGuide(), structure: [{ segment: 'ST', usage: 'maybe', max: 1, elements: [] }] };
    const res = await post({ document: po, guide: broken }).expect(422);
    expect((res.body as { error: { message: string } }).error.message).toMatch(
      /^The guide is not valid: structure\.0\.usage: /,
    );
    await post({ guide: partnerGuide() }).expect(400);
    await request(app)
      .post('/api/edi/inspect')
      .set('Content-Type', 'application/json')
      .send('{"document": ')
      .expect(400);
    await request(app).post('/api/edi/inspect').set('Content-Type', 'image/png').send('x').expect(415);
  });
});

describe('the guide format, published', () => {
  const { app } = testApp();
  it('serves its JSON Schema and each of our guides in it', async () => {
    const schema = await request(app).get('/schemas/edi-guide/v1.json').expect(200);
    expect(schema.headers['content-type']).toContain('application/schema+json');
    expect((schema.body as { $id: string }).$id).toMatch(/\/schemas\/edi-guide\/v1\.json$/);
    const guide = await request(app).get('/resources/x12-transaction-sets/856/guide/005010.edi-guide.json').expect(200);
    expect(readGuide(guide.body)).toEqual({ guide: expect.objectContaining({ set: '856', release: '005010' }) });
    await request(app).get('/resources/x12-transaction-sets/123/guide/005010.edi-guide.json').expect(404);
  });
});
