import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { blogRouter } from '../../server/blog/blog-router';
import { BlogService } from '../../server/blog/blog-service';
import { wordpressSource } from '../../server/blog/sources';

let wp: Server;
let base = '';
let calls = 0;
let mode: 'ok' | 'down' | 'slow' = 'ok';

const posts = [
  {
    id: 41,
    date: '2025-09-02T10:00:00',
    sticky: true,
    title: { rendered: 'X12 vs EDIFACT &#8211; what&#8217;s different?' },
    excerpt: { rendered: '<p>Two standards, one <strong>purpose</strong> &amp; more.</p>\n' },
    content: {
      rendered:
        '<div style="height:200px" aria-hidden="true" class="wp-block-spacer"></div><p>Intro</p><script>steal()</script>' +
        '<img src="https://cdn.example/a b.jpg" srcset="https://cdn.example/a-2x.jpg 2x" width="800" class="wp-image-9" onerror="alert(1)" alt="Map">' +
        '<div style="height:150px" class="wp-block-spacer"></div><p><a href="javascript:alert(1)">bad</a></p>',
    },
    _embedded: {
      'wp:featuredmedia': [{ source_url: 'https://cdn.example/header.jpg' }],
      author: [{ name: 'Dana Lee' }],
    },
  },
  {
    id: 42,
    date: '2025-08-01T10:00:00',
    title: { rendered: 'Escaped body' },
    excerpt: { rendered: '<p>Escaped</p>' },
    content: { rendered: '&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;' },
  },
];

beforeAll(async () => {
  wp = createServer((req, res) => {
    if (!(req.url ?? '').startsWith('/wp-json/wp/v2/posts')) return res.writeHead(404).end();
    calls++;
    if (mode === 'down') return res.writeHead(500).end('down');
    const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(posts));
    if (mode === 'slow') setTimeout(send, 2000);
    else setTimeout(send, 50);
  });
  await new Promise<void>((r) => wp.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(wp.address() as AddressInfo).port}/wp-json/wp/v2`;
});
afterAll(() => new Promise((r) => wp.close(r)));
beforeEach(() => {
  calls = 0;
  mode = 'ok';
});

function app(options: { timeoutMs?: number; freshSeconds?: number; keptSeconds?: number } = {}) {
  const service = new BlogService(wordpressSource(base, options.timeoutMs ?? 10_000), pino({ level: 'silent' }), {
    freshSeconds: options.freshSeconds ?? 300,
    keptSeconds: options.keptSeconds ?? 600,
  });
  return express().use('/api', blogRouter(service));
}

describe('/api/blogs over WordPress', () => {
  it('lists posts with decoded titles, plain excerpts, featured media and slugs, without content', async () => {
    const res = await request(app()).get('/api/blogs').expect(200);
    expect(res.headers['cache-control']).toMatch(/max-age=300/);
    expect(res.headers['etag']).toBeDefined();
    expect(res.body[0]).toEqual({
      id: '41',
      slug: 'x12-vs-edifact-whats-different',
      title: 'X12 vs EDIFACT – what’s different?',
      excerpt: 'Two standards, one purpose & more.',
      headerImage: 'https://cdn.example/header.jpg',
      contentImage: 'https://cdn.example/a%20b.jpg',
      featured: true,
      date: '2025-09-02',
      author: 'Dana Lee',
      tags: [],
      readingMinutes: 1,
    });
    expect(res.body[1].headerImage).toBeUndefined();
  });

  it('cleans and sanitizes content: scripts, handlers and javascript: URLs never reach the page', async () => {
    const { body } = await request(app()).get('/api/blogs/41').expect(200);
    expect(body.content).not.toMatch(/script|onerror|javascript:|srcset|width=/i);
    expect(body.content).toContain('<div aria-hidden="true" class="blog-spacer blog-spacer-20"></div><p>Intro</p>');
    expect(body.content).toContain('<img src="https://cdn.example/a%20b.jpg" alt="Map" />');
    expect(body.content).toContain('class="blog-spacer blog-spacer-30"');
    const escaped = await request(app()).get('/api/blogs/42').expect(200);
    expect(escaped.body.content).toBe('<p>Hello &amp; welcome</p>');
  });

  it('answers 404 JSON for an unknown id and 304 for a matching ETag', async () => {
    const a = app();
    const res = await request(a).get('/api/blogs/999').expect(404);
    expect(res.body).toEqual({ error: 'Blog post not found' });
    const first = await request(a).get('/api/blogs').expect(200);
    await request(a)
      .get('/api/blogs')
      .set('If-None-Match', first.headers['etag'] as string)
      .expect(304);
  });

  it('shares one upstream call between concurrent misses, then serves the cache', async () => {
    const a = app();
    await Promise.all(Array.from({ length: 6 }, () => request(a).get('/api/blogs').expect(200)));
    await request(a).get('/api/blogs/41').expect(200);
    expect(calls).toBe(1);
  });

  it('serves the stale copy when the upstream fails after the fresh period', async () => {
    const a = app({ freshSeconds: 1, keptSeconds: 60 });
    await request(a).get('/api/blogs').expect(200);
    mode = 'down';
    await new Promise((r) => setTimeout(r, 1200));
    const res = await request(a).get('/api/blogs').expect(200);
    expect(res.body).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it('answers within its budget when the upstream is slow and nothing is cached', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await request(app({ timeoutMs: 300 }))
      .get('/api/blogs')
      .expect(503);
    expect(res.body.error).toBe('Blog temporarily unavailable');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
