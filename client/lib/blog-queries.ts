import type { QueryClient } from '@tanstack/react-query';
import type { BlogGateway, BlogPost, BlogSummary } from '../../shared/blog';

/** Query keys and loads shared by the blog pages' loaders (server and browser alike). */
export const blogKeys = {
  list: ['blogs'] as const,
  post: (id: string) => ['blogs', id] as const,
};

export const loadBlogList = (queryClient: QueryClient, blogs: BlogGateway): Promise<BlogSummary[]> =>
  queryClient.ensureQueryData({ queryKey: blogKeys.list, queryFn: () => blogs.list() });

export const loadBlogPost = (queryClient: QueryClient, blogs: BlogGateway, id: string): Promise<BlogPost | undefined> =>
  queryClient
    .ensureQueryData({ queryKey: blogKeys.post(id), queryFn: async () => (await blogs.get(id)) ?? null })
    .then((p) => p ?? undefined);
