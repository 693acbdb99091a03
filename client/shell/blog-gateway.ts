import { BLOG_REQUEST_TIMEOUT_MS, isBlogPost, isBlogSummaryList, type BlogGateway } from '../../shared/blog';

async function getJson<T>(url: string, isExpected: (value: unknown) => value is T): Promise<T | undefined> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(BLOG_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    // The spec's transport messages (docs/spec.md, "Blog"), so a hung call reads like any other failure.
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`timeout of ${BLOG_REQUEST_TIMEOUT_MS}ms exceeded`, { cause: error });
    }
    throw error;
  }
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
  const body: unknown = await res.json();
  if (!isExpected(body)) throw new Error('Unexpected response from the blog API');
  return body;
}

/** The browser's way to posts: the /api/blogs endpoints. */
export const browserBlogGateway: BlogGateway = {
  list: async () => (await getJson('/api/blogs', isBlogSummaryList)) ?? [],
  get: (id) => getJson(`/api/blogs/${encodeURIComponent(id)}`, isBlogPost),
};
