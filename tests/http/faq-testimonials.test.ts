import request from 'supertest';
import { faqCategories } from '../../content/pages/faq';
import { testimonials } from '../../content/pages/testimonials';
import { esc, jsonLd, testApp } from './helpers';

const { app } = testApp();

describe('/faq', () => {
  it('has every question and answer in the server HTML, the category grid, counts and FAQPage JSON-LD', async () => {
    const html = (await request(app).get('/faq').expect(200)).text;
    for (const c of faqCategories) {
      expect(html).toContain(`href="#${c.id}"`);
      expect(html).toContain(`id="${c.id}"`);
      for (const q of c.questions) {
        expect(html).toContain(esc(q.question));
        expect(html).toContain(esc(q.answer));
      }
    }
    expect(html).toContain('placeholder="Search FAQs..."');
    expect(html.match(/\(5 questions\)/g)).toHaveLength(7);
    const faqPage = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
    expect(faqPage?.mainEntity).toHaveLength(35);
  });

  it('renders a search from the URL, and the no-match state with Clear search', async () => {
    const found = (await request(app).get('/faq?q=recovery+point').expect(200)).text;
    expect(found).toContain('(1 question)');
    expect(found).not.toContain('id="api"');
    const none = (await request(app).get('/faq?q=zebra').expect(200)).text;
    expect(none).toContain('No questions found matching &quot;zebra&quot;');
    expect(none).toMatch(/href="\/faq"[^>]*>Clear search</);
  });
});

describe('/testimonials', () => {
  it('has the rating, the six testimonials and the Organization rating JSON-LD', async () => {
    const html = (await request(app).get('/testimonials').expect(200)).text;
    expect(html).toContain('5.0');
    for (const t of testimonials) expect(html).toContain(esc(t.review));
    const org = jsonLd(html).find((d) => d['@type'] === 'Organization' && 'aggregateRating' in d) as
      { aggregateRating: { ratingValue: string; reviewCount: number }; review: unknown[] } | undefined;
    expect(org?.aggregateRating).toMatchObject({ ratingValue: '5.0', reviewCount: 6 });
    expect(org?.review).toHaveLength(6);
    expect(html).toMatch(/href="\/contact"[^>]*>Get Started Today</);
  });

  it('keeps aggregateRating off every other page', async () => {
    for (const path of ['/', '/faq', '/about']) {
      const html = (await request(app).get(path).expect(200)).text;
      expect(html.includes('aggregateRating')).toBe(false);
    }
  });
});
