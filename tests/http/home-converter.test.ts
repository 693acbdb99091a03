import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { customers } from '../../content/customers';
import { converterCopy } from '../../content/pages/converter';
import { homeCopy } from '../../content/pages/home';
import { solutionSummaries } from '../../content/solutions';
import { esc, testApp } from './helpers';

const { app } = testApp();
const get = async (path: string) => (await request(app).get(path).expect(200)).text;

describe('home (docs/spec.md, "Home") in the server HTML', () => {
  it('has the hero tiles and legend, the claims, tools, solutions, capabilities, clients, monitoring, onboarding, awards and calls to action', async () => {
    const html = await get('/');
    for (const c of homeCopy.hero.capabilities) expect(html).toContain(`>${esc(c)}</li>`);
    for (const l of homeCopy.hero.legend) expect(html).toContain(l.label);
    for (const c of homeCopy.claims) expect(html).toContain(esc(c.title));
    for (const t of homeCopy.tools.items) for (const f of t.features) expect(html).toContain(esc(f));
    for (const s of solutionSummaries) expect(html).toContain(`href="/solutions/${s.slug}"`);
    expect(homeCopy.capabilities.formats).toHaveLength(10);
    expect(homeCopy.capabilities.protocols).toHaveLength(12);
    for (const f of [...homeCopy.capabilities.formats, ...homeCopy.capabilities.protocols])
      expect(html).toContain(`>${esc(f)}</li>`);
    for (const s of homeCopy.clients.stats) expect(html).toContain(s.value);
    for (const c of customers.slice(0, 5)) expect(html).toContain(`alt="${esc(c.name)}"`);
    for (const f of homeCopy.monitoring.features) expect(html).toContain(esc(f.title));
    for (const o of homeCopy.onboarding.items) expect(html).toContain(esc(o.value));
    for (const a of homeCopy.awards.items) expect(html).toContain(esc(a.title));
    expect(html).toMatch(
      /target="_blank" rel="noopener noreferrer" href="https:\/\/app\.example"[^>]*>Start Free Trial/,
    );
  });
});

describe('free converter (docs/spec.md, "Converter") in the server HTML', () => {
  it('has the features, all eight conversion types, popular sets, the validation example, scenarios, reasons and the how-to', async () => {
    const html = await get('/about-edi-converter');
    expect(converterCopy.features.items).toHaveLength(8);
    for (const f of converterCopy.features.items) expect(html).toContain(esc(f.title));
    expect(converterCopy.explorer.types).toHaveLength(8);
    for (const t of converterCopy.explorer.types) {
      expect(html).toContain(`>${esc(t.label)}</a>`);
      expect(html).toContain(esc(t.description));
    }
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>EDI to JSON</);
    expect(html).toContain('ST*850*0001~');
    expect(html).toContain(esc(converterCopy.validation.summary));
    expect(converterCopy.scenarios.items).toHaveLength(6);
    for (const s of converterCopy.scenarios.items) expect(html).toContain(esc(s.title));
    expect(converterCopy.reasons.items).toHaveLength(4);
    expect(converterCopy.howTo.steps.map((s) => s.title)).toEqual([
      'Register',
      'Upload File',
      'Validate & Convert',
      'Download',
    ]);
    expect(html.match(/>Try Free Converter Now</g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('shows, in every conversion tab, the sample 850 really converted by the engine (no JavaScript needed)', async () => {
    const html = await get('/about-edi-converter?conversion=csv');
    // JSON: the set's own keys; XML: escaped and nested; CSV: a row per PO1; the sheet; JSON back to X12.
    expect(html).toContain('&quot;purchase_order_number_03&quot;: &quot;PO-48213&quot;');
    expect(html).toContain('&lt;loop id=&quot;PO1&quot;&gt;');
    expect(html).toContain(
      '000000101,850,0001,PO-48213,20251001,00,,Harbor &amp; Pine DC 7,0007,2,12,EA,34.00,012345678912,,HP-4450,&quot;Cast-iron skillet, 10 in&quot;',
    );
    expect(html).toContain('<td>Stoneware mug, 12 oz</td>');
    expect(html).toContain('CTT*1~\nSE*9*0001~');
    expect(html).toContain('/api/edi/convert?to=json');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>EDI to CSV</);
  });
});

describe('images', () => {
  it('are all under 100 KB', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    const large = walk('public').filter((f) => statSync(f).size > 100 * 1024);
    expect(large).toEqual([]);
  });

  it.each(['/', '/contact', '/case-studies', '/careers'])(
    'carry width and height on %s (no layout shift)',
    async (path) => {
      const html = await get(path);
      const unsized = [...html.matchAll(/<img\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\bwidth="\d+"/.test(tag) || !/\bheight="\d+"/.test(tag));
      expect(unsized).toEqual([]);
    },
  );
});
