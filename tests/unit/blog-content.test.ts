import { existsSync } from 'node:fs';
import pino from 'pino';
import { BlogService } from '../../server/blog/blog-service';
import { contentSource } from '../../server/blog/sources';
import { blogSlug } from '../../shared/blog';

describe('slug rule (spec part 1 §2.7)', () => {
  it.each([
    ["X12 vs. EDIFACT: What's the Difference and Which Do You Need?", 'x12-vs-edifact-whats-the-difference-and-which-do-you-need'],
    ['The EDI Order Cycle: 850, 855, 856 and 810 Explained', 'the-edi-order-cycle-850-855-856-and-810-explained'],
    ['  “Quoted” — and dashed  ', 'quoted-and-dashed'],
  ])('%s → %s', (title, slug) => expect(blogSlug(title)).toBe(slug));
});

describe('posts shipped under content/blog/posts', () => {
  const service = new BlogService(contentSource('content/blog/posts'), pino({ level: 'silent' }));

  it('parse, clean and sort newest first, with unique slugs', async () => {
    const posts = await service.list();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect([...posts].sort((a, b) => b.date.localeCompare(a.date))).toEqual(posts);
    expect(posts.filter((p) => p.featured)).toHaveLength(2);
  });

  it('serve their header images from the site, and at least one post has none (fallback chain)', async () => {
    const posts = await service.list();
    for (const p of posts.filter((x) => x.headerImage)) expect(existsSync(`public${p.headerImage}`)).toBe(true);
    expect(posts.some((p) => !p.headerImage)).toBe(true);
  });

  it('render Markdown to sanitized HTML', async () => {
    const post = await service.get('as2-explained');
    expect(post?.content).toContain('<h2>How AS2 works</h2>');
    expect(post?.content).not.toContain('<script');
  });
});
