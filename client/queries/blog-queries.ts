import { queryOptions } from '@tanstack/react-query';
import { RELATED_COUNT } from '../../content/pages/blogs';
import { relatedPosts, type BlogPost, type BlogSummary } from '../../shared/blog';
import type { PageServices } from '../page-services';
import { embedded } from './embed';

export interface ShownPost {
  post: BlogPost;
  related: BlogSummary[];
}

const list = ({ blogs }: PageServices) =>
  queryOptions({ queryKey: ['blogs'], queryFn: (): Promise<BlogSummary[]> => blogs.list(), meta: embedded });

/** The blog's data: its list, and a post by its slug with the articles related to it. */
export const blogQueries = {
  list,
  /**
   * A post and its related articles; null when no post has the slug. It chooses from the list the cache holds
   * (a visit to /blogs), else from the gateway's, without caching it as a query: a post's page embeds the post,
   * not the list.
   */
  post: (services: PageServices, slug: string) =>
    queryOptions({
      queryKey: ['blogs', 'post', slug],
      queryFn: async ({ client }): Promise<ShownPost | null> => {
        const { blogs } = services;
        const posts = client.getQueryData(list(services).queryKey) ?? (await blogs.list());
        const summary = posts.find((p) => p.slug === slug);
        const post = summary && (await blogs.get(summary.id));
        return post ? { post, related: relatedPosts(post, posts, RELATED_COUNT) } : null;
      },
      meta: embedded,
    }),
};
