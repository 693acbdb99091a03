import request from 'supertest';
import { testApp } from './helpers';

const { app } = testApp();

const KB = 1024;
/**
 * What the header menu and the footer added to every page when they came to name our X12 guides, the
 * EDIFACT directories (latest and all) and the API page (#47): 1.9 KB measured, allowed on every budget.
 */
const REFERENCE_NAV = 2 * KB;
const HOME_BUDGET = 55 * KB + REFERENCE_NAV;

/**
 * Raw HTML bytes of one route per page template before the icon sprite, the single navigation and the site
 * stylesheet (bench/results/html-sizes-2026-11-23.md, commit 32de1a4). Every template is to stay within 60 % of it;
 * the templates that went well below keep a tighter share, a little above what they weigh now, so the saving stays.
 */
const before: { template: string; path: string; bytes: number; share?: number }[] = [
  { template: 'home', path: '/', bytes: 122_788 },
  { template: 'solution', path: '/solutions/order-to-cash', bytes: 88_318 },
  { template: 'integration', path: '/integrations/sap', bytes: 72_247 },
  { template: 'blogs', path: '/blogs', bytes: 79_661 },
  { template: 'blog-detail', path: '/blogs/:first', bytes: 83_667 },
  // The two guides are mostly their tables of every code: lean rows (client/components/reference/guide-rows.tsx).
  { template: 'x12-transaction-sets', path: '/resources/x12-transaction-sets', bytes: 213_789, share: 0.52 },
  { template: 'edifact-messages', path: '/resources/edifact-messages', bytes: 132_425, share: 0.5 },
  { template: 'reference-code (X12)', path: '/resources/x12-transaction-sets/850', bytes: 75_268 },
  // An EDIFACT message's one page is its directory page since #47 (the guide's per-code page redirects there).
  { template: 'edifact (message)', path: '/resources/edifact/d96a/messages/ORDERS', bytes: 227_536, share: 0.55 },
  { template: 'contact', path: '/contact', bytes: 83_779 },
  { template: 'faq', path: '/faq', bytes: 96_179 },
  { template: 'converter', path: '/about-edi-converter', bytes: 94_534 },
  { template: 'careers', path: '/careers', bytes: 103_009 },
  { template: 'case-studies', path: '/case-studies', bytes: 91_026 },
  { template: 'about', path: '/about', bytes: 76_859 },
  { template: 'supplier-program', path: '/supplier-program', bytes: 92_822 },
  { template: 'testimonials', path: '/testimonials', bytes: 104_986 },
  { template: 'legal', path: '/privacy-policy', bytes: 64_439 },
  { template: 'integrations', path: '/integrations', bytes: 82_220 },
  { template: 'blog-category-edi', path: '/blog-categories/edi', bytes: 74_489 },
  { template: 'edi-inspector', path: '/edi-inspector', bytes: 64_938 },
];

const rawBytes = async (path: string) => Buffer.byteLength((await request(app).get(path).expect(200)).text, 'utf8');

describe('raw HTML weight', () => {
  it(`keeps the home page within ${HOME_BUDGET / KB} KB`, async () => {
    expect(await rawBytes('/')).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it('keeps every page template within its budget (60 % of its size before, unless noted)', async () => {
    const posts = (await request(app).get('/api/blogs').expect(200)).body as { slug: string }[];
    const over: { template: string; bytes: number; budget: number }[] = [];
    for (const { template, path, bytes, share = 0.6 } of before) {
      const size = await rawBytes(path.replace(':first', posts[0]?.slug ?? ''));
      const budget = Math.floor(bytes * share) + REFERENCE_NAV;
      if (size > budget) over.push({ template, bytes: size, budget });
    }
    expect(over).toEqual([]);
  }, 60_000);

  it('carries no style element for what the site stylesheet holds, and draws icons from the sprite', async () => {
    for (const { path } of before.filter((b) => !b.path.includes(':'))) {
      const html = (await request(app).get(path).expect(200)).text;
      expect({ path, styles: html.match(/<style\b/g)?.length ?? 0 }).toEqual({ path, styles: 0 });
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[a-f0-9]+\.css"\/>/);
      expect(html).not.toContain('class="lucide');
    }
  }, 60_000);
});
