import request from 'supertest';
import { integrationModules } from '../../content/integration-pages';
import { solutionTemplateCopy as sCopy, integrationTemplateCopy as iCopy } from '../../content/pages/solution';
import { solutionModules } from '../../content/solution-pages';
import { esc, GOOGLEBOT, jsonLd, testApp } from './helpers';

const { app } = testApp();
const get = async (path: string) => (await request(app).get(path).set('User-Agent', GOOGLEBOT).expect(200)).text;

describe.each(Object.entries(solutionModules))('solution page %s', (slug, load) => {
  it('renders the template completely, in order, with counts from the data', async () => {
    const s = (await load()).default;
    const html = await get(`/solutions/${slug}`);
    const headings = (
      [
        sCopy.process.title,
        sCopy.x12.title,
        sCopy.edifact.title,
        sCopy.api.title,
        sCopy.benefits.title,
        sCopy.useCases.title,
      ] as string[]
    )
      .concat(s.industries ? [sCopy.industries.title] : [], s.technicalFeatures ? [sCopy.technical.title] : [], [
        sCopy.cta.title,
      ])
      .map((t) => html.indexOf(`>${esc(t)}</h2>`));
    expect(headings.every((i) => i > 0)).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
    expect(html).toContain(`<h1>${esc(s.solutionName)}</h1>`);
    expect(html).toContain(`<strong>${s.ediX12Transactions.length}</strong><span>X12 transactions</span>`);
    expect(html).toContain(`<strong>${s.edifactTransactions.length}</strong><span>EDIFACT messages</span>`);
    expect(html).toContain(`<strong>${s.apiEndpoints.length}+ Endpoints</strong>`);
    for (const t of s.ediX12Transactions) expect(html).toContain(esc(t.name));
    for (const e of s.apiEndpoints) expect(html).toContain(`">${esc(e)}</code>`);
    expect(html.match(/>POST<\/span>/g)).toHaveLength(s.apiEndpoints.length);
    expect(html).toMatch(/href="\/contact"[^>]*>Start Integration</);
    expect(html).toMatch(
      /target="_blank" rel="noopener noreferrer" href="https:\/\/demo\.example\/book"[^>]*>Schedule a Demo</,
    );
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'Service', 'BreadcrumbList']));
  });
});

describe.each(Object.entries(integrationModules))('integration page %s', (slug, load) => {
  it('renders hero, why-choose, benefits, versions, use cases and the demo call to action; integrationTime stays hidden', async () => {
    const i = (await load()).default;
    const html = await get(`/integrations/${slug}`);
    const order = [
      iCopy.whyTitle(i.erpName),
      iCopy.benefitsTitle,
      iCopy.versionsTitle,
      iCopy.casesTitle,
      iCopy.cta.title(i.erpName),
    ].map((t) => html.indexOf(`>${esc(t)}</h2>`));
    expect(order.every((x) => x > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const v of i.supportedVersions) expect(html).toContain(esc(v));
    for (const f of i.features) expect(html).toContain(esc(f.title));
    expect(html.includes('integrationTime')).toBe(false); // the field never leaves the server
    expect(html).toMatch(/href="\/contact"[^>]*>Start Integration</);
    expect(html).toMatch(
      /target="_blank" rel="noopener noreferrer" href="https:\/\/demo\.example\/book"[^>]*>Schedule a Demo</,
    );
    expect(jsonLd(html).map((d) => d['@type'])).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
  });
});
