import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { request } from 'undici';
import { z } from 'zod';
import { BLOG_REQUEST_TIMEOUT_MS, blogSlug, countWords, readingMinutes, type BlogPost } from '../../shared/blog';
import { postOgImage } from '../../shared/og-images';
import { observeUpstream } from '../metrics/metrics';
import { cleanBlogHtml, decodeTitle, firstContentImage, isValidImageUrl, plainText, proseText } from './clean-html';

/** Where posts come from; both sources return posts already cleaned and sanitized, newest first. */
export interface BlogSource {
  name: string;
  fetchAll(): Promise<BlogPost[]>;
}

const TEAM = 'Northwind EDI Team';

const frontMatter = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  date: z.coerce.date(),
  author: z.string().default(TEAM),
  authorRole: z.string().optional(),
  tags: z.array(z.string().min(1)).default([]),
  headerImage: z.string().optional(),
  featured: z.boolean().default(false),
});

const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date);

function finish(post: Omit<BlogPost, 'slug' | 'contentImage' | 'readingMinutes'>): BlogPost {
  return {
    ...post,
    slug: blogSlug(post.title),
    contentImage: firstContentImage(post.content),
    readingMinutes: readingMinutes(countWords(proseText(post.content))),
  };
}

/** The posts shipped with the site: Markdown files with front matter under content/blog/posts. */
export function contentSource(dir: string): BlogSource {
  return {
    name: 'content',
    async fetchAll() {
      const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
      return files
        .map((file) => {
          const { data, content } = matter(readFileSync(join(dir, file), 'utf8'));
          const meta = frontMatter.parse(data);
          return finish({
            id: file.replace(/\.md$/, ''),
            title: meta.title,
            excerpt: meta.excerpt,
            date: meta.date.toISOString().slice(0, 10),
            author: meta.author,
            authorRole: meta.authorRole,
            tags: meta.tags.map((t) => t.toLowerCase()),
            ogImage: postOgImage(blogSlug(meta.title)),
            headerImage: meta.headerImage,
            featured: meta.featured,
            content: cleanBlogHtml(marked.parse(content, { async: false })),
          });
        })
        .sort(newestFirst);
    },
  };
}

const wpPost = z.object({
  id: z.number(),
  date: z.string(),
  sticky: z.boolean().optional(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  _embedded: z
    .object({
      'wp:featuredmedia': z.array(z.object({ source_url: z.string().optional() })).optional(),
      author: z.array(z.object({ name: z.string().optional() })).optional(),
    })
    .optional(),
});

/** A WordPress site: WORDPRESS_API_URL is the base of /wp-json/wp/v2; featured media comes via _embed. */
export function wordpressSource(apiUrl: string, timeoutMs = BLOG_REQUEST_TIMEOUT_MS): BlogSource {
  return {
    name: 'wordpress',
    async fetchAll() {
      const url = `${apiUrl.replace(/\/+$/, '')}/posts?_embed=1&per_page=100`;
      const res = await observeUpstream(
        'wordpress',
        () =>
          request(url, {
            headers: { accept: 'application/json' },
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
            signal: AbortSignal.timeout(timeoutMs),
          }),
        (r) => r.statusCode !== 200,
      );
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new Error(`WordPress answered ${res.statusCode}`);
      }
      const posts = z.array(wpPost).parse(await res.body.json());
      return posts
        .map((p) => {
          // `_embedded` is WordPress's own field name (?_embed=1).
          // oxlint-disable-next-line no-underscore-dangle
          const embedded = p._embedded;
          const media = embedded?.['wp:featuredmedia']?.[0]?.source_url;
          return finish({
            id: String(p.id),
            title: decodeTitle(p.title.rendered),
            excerpt: plainText(p.excerpt.rendered),
            date: p.date.slice(0, 10),
            author: embedded?.author?.[0]?.name ?? TEAM,
            tags: [],
            headerImage: isValidImageUrl(media) ? media : undefined,
            featured: p.sticky === true,
            content: cleanBlogHtml(p.content.rendered),
          });
        })
        .sort(newestFirst);
    },
  };
}
