import request from 'supertest';
import { BROWSER, executableScripts, GOOGLEBOT, testApp } from './helpers';

const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const withoutNonces = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE');

describe('rendered pages kept in memory (PAGE_CACHE_TTL_S)', () => {
  it('serves a page again from memory with a fresh nonce that matches its CSP', async () => {
    const { app } = testApp();
    const first = await request(app).get('/about').set('user-agent', BROWSER);
    const second = await request(app).get('/about').set('user-agent', BROWSER);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);

    const [n1, n2] = [cspNonce(first.headers['content-security-policy']), cspNonce(second.headers['content-security-policy'])];
    expect(n1).toBeDefined();
    expect(n2).not.toBe(n1);
    expect(executableScripts(second.text).map((s) => s.nonce)).toEqual(executableScripts(second.text).map(() => n2));
    expect(withoutNonces(second.text, n2 as string)).toBe(withoutNonces(first.text, n1 as string));
  });

  it('gives crawlers the same complete page from memory, and answers HEAD without a body', async () => {
    const { app } = testApp();
    await request(app).get('/faq').set('user-agent', BROWSER);
    const bot = await request(app).get('/faq').set('user-agent', GOOGLEBOT);
    expect(bot.headers['x-page-cache']).toBe('hit');
    expect(bot.text).toContain('EDI &amp; API Integration FAQ');
    expect(bot.text.trimEnd()).toMatch(/<\/html>$/);
    const head = await request(app).head('/faq');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.text ?? '').toBe('');
  });

  it('renders pages with a query string, not-found pages and form posts afresh every time', async () => {
    const { app } = testApp();
    for (const path of ['/blogs?q=edi', '/no-such-page']) {
      const a = await request(app).get(path);
      const b = await request(app).get(path);
      expect({ path, cache: [a.headers['x-page-cache'], b.headers['x-page-cache']] }).toEqual({ path, cache: [undefined, undefined] });
    }
    await request(app).get('/contact');
    const posted = await request(app).post('/contact').type('form').send({ fullName: '' });
    expect(posted.headers['x-page-cache']).toBeUndefined();
  });

  it('forgets a page after its time and can be turned off', async () => {
    const short = testApp({ PAGE_CACHE_TTL_S: '1' });
    await request(short.app).get('/careers');
    expect((await request(short.app).get('/careers')).headers['x-page-cache']).toBe('hit');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await request(short.app).get('/careers')).headers['x-page-cache']).toBe('miss');

    const off = testApp({ PAGE_CACHE_TTL_S: '0' });
    await request(off.app).get('/careers');
    expect((await request(off.app).get('/careers')).headers['x-page-cache']).toBeUndefined();
  });
});
