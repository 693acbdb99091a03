import { browserBlogGateway } from '../../client/shell/blog-gateway';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const stubFetch = (impl: (url: string, init?: RequestInit) => Promise<Response>) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  globalThis.fetch = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return impl(url, init);
  }) as typeof fetch;
  return calls;
};

describe('browser blog gateway (docs/spec.md, "Blog")', () => {
  it('gives every call a 10 s time limit and names a timeout the way the spec does', async () => {
    const calls = stubFetch(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    await expect(browserBlogGateway.list()).rejects.toThrow('timeout of 10000ms exceeded');
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports a failed status as "Request failed with status code {n}"', async () => {
    stubFetch(() => Promise.resolve(new Response('{}', { status: 503 })));
    await expect(browserBlogGateway.list()).rejects.toThrow('Request failed with status code 503');
  });

  it('treats a 404 article as missing rather than as an error', async () => {
    const calls = stubFetch(() => Promise.resolve(new Response('{"error":"Not found"}', { status: 404 })));
    await expect(browserBlogGateway.get('a/b')).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('/api/blogs/a%2Fb');
  });

  it('passes network errors through unchanged', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(browserBlogGateway.list()).rejects.toThrow('Failed to fetch');
  });
});
