import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import request from 'supertest';
import { BOOT_SCRIPT_START } from '../../client/shell/boot-script';
import { dehydrateQueryState } from '../../client/shell/query-state';
import { embedded } from '../../client/queries/embed';
import { testApp, testServices } from './helpers';

const { app } = testApp();

interface Dehydrated {
  queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[];
}

/** The page's dehydrated query state, as the browser's window has it once the bootstrap script ran. */
function queryState(html: string): Dehydrated | undefined {
  const script = /<script[^>]*\bid="_R_"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const window: Record<string, unknown> = {};
  runInNewContext(script.slice(0, script.indexOf(BOOT_SCRIPT_START)), { window });
  return window['__QUERY_STATE__'] as Dehydrated | undefined;
}

const page = async (path: string) => (await request(app).get(path).expect(200)).text;
const json = async (path: string): Promise<unknown> => (await request(app).get(path).expect(200)).body;

describe('pages carry their data as dehydrated react-query state', () => {
  it('/blogs: the list query, the same posts /api/blogs answers', async () => {
    const state = queryState(await page('/blogs'));
    expect(state?.queries.map((q) => q.queryKey)).toEqual([['blogs']]);
    expect(state?.queries[0]?.state.data).toEqual(await json('/api/blogs'));
  });

  it("a post: the post's query with its related articles, and not the list it was chosen from", async () => {
    const posts = (await json('/api/blogs')) as { id: string; slug: string }[];
    const first = posts[0];
    const state = queryState(await page(`/blogs/${first?.slug ?? ''}`));
    expect(state?.queries.map((q) => q.queryKey)).toEqual([['blogs', 'post', first?.slug]]);
    const shown = state?.queries[0]?.state.data as { post: unknown; related: unknown[] };
    expect(shown.post).toEqual(await json(`/api/blogs/${first?.id ?? ''}`));
    expect(shown.related.length).toBeGreaterThan(0);
  });

  it('the X12 850 guide: the guide query, the same guide as its JSON download', async () => {
    const state = queryState(await page('/resources/x12-transaction-sets/850/guide/005010'));
    expect(state?.queries.map((q) => q.queryKey)).toEqual([['x12-guide', '850', '005010']]);
    expect(state?.queries[0]?.state.data).toEqual(await json('/resources/x12-transaction-sets/850/guide/005010.json'));
  });

  it("an EDIFACT directory page: the page's query, the same data as /api/edifact", async () => {
    const path = '/resources/edifact/d96a/segments/BGM';
    const state = queryState(await page(path));
    expect(state?.queries.map((q) => q.queryKey)).toEqual([['edifact-page', path]]);
    // As JSON: the page's data as the API serialises it (which adds the UN notice the page shows in its footer).
    const { notice: _notice, ...api } = (await json('/api/edifact/d96a/segments/BGM')) as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(state?.queries[0]?.state.data))).toEqual(api);
  });

  it('pages without data carry no query state; a 404 carries none either', async () => {
    expect(queryState(await page('/about'))).toBeUndefined();
    const missing = (await request(app).get('/resources/edifact/d96a/segments/ZZZ').expect(404)).text;
    expect(queryState(missing)).toBeUndefined();
  });

  it('renders a page twice to the same bytes (the page cache and the hash CSP rely on it): no clock in the state', async () => {
    const { renderer, inspections, leads } = testServices();
    const path = '/resources/x12-transaction-sets/856/guide/005010';
    const [a, b] = [await renderer.renderWhole(path), await renderer.renderWhole(path)];
    expect(a?.identity.equals(b?.identity ?? Buffer.alloc(0))).toBe(true);
    expect(queryState(a?.identity.toString('utf8') ?? '')?.queries[0]?.state.dataUpdatedAt).toBe(0);
    await Promise.all([inspections.close(), leads.close()]);
  });
});

describe('what reaches the browser: only queries marked for it (client/queries/embed.ts)', () => {
  it('leaves out a query without the mark, a failed one and one that found nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.ensureQueryData({ queryKey: ['public'], queryFn: () => 'for the page', meta: embedded });
    await client.ensureQueryData({ queryKey: ['server-only'], queryFn: () => 'a secret' });
    await client.ensureQueryData({ queryKey: ['missing'], queryFn: () => null, meta: embedded });
    await client
      .ensureQueryData({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')), meta: embedded })
      .catch(() => undefined);
    const state = dehydrateQueryState(client);
    expect(state.queries.map((q) => q.queryKey)).toEqual([['public']]);
    expect(JSON.stringify(state)).not.toContain('a secret');
  });
});
