import request from 'supertest';
import { caseStudies } from '../../content/pages/case-studies';
import { testApp } from './helpers';

const { app } = testApp();

describe('case-study PDFs', () => {
  it.each(caseStudies.map((s) => [s.filename]))('serves %s as a real PDF of at least two pages', async (file) => {
    const res = await request(app)
      .get(`/case-studies/${file}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    '/case-studies/..%2Fpackage.json',
    '/case-studies/%2e%2e%2fserver%2fapp.ts',
    '/case-studies/notes.txt',
    '/case-studies/missing.pdf',
    '/case-studies/x/../../package.json',
  ])('refuses %s with 404 (after at most one redirect to its canonical spelling)', async (path) => {
    const first = await request(app).get(path);
    const location = first.status === 301 ? String(first.headers['location']) : undefined;
    const res = location === undefined ? first : await request(app).get(location);
    expect(location ?? '/').toMatch(/^\/(?![/\\])/);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });

  it('lists six studies with View, Download and Preview on the page', async () => {
    const html = (await request(app).get('/case-studies').expect(200)).text;
    for (const s of caseStudies) {
      expect(html).toContain(`target="_blank" rel="noopener noreferrer" href="/case-studies/${s.filename}"`);
      expect(html).toContain(`href="/case-studies/${s.filename}" download="${s.filename}"`);
    }
    expect(html.match(/aria-haspopup="dialog"[^>]*>.*?Preview/g)).toHaveLength(6);
    expect(html).toMatch(/href="\/contact"[^>]*>Contact us</);
  });
});
