// Our X12 implementation guides as pages and JSON downloads (#29): every place a finding links to exists.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { guides } from '../../content/x12-guides';
import { elementAnchor, loopAnchor, segmentAnchor } from '../../content/x12-guides/guide-anchors';
import { isLoop, type Guide, type GuideNode } from '../../content/x12-guides/guide-types';
import { x12GuideJsonPath, x12GuidePath } from '../../shared/standards';
import { esc, testApp } from './helpers';

/** Every anchor of a guide: segments, their elements, loops, and the sections findings link to. */
function anchorsOf(guide: Guide): string[] {
  const ids = ['structure', ...(guide.hierarchy ? ['hierarchy'] : []), ...(guide.counts.length ? ['totals'] : [])];
  const walk = (nodes: readonly GuideNode[]) => {
    for (const n of nodes) {
      if (isLoop(n)) {
        ids.push(loopAnchor(guide, n));
        walk(n.children);
      } else ids.push(segmentAnchor(guide, n), ...n.elements.map((e) => elementAnchor(guide, n, e.ref)));
    }
  };
  walk(guide.structure);
  return ids;
}

describe('X12 implementation guide pages', () => {
  const { app } = testApp();

  it.each(guides.map((g) => [`${g.set} ${g.release}`, g] as const))(
    '%s: every segment, element and loop has its anchor, and the JSON is the guide',
    async (_name, guide) => {
      const html = (await request(app).get(x12GuidePath(guide.set, guide.release)).expect(200)).text;
      expect(html).toContain(`<h1>${guide.set} ${esc(guide.title)}</h1>`);
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      expect(anchorsOf(guide).filter((id) => !ids.has(id))).toEqual([]);
      expect(html).toContain(`href="${x12GuideJsonPath(guide.set, guide.release)}"`);
      const json = await request(app).get(x12GuideJsonPath(guide.set, guide.release)).expect(200);
      expect(json.headers['content-type']).toMatch(/json/);
      expect(json.body).toEqual(JSON.parse(JSON.stringify(guide)));
    },
  );

  it("shows each segment's relational conditions in our words, per release (N4 has N407 only from 005010)", async () => {
    const newer = (await request(app).get(x12GuidePath('850', '005010')).expect(200)).text;
    const n4 = newer.slice(newer.indexOf('id="N1.N4"'), newer.indexOf('id="N1.REF"'));
    expect(n4).toContain('3 conditions');
    expect(n4).toContain('<code>E0207</code>at most one of N402 and N407');
    expect(n4).toContain('<code>C0605</code>if N406 is sent, N405 too');
    const older = (await request(app).get(x12GuidePath('850', '004010')).expect(200)).text;
    const n4Old = older.slice(older.indexOf('id="N1.N4"'), older.indexOf('id="N1.REF"'));
    expect(n4Old).toContain('1 condition<');
    expect(n4Old).not.toContain('N407');
    expect(newer).toContain('<code>R0203</code>at least one of N102 and N103');
  });

  it('a release without a guide is a 404, as page and as JSON', async () => {
    await request(app).get('/resources/x12-transaction-sets/999/guide/004010').expect(404);
    const res = await request(app).get('/resources/x12-transaction-sets/999/guide/004010.json').expect(404);
    expect(res.body.error).toContain('No guide');
    await request(app).get('/resources/x12-transaction-sets/837/guide/005010.json').expect(404);
  });

  it("the set's reference page links to its guides", async () => {
    const html = (await request(app).get('/resources/x12-transaction-sets/856').expect(200)).text;
    expect(html).toContain(`href="${x12GuidePath('856', '004010')}"`);
    expect(html).toContain(`href="${x12GuidePath('856', '005010')}"`);
  });

  it('without JavaScript, an inspected set names its guide and each guide finding links to its place', async () => {
    // Addressed to Northwind (ISA08): checked against our guide by default (#44).
    const sample = inspectorSamples.find((s) => s.id === 'x12-850-004010')?.text ?? '';
    const po = sample.replace('*ZZ*ACMESUPPLY     *', '*ZZ*NORTHWIND      *');
    const html = (
      await request(app)
        .post('/edi-inspector')
        .type('form')
        .send({ document: po.replace('BEG*00*', 'BEG*QQ*'), intent: 'inspect' })
        .expect(200)
    ).text;
    expect(html).toContain(`href="${x12GuidePath('850', '004010')}"`);
    expect(html).toContain(`href="${x12GuidePath('850', '004010')}#BEG01"`);
  });
});
