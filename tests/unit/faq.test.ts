import { faqCategories } from '../../content/pages/faq';
import { testimonials } from '../../content/pages/testimonials';
import { searchFaq } from '../../client/lib/faq-search';

describe('FAQ content', () => {
  it('has 35 questions, ids 1-35, five in each of the seven categories', () => {
    expect(faqCategories.map((c) => c.id)).toEqual([
      'general',
      'standards',
      'implementation',
      'costs',
      'security',
      'technical',
      'api',
    ]);
    for (const c of faqCategories) expect(c.questions).toHaveLength(5);
    expect(faqCategories.flatMap((c) => c.questions.map((q) => q.id))).toEqual(
      Array.from({ length: 35 }, (_, i) => i + 1),
    );
  });
});

describe('FAQ search (docs/spec.md, "Validation rules")', () => {
  it('matches question and answer text case-insensitively and hides empty categories', () => {
    const byQuestion = searchFaq(faqCategories, 'EDIFACT');
    expect(byQuestion.map((c) => c.id)).toContain('standards');
    const byAnswer = searchFaq(faqCategories, 'RECOVERY POINT');
    expect(byAnswer.map((c) => c.id)).toEqual(['security']);
    expect(byAnswer[0]?.questions.map((q) => q.id)).toEqual([23]);
  });

  it('returns nothing for a term that matches nothing, and everything for a blank term', () => {
    expect(searchFaq(faqCategories, 'zebra crossing')).toEqual([]);
    expect(searchFaq(faqCategories, '   ')).toHaveLength(7);
  });
});

describe('testimonials', () => {
  it('has six five-star reviews across the six industries, dated within the spec window', () => {
    expect(testimonials.map((t) => t.id)).toEqual([
      'automotive',
      'healthcare',
      'retail',
      '3pl',
      'wholesale',
      'manufacturing',
    ]);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.date >= '2024-04-15' && t.date <= '2024-09-15').toBe(true);
      expect(t.results).toHaveLength(4);
    }
  });
});
