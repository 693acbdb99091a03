import { BLOG_REQUEST_TIMEOUT_MS, type BlogGateway, type BlogPost, type BlogSummary } from '../../shared/blog';

async function getJson<T>(url: string): Promise<T | undefined> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(BLOG_REQUEST_TIMEOUT_MS) });
  } catch (error) {
    // The spec's transport messages (part 1 §8), so a hung call reads like any other failure.
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`timeout of ${BLOG_REQUEST_TIMEOUT_MS}ms exceeded`, { cause: error });
    }
    throw error;
  }
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
  return (await res.json()) as T;
}

/** The browser's way to posts: the /api/blogs endpoints. */
export const browserBlogGateway: BlogGateway = {
  list: async () => (await getJson<BlogSummary[]>('/api/blogs')) ?? [],
  get: (id) => getJson<BlogPost>(`/api/blogs/${encodeURIComponent(id)}`),
};
