import request from 'supertest';
import { executableScripts, testApp } from './helpers';

const { app } = testApp();

describe('security headers', () => {
  // Pages rendered for one request (a query string) carry a nonce; kept pages carry hashes (page-cache.test.ts).
  it('sends a strict CSP, HSTS, nosniff and no x-powered-by', async () => {
    const res = await request(app).get('/faq?q=as2').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'self' 'nonce-[A-Za-z0-9+/=]{24,}'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(
      "frame-src 'self' https://www.google.com https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com;",
    );
    const hsts = Number(/max-age=(\d+)/.exec(res.headers['strict-transport-security'] as string)?.[1]);
    expect(hsts).toBeGreaterThanOrEqual(15_552_000);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('uses a new ≥128-bit nonce per request, on every executable script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      // A page rendered for its request: a query seen once (a repeated one is served prepared, with hashes, #46).
      const res = await request(app).get(`/about?tab=mission&visit=${i}`).expect(200);
      const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1] ?? '';
      expect(Buffer.from(nonce, 'base64').length * 8).toBeGreaterThanOrEqual(128);
      const scripts = executableScripts(res.text);
      expect(scripts.length).toBeGreaterThanOrEqual(1); // state and boot script (it imports the entry module)
      for (const script of scripts) expect(script.nonce).toBe(nonce);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('serves hashed assets as immutable for a year, and a missing one as 404', async () => {
    const page = await request(app).get('/').expect(200);
    const entry = /"(\/assets\/entry\.browser-[A-Z0-9]+\.js)"/.exec(page.text)?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\/entry\.browser-[A-Z0-9]+\.js$/);
    // The site stylesheet and the icon sprite are hashed build files too (same origin: style-src and img-src 'self').
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/styles-[a-f0-9]+\.css)"/.exec(page.text)?.[1] ?? '';
    const sprite = /<use href="(\/assets\/icons-[a-f0-9]+\.svg)#/.exec(page.text)?.[1] ?? '';
    for (const [file, type] of [
      [entry, /javascript/],
      [stylesheet, /text\/css/],
      [sprite, /image\/svg\+xml/],
    ] as const) {
      const asset = await request(app).get(file).expect(200);
      expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expect(asset.headers['content-type']).toMatch(type);
    }
    await request(app).get('/assets/entry-NOPE.js').expect(404);
  });

  it('compresses HTML when the client accepts gzip, still streaming (chunked)', async () => {
    const res = await request(app).get('/faq?q=edi').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.text).toContain('</html>');
  });
});
