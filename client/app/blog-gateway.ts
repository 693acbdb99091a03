import type { BlogGateway, BlogPost, BlogSummary } from '../../shared/blog';

async function getJson<T>(url: string): Promise<T | undefined> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
  return (await res.json()) as T;
}

/** The browser's way to posts: the /api/blogs endpoints. */
export const browserBlogGateway: BlogGateway = {
  list: async () => (await getJson<BlogSummary[]>('/api/blogs')) ?? [],
  get: (id) => getJson<BlogPost>(`/api/blogs/${encodeURIComponent(id)}`),
};
