import request from 'supertest';
import { aboutCopy } from '../../content/pages/about';
import { careersCopy, postings } from '../../content/pages/careers';
import { privacyPolicy, termsAndConditions } from '../../content/pages/legal';
import { supplierProgramCopy } from '../../content/pages/supplier-program';
import { esc, testApp } from './helpers';

const { app } = testApp();
const html = async (path: string) => (await request(app).get(path).expect(200)).text;

describe('about (docs/spec.md, "About") in the server HTML', () => {
  it('has the hero links, the story anchor, all three tab panels, the four values and the presence', async () => {
    const page = await html('/about');
    expect(page).toMatch(/<a[^>]+href="\/contact"[^>]*>Get Started<\/a>/);
    expect(page).toMatch(/<a href="#story"[^>]*>Our Story<\/a>/);
    expect(page).toContain('id="story"');
    expect(page).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Mission</);
    for (const v of aboutCopy.values) expect(page).toContain(esc(v.title));
    for (const city of ['Plano, Texas', 'Dubai, UAE', 'Hyderabad, India']) expect(page).toContain(city);
    expect(page).toContain('2018');
    expect(page).toMatch(/target="_blank"[^>]*href="https:\/\/demo\.example\/book"[^>]*>Schedule Demo/);
  });

  it('renders the Values tab selected when the URL asks for it', async () => {
    const page = await html('/about?tab=values');
    expect(page).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Values</);
  });
});

describe('careers (docs/spec.md, "Careers") in the server HTML', () => {
  it('lists all ten postings with their salaries, benefits and the closing call to action', async () => {
    const page = await html('/careers');
    for (const p of postings) {
      expect(page).toContain(esc(p.title));
      expect(page).toContain(esc(p.salary));
    }
    expect(page).toContain('id="openings"');
    expect(page).toContain('id="benefits"');
    for (const b of careersCopy.benefits.items) expect(page).toContain(b.title);
    expect(page).toContain(esc('Don’t See the Right Role?'));
  });

  it('filters from the query string, without JavaScript', async () => {
    const page = await html('/careers?q=support&department=Support&location=Plano+TX');
    expect(page).toContain('1 position');
    expect(page).toContain('Support Team Lead');
    expect(page).not.toContain('Technical Support Engineer');
  });

  it('shows the exact empty-state texts', async () => {
    const page = await html('/careers?q=astronaut');
    expect(page).toContain('No positions found');
    expect(page).toContain('Try adjusting your search or filters');
  });

  it('renders the detail dialog for ?job= with Apply Now to /contact and a Close link', async () => {
    const page = await html('/careers?job=support-team-lead');
    expect(page).toMatch(/role="dialog" aria-modal="true"/);
    expect(page).toContain('Responsibilities');
    expect(page).toMatch(/href="\/contact"[^>]*>Apply Now</);
    expect(page).toMatch(/href="\/careers"[^>]*>Close</);
  });
});

describe('supplier program (docs/spec.md, "Supplier program") in the server HTML', () => {
  it('has every section in order, the badge, the documents, the steps and the FAQ answers', async () => {
    const page = await html('/supplier-program');
    const c = supplierProgramCopy;
    const order = [
      c.benefits.title,
      c.connectivity.title,
      c.documents.title,
      c.onboarding.title,
      c.developers.title,
      c.security.title,
      c.monitoring.title,
      c.supplierBenefits.title,
      c.checklist.title,
      c.faq.title,
    ].map((t) => page.indexOf(`>${esc(t)}</h2>`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain('Preferred for REST APIs and webhooks');
    for (const d of c.documents.items) expect(page).toContain(`>${d.code}</code>`);
    for (const s of c.onboarding.steps) expect(page).toContain(`>${s.time}</span>`);
    for (const f of c.faq.items) expect(page).toContain(esc(f.answer));
    expect(page).toContain('TLS 1.2 or higher');
    expect(page).toContain('href="mailto:onboarding@northwind-edi.example"');
    expect(page).toContain('href="tel:+15550104200"');
  });
});

describe('legal pages (docs/spec.md, "Legal pages")', () => {
  it('has the update date and the 13 numbered privacy sections', async () => {
    const page = await html('/privacy-policy');
    expect(page).toContain('Updated: October 1st, 2025');
    privacyPolicy.sections.forEach((s, i) => expect(page).toContain(`${i + 1}. ${esc(s.heading)}`));
    expect(privacyPolicy.sections).toHaveLength(13);
    expect(page).toContain('under 18');
    expect(page).toContain('we do not currently respond to them');
  });

  it('has the seven topics of the terms', async () => {
    const page = await html('/terms-and-conditions');
    expect(termsAndConditions.sections.map((s) => s.heading)).toEqual([
      'Cookies',
      'License',
      'Comments',
      'Content Liability',
      'Reservation of Rights',
      'Removal of Links From Our Website',
      'Disclaimer',
    ]);
    for (const s of termsAndConditions.sections) expect(page).toContain(esc(s.heading));
  });
});
