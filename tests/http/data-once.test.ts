import request from 'supertest';
import { testApp } from './helpers';

const { app } = testApp();

/** The inline bootstrap script: router hydration data, page state and query state, as the browser receives them. */
const embeddedState = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([^<]*__staticRouterHydrationData[^<]*)<\/script>/g)].map((m) => m[1]).join('');

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('page data reaches the browser once', () => {
  it('embeds the blog list once: as query state, not again as loader data', async () => {
    const posts = (await request(app).get('/api/blogs').expect(200)).body as { title: string; slug: string }[];
    const first = posts[0];
    expect(first).toBeDefined();
    const state = embeddedState((await request(app).get('/blogs').expect(200)).text);
    expect(state).toContain('__PAGE_STATE__');
    expect(state).toContain('__QUERY_STATE__');
    expect(occurrences(state, JSON.stringify(first?.title).slice(1, -1))).toBe(1);
  });

  it('embeds an article once, without the list it was chosen from', async () => {
    const posts = (await request(app).get('/api/blogs').expect(200)).body as { title: string; slug: string }[];
    const post = posts[0];
    const state = embeddedState(
      (
        await request(app)
          .get(`/blogs/${post?.slug ?? ''}`)
          .expect(200)
      ).text,
    );
    expect(occurrences(state, JSON.stringify(post?.title).slice(1, -1))).toBe(1);
    // The list served to choose related articles stays on the server: far fewer titles than posts.
    expect(posts.filter((p) => state.includes(JSON.stringify(p.title).slice(1, -1))).length).toBeLessThan(
      posts.length / 2,
    );
  });

  it("carries an article's content once in the state, as its query (the page hydrates from it, no request)", async () => {
    const posts = (await request(app).get('/api/blogs').expect(200)).body as { id: string; slug: string }[];
    const post = (
      await request(app)
        .get(`/api/blogs/${posts[0]?.id ?? ''}`)
        .expect(200)
    ).body as { content: string };
    const paragraph = /<p>([^<]{40,})<\/p>/.exec(post.content)?.[1] ?? '';
    expect(paragraph).not.toBe('');
    const html = (
      await request(app)
        .get(`/blogs/${posts[0]?.slug ?? ''}`)
        .expect(200)
    ).text;
    expect(html).toContain(`<article id="article"`);
    expect(html).toContain(paragraph);
    const state = embeddedState(html);
    const [router, queries] = state.split('__QUERY_STATE__');
    expect(router).not.toContain(paragraph.slice(0, 40));
    expect(occurrences(queries ?? '', paragraph.slice(0, 40))).toBe(1);
  });

  it("embeds an EDIFACT message's page lean: its tree in the HTML, the loader data its rows only", async () => {
    // The message's one page (#47): the guide's per-code page redirects to its D.96A directory page.
    const html = (await request(app).get('/resources/edifact/d96a/messages/ORDERS').expect(200)).text;
    expect(html).toContain('data-seg="NAD"'); // a segment of the structure tree
    const state = embeddedState(html);
    expect(state).not.toContain('Party qualifier'); // no segment's elements
    expect(state.length).toBeLessThan(24 * 1024);
    // The table is in place (not moved to the end of the document, hidden until a script shows it).
    expect(html).not.toContain('<template id="B:');
  });

  it("lists no segment's elements on the structure: each occurrence links to the segment's one page (#47)", async () => {
    const html = (await request(app).get('/resources/edifact/d96a/messages/ORDERS').expect(200)).text;
    expect(occurrences(html, 'href="/resources/edifact/d96a/segments/DTM"')).toBeGreaterThan(10);
    expect(occurrences(html, '2005 Date/time/period qualifier')).toBe(0);
    const segment = (await request(app).get('/resources/edifact/d96a/segments/DTM').expect(200)).text;
    expect(segment).toContain('href="/resources/edifact/d96a/composites/C507"'); // where 2005 is
  });

  it("writes a guide row's code once, with no attribute of its own; the industries travel in the hydration data", async () => {
    const html = (await request(app).get('/resources/x12-transaction-sets').expect(200)).text;
    const body = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
    expect(occurrences(body, '<tr>')).toBe(318);
    expect(occurrences(body, '<code>101</code>')).toBe(1);
    expect(occurrences(body, '>101<')).toBe(1); // no text twin of the code (its button comes with JavaScript)
    expect(body).not.toMatch(/<button|<tr [^>]|data-/);
    const state = embeddedState(html);
    expect(state).toContain('entries:null');
    expect(state).toContain('industries:["Insurance","Retail",');
  });

  it('serves the browser its copy of a structure, cacheable, and no other path of the directory', async () => {
    const res = await request(app).get('/api/edifact-structures/ORDERS').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((res.body as { code: string; nodes: unknown[] }).code).toBe('ORDERS');
    for (const code of ['orders', 'NOPE00', '__proto__', 'constructor'])
      await request(app).get(`/api/edifact-structures/${code}`).expect(404);
  });
});
