import { existsSync } from 'node:fs';
import pino from 'pino';
import { ediCategoryCards } from '../../content/pages/blog-category-edi';
import { proseText } from '../../server/blog/clean-html';
import { BlogService } from '../../server/blog/blog-service';
import { contentSource } from '../../server/blog/sources';
import { blogSlug, countWords, relatedPosts } from '../../shared/blog';

describe('slug rule (docs/spec.md, "Blog detail")', () => {
  it.each([
    [
      "X12 vs. EDIFACT: What's the Difference and Which Do You Need?",
      'x12-vs-edifact-whats-the-difference-and-which-do-you-need',
    ],
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

  it('each have their own header image served from the site, an author, topics and a reading time', async () => {
    const posts = await service.list();
    for (const p of posts) {
      expect(p.headerImage).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      expect(existsSync(`public${p.headerImage}`)).toBe(true);
      expect(p.author).not.toBe('');
      expect(p.tags.length).toBeGreaterThanOrEqual(2);
      expect(p.readingMinutes).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(posts.map((p) => p.headerImage)).size).toBe(posts.length);
  });

  it('are articles: at least 900 words of prose (code not counted) and a table or a diagram', async () => {
    for (const { id } of await service.list()) {
      const post = await service.get(id);
      if (!post) throw new Error(`${id} did not load`);
      const words = countWords(proseText(post.content));
      expect({ id, enough: words >= 900 }).toEqual({ id, enough: true });
      expect({ id, figure: /<table\b|<pre\b/.test(post.content) }).toEqual({ id, figure: true });
    }
  });

  it('cover every card of the EDI category page by exact title', async () => {
    const titles = new Set((await service.list()).map((p) => p.title.toLowerCase()));
    const unmatched = ediCategoryCards.filter((c) => !titles.has(c.title.toLowerCase())).map((c) => c.title);
    expect(unmatched).toEqual([]);
  });

  it('relate by topic: the order cycle leads to acknowledgments and monitoring, not just the newest posts', async () => {
    const posts = await service.list();
    const cycle = posts.find((p) => p.id === 'order-cycle-850-855-856-810');
    if (!cycle) throw new Error('order cycle post missing');
    const related = relatedPosts(cycle, posts, 3);
    for (const r of related) expect(r.tags.filter((t) => cycle.tags.includes(t)).length).toBeGreaterThanOrEqual(2);
    expect(related.map((r) => r.id)).toContain('997-and-contrl-acknowledgments');
  });

  it('render Markdown to sanitized HTML', async () => {
    const post = await service.get('as2-explained');
    expect(post?.content).toContain('<h2 id="how-as2-works">How AS2 works</h2>');
    expect(post?.content).not.toContain('<script');
  });
});
