import request from 'supertest';
import { edifactMessages } from '../../content/reference-guides/edifact';
import { esc, jsonLd, SITE_URL, testApp } from './helpers';

const { app } = testApp();

describe('/resources/edifact-messages', () => {
  it('lists all 125 messages and CONTRL in the server HTML, with the common six and the differences table', async () => {
    const html = (await request(app).get('/resources/edifact-messages').expect(200)).text;
    for (const m of edifactMessages) expect(html).toContain(`href="/resources/edifact-messages/${m.code}"`);
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
  it('renders the message with related entries, its own head and breadcrumb JSON-LD', async () => {
    const html = (await request(app).get('/resources/edifact-messages/DESADV').expect(200)).text;
    const desadv = edifactMessages.find((m) => m.code === 'DESADV');
    expect(html).toContain(esc(desadv?.description ?? ''));
    expect(html).toContain('<title>DESADV: Despatch advice message | EDIFACT D.96A | Northwind EDI</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/resources/edifact-messages/DESADV"/>`);
    expect(html).toContain('href="/resources/edifact-messages/ORDERS"'); // related: Supply Chain
    // Our own directory page has the full structure: no other site's is offered (#47).
    expect(html).toContain('href="/resources/edifact/d96a/messages/DESADV"');
    expect(html).not.toContain('href="https://www.edifactory.de');
    const crumbs = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as
      { itemListElement: unknown[] } | undefined;
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  it('answers an unknown code with 404 and a lower-case one with a redirect to the canonical page', async () => {
    await request(app).get('/resources/edifact-messages/NOPE99').expect(404);
    const res = await request(app).get('/resources/edifact-messages/orders').expect(301);
    expect(res.headers['location']).toBe('/resources/edifact-messages/ORDERS');
  });
});

describe('per-code pages carry their own context', () => {
  it('856 shows its order-to-cash flow, DESADV as the EDIFACT equivalent and related codes with reasons', async () => {
    const html = (await request(app).get('/resources/x12-transaction-sets/856').expect(200)).text;
    expect(html).toContain('Where it fits');
    expect(html).toContain('Step 3 of 5 in the order-to-cash flow.');
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('href="/resources/edifact-messages/DESADV"');
    expect(html).toContain('EDIFACT equivalent');
    expect(html).toContain('Next in the order-to-cash flow');
    expect(html).not.toContain('href="/resources/x12-transaction-sets/128"');
  });

  it('an EDIFACT message links back to its X12 counterpart, and a code outside any flow says so', async () => {
    const invoic = (await request(app).get('/resources/edifact-messages/INVOIC').expect(200)).text;
    expect(invoic).toContain('href="/resources/x12-transaction-sets/810"');
    expect(invoic).toContain('X12 equivalent');
    const bopcus = (await request(app).get('/resources/edifact-messages/BOPCUS').expect(200)).text;
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
    // Row links carry the active filters on to the code page (so "Back to the guide" keeps them).
    expect(html).toMatch(/href="\/resources\/edifact-messages\/DELFOR[?"]/);
    expect(html).not.toMatch(/href="\/resources\/edifact-messages\/BAPLIE[?"]/);
    const asn = (await request(app).get('/resources/x12-transaction-sets?q=ASN').expect(200)).text;
    expect(asn).toMatch(/href="\/resources\/x12-transaction-sets\/856[?"]/);
  });
});

const codePath = (standard: string, code: string) =>
  `/resources/${standard === 'x12' ? 'x12-transaction-sets' : 'edifact-messages'}/${code}`;
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
