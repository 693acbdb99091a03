import { postings } from '../../content/pages/careers';
import { jobPosting, salaryRange } from '../../client/components/job-posting-ld';
import { breadcrumbTrail } from '../../client/components/structured-data';
import { fitTitle, ogCardSvg, wrapWords } from '../../scripts/build/og/og-card';
import { renderPng } from '../../scripts/build/og/write-og-images';
import { countWords, formatPostDate, normaliseSearch, readingMinutes, relatedPosts } from '../../shared/blog';
import { defaultOgImage, ogImageMeta, pageOgImage } from '../../shared/og-images';

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('reading time and dates', () => {
  it('counts words and rounds minutes at 230 words a minute, never below one', () => {
    expect(countWords('  ISA  segment\nand\tGS ')).toBe(4);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1000)).toBe(4);
    expect(readingMinutes(1400)).toBe(6);
  });

  it('writes dates for people, the same whatever the time zone', () => {
    expect(formatPostDate('2025-09-18')).toBe('18 September 2025');
    expect(formatPostDate('2025-01-01')).toBe('1 January 2025');
    expect(formatPostDate('not a date')).toBe('not a date');
  });
});

describe('search normalisation', () => {
  it('treats typographic apostrophes and quotes like straight ones, ignoring case and extra spaces', () => {
    expect(normaliseSearch('What’s  THE')).toBe("what's the");
    expect(normaliseSearch('“Quoted”')).toBe('"quoted"');
    expect(normaliseSearch("X12 vs. EDIFACT: What's the Difference").includes(normaliseSearch('what’s'))).toBe(true);
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    normaliseSearch(`${'’ '.repeat(200_000)}x`);
    // ~45 ms here; a quadratic pass over 400,000 characters would take minutes. The margin absorbs a busy CI
    // machine (577 ms once, with a build running beside it).
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

const post = (id: string, tags: string[], date: string) => ({ id, tags, date });

describe('related articles by topic', () => {
  const list = [
    post('newest-unrelated', ['careers'], '2025-10-01'),
    post('current', ['x12', 'retail', 'logistics'], '2025-06-01'),
    post('two-shared', ['x12', 'retail'], '2025-01-01'),
    post('one-shared-new', ['logistics'], '2025-05-01'),
    post('one-shared-old', ['retail'], '2025-02-01'),
  ];

  it('ranks by shared tags, then by date, and never includes the post itself', () => {
    const [current] = list.filter((p) => p.id === 'current');
    if (!current) throw new Error('fixture');
    expect(relatedPosts(current, list, 3).map((p) => p.id)).toEqual(['two-shared', 'one-shared-new', 'one-shared-old']);
  });

  it('falls back to the newest posts when nothing is shared', () => {
    expect(relatedPosts(post('x', [], '2025-01-01'), list, 2).map((p) => p.id)).toEqual([
      'newest-unrelated',
      'current',
    ]);
  });
});

describe('og:images', () => {
  it('maps pages and posts to stable PNG paths; code pages use their guide', () => {
    expect(pageOgImage('/')).toBe('/og/pages/home.png');
    expect(pageOgImage('/solutions/3pl')).toBe('/og/pages/solutions-3pl.png');
    expect(defaultOgImage('/resources/x12-transaction-sets/850')).toBe('/og/pages/resources-x12-transaction-sets.png');
    expect(defaultOgImage('/blogs/some-post')).toBe('/og/pages/blogs.png');
    expect(defaultOgImage('/no/such/page')).toBe('/og/pages/home.png');
    expect(ogImageMeta('/og/blog/a.png')).toEqual({ type: 'image/png', width: 1200, height: 630 });
    expect(ogImageMeta('/images/og-default.jpg')).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    expect(ogImageMeta('https://cdn.example/x.webp')).toEqual({ type: undefined });
  });

  it('wraps long titles into at most three lines and escapes markup', () => {
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    const long = fitTitle('A very long title about EDI '.repeat(6));
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]?.endsWith('…')).toBe(true);
    expect(ogCardSvg({ eyebrow: 'Blog', title: '<script>&', footer: 'x' })).toContain('&#60;script&#62;&#38;');
  });

  it('renders a 1200×630 PNG', () => {
    const png = renderPng({
      eyebrow: 'Blog · x12',
      title: "X12 vs. EDIFACT: What's the Difference and Which Do You Need?",
      footer: 'Priya Raman · 5 min read',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(10_000);
  });
});

describe('structured data', () => {
  it('builds breadcrumb trails from the route table, skipping paths without a page', () => {
    expect(breadcrumbTrail('/solutions/3pl', '3PL EDI & API Solution | Northwind EDI')).toEqual([
      { name: 'Home', path: '/' },
      { name: '3PL EDI & API Solution', path: '/solutions/3pl' },
    ]);
    expect(breadcrumbTrail('/blogs/as2', 'AS2 Explained | Northwind EDI Blog').map((c) => c.name)).toEqual([
      'Home',
      'EDI & Integration Blog: Latest Insights',
      'AS2 Explained',
    ]);
  });

  it('reads salary bands in dollars and rupees', () => {
    expect(salaryRange('$130,000 - $160,000')).toEqual({ currency: 'USD', min: 130000, max: 160000 });
    expect(salaryRange('₹18,00,000 - ₹26,00,000')).toEqual({ currency: 'INR', min: 1800000, max: 2600000 });
    expect(salaryRange('$100,000 - $120,000 base + commission')).toEqual({ currency: 'USD', min: 100000, max: 120000 });
    expect(salaryRange('Competitive')).toBeUndefined();
  });

  it('gives every posting a place or a remote country, an ISO date and a salary', () => {
    for (const job of postings) {
      const ld = jobPosting('https://x.example', job, `https://x.example/careers?job=${job.id}`);
      expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect('jobLocation' in ld || 'jobLocationType' in ld).toBe(true);
      expect(ld.baseSalary?.value.minValue).toBeGreaterThan(0);
    }
  });
});
