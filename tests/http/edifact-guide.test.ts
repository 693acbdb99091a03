import request from 'supertest';
import { edifactMessages } from '../../content/reference-guides/edifact';
import { esc, jsonLd, SITE_URL, testApp } from './helpers';

const { app } = testApp();

describe('/resources/edifact-messages', () => {
  it('lists all 125 messages and CONTRL in the server HTML, with the common six and the differences table', async () => {
    const html = (await request(app).get('/resources/edifact-messages').expect(200)).text;
    // Each message links to its one page: its D.96A directory page, CONTRL (in no directory) to its own (#47).
    for (const m of edifactMessages)
      expect(html).toContain(
        m.code === 'CONTRL'
          ? 'href="/resources/edifact-messages/CONTRL"'
          : `href="/resources/edifact/d96a/messages/${m.code}"`,
      );
    expect(html).toContain('Showing 126 of 126 EDIFACT messages');
    expect(html).toContain('placeholder="Search by code, name, or description..."');
    expect(html).toContain('>All Industries</option>');
    for (const row of ['Geography', 'Message Names', 'Delimiters', 'Versions']) expect(html).toContain(`>${row}</th>`);
    expect(html).toContain('Most Common EDIFACT Messages');
    expect(html).toMatch(/href="\/contact"[^>]*>Get Started</);
    expect(html).toMatch(/href="\/about-edi-converter"[^>]*>Try Free EDI Converter</);
  });

  it('renders a filtered view from the URL, and the empty state', async () => {
    const travel = (await request(app).get('/resources/edifact-messages?industry=Travel').expect(200)).text;
    expect(travel).toContain('Showing 3 of 126 EDIFACT messages');
    const none = (await request(app).get('/resources/edifact-messages?q=zebra').expect(200)).text;
    expect(none).toContain('No EDIFACT messages found matching your criteria');
    expect(none).toMatch(/>Clear filters</);
  });
});

describe('/resources/edifact-messages/{code}', () => {
  it("redirects a message to its one page, the D.96A directory's, which says what the guide says (#47)", async () => {
    const res = await request(app).get('/resources/edifact-messages/DESADV').expect(301);
    expect(res.headers['location']).toBe('/resources/edifact/d96a/messages/DESADV');
    const html = (await request(app).get('/resources/edifact/d96a/messages/DESADV').expect(200)).text;
    const desadv = edifactMessages.find((m) => m.code === 'DESADV');
    expect(html).toContain(esc(desadv?.description ?? ''));
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/resources/edifact/d96a/messages/DESADV"/>`);
    expect(html).toContain('href="/resources/edifact/d96a/messages/ORDERS"'); // related: Supply Chain
    expect(html).toContain('href="/resources/edifact-messages"'); // listed in the guide
    expect(html).toContain('data-seg="BGM"'); // its structure
    expect(html).not.toContain('href="https://www.edifactory.de');
    const crumbs = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as
      { itemListElement: unknown[] } | undefined;
    expect(crumbs?.itemListElement).toHaveLength(4);
  });

  it('keeps a page for CONTRL, a service message no directory holds', async () => {
    const html = (await request(app).get('/resources/edifact-messages/CONTRL').expect(200)).text;
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/resources/edifact-messages/CONTRL"/>`);
  });

  it('answers an unknown code with 404 and a lower-case one with one redirect to the message page', async () => {
    await request(app).get('/resources/edifact-messages/NOPE99').expect(404);
    const res = await request(app).get('/resources/edifact-messages/orders').expect(301);
    expect(res.headers['location']).toBe('/resources/edifact/d96a/messages/ORDERS');
  });

  it('lists each message once in the sitemap: its directory page, not the redirect', async () => {
    const site = (await request(app).get('/sitemaps/site.xml').expect(200)).text;
    const all = site + (await request(app).get('/sitemaps/edifact-d96a.xml').expect(200)).text;
    expect(all).not.toContain('/resources/edifact-messages/DESADV<');
    expect(all).toContain('/resources/edifact-messages/CONTRL<');
    expect(all).toContain('/resources/edifact/d96a/messages/DESADV<');
  });
});

describe('per-code pages carry their own context', () => {
  it('856 shows its order-to-cash flow, DESADV as the EDIFACT equivalent and related codes with reasons', async () => {
    const html = (await request(app).get('/resources/x12-transaction-sets/856').expect(200)).text;
    expect(html).toContain('Where it fits');
    expect(html).toContain('Step 3 of 5 in the order-to-cash flow.');
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('href="/resources/edifact/d96a/messages/DESADV"');
    expect(html).toContain('EDIFACT equivalent');
    expect(html).toContain('Next in the order-to-cash flow');
    expect(html).not.toContain('href="/resources/x12-transaction-sets/128"');
  });

  it('an EDIFACT message links back to its X12 counterpart, and a code outside any flow says so', async () => {
    const invoic = (await request(app).get('/resources/edifact/d96a/messages/INVOIC').expect(200)).text;
    expect(invoic).toContain('href="/resources/x12-transaction-sets/810"');
    expect(invoic).toContain('X12 equivalent');
    const bopcus = (await request(app).get('/resources/edifact/d96a/messages/BOPCUS').expect(200)).text;
    expect(bopcus).toContain('usually exchanged on its own');
    expect(bopcus).toContain('X12 has no direct counterpart');
  });

  it('the differences table says where delimiters and versions are declared', async () => {
    const html = (await request(app).get('/resources/edifact-messages').expect(200)).text;
    for (const s of ['ISA16', 'ISA11', 'UNA', '004010', '005010', 'D.96A']) expect(html).toContain(s);
  });

  it('the industry filter offers real industries and filters by them without JavaScript', async () => {
    const html = (await request(app).get('/resources/edifact-messages?industry=Automotive').expect(200)).text;
    expect(html).toContain('>Maritime &amp; Ports</option>');
    expect(html).toContain('href="/resources/edifact/d96a/messages/DELFOR"');
    expect(html).not.toContain('href="/resources/edifact/d96a/messages/BAPLIE"');
    // X12 row links carry the active filters on to the code page (so "Back to the guide" keeps them).
    const asn = (await request(app).get('/resources/x12-transaction-sets?q=ASN').expect(200)).text;
    expect(asn).toMatch(/href="\/resources\/x12-transaction-sets\/856[?"]/);
  });
});

const codePath = (standard: string, code: string) =>
  // An EDIFACT message's one page is its D.96A directory page (#47).
  standard === 'x12' ? `/resources/x12-transaction-sets/${code}` : `/resources/edifact/d96a/messages/${code}`;
const sentencesOf = (html: string, code: string, name: string) => {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const text = main
    .replaceAll(/<[^>]+>/g, '\n')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'");
  return new Set(
    text
      .split(/\n|(?<=[.!?])\s/)
      .map((s) => s.split(code).join('').split(name).join('').trim())
      .filter((s) => s.length > 2),
  );
};

describe('rendered per-code pages differ in substance, not just in the code', () => {
  // The most alike codes: same category, industry and usage, outside any flow, no counterpart.
  const sample = [
    ['x12', '436', 'Locomotive Information'],
    ['x12', '485', 'Ratemaking Action'],
    ['x12', '425', 'Rail Waybill Request'],
    ['x12', '154', 'Secured Interest Filing'],
    ['x12', '155', 'Business Credit Report'],
    ['edifact', 'BOPCUS', 'Balance of payment customer transaction report message'],
    ['edifact', 'BOPDIR', 'Direct balance of payment declaration message'],
    ['edifact', 'CONITT', 'Invitation to tender message'],
    ['edifact', 'CONTEN', 'Tender message'],
  ] as const;

  it('any two of the most alike pages each have at least two sentences the other lacks', async () => {
    const pages = [];
    for (const [standard, code, name] of sample) {
      const html = (await request(app).get(codePath(standard, code)).expect(200)).text;
      pages.push({ code, s: sentencesOf(html, code, name) });
    }
    const tooClose: string[] = [];
    for (const a of pages) {
      for (const b of pages) {
        if (a.code >= b.code) continue;
        const onlyA = [...a.s].filter((x) => !b.s.has(x)).length;
        const onlyB = [...b.s].filter((x) => !a.s.has(x)).length;
        if (Math.min(onlyA, onlyB) < 2) tooClose.push(`${a.code}/${b.code}`);
      }
    }
    expect(tooClose).toEqual([]);
  });
});
