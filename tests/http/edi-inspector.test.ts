import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { esc, testApp } from './helpers';

const sampleText = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';

describe('/edi-inspector', () => {
  const { app, logs } = testApp();

  it('offers the form, the samples and the privacy promise', async () => {
    const html = (await request(app).get('/edi-inspector').expect(200)).text;
    expect(html).toContain('<title>EDI Inspector: Parse and Validate X12 and EDIFACT Online | Northwind EDI</title>');
    expect(html).toMatch(/<form [^>]*action="\/edi-inspector#result" method="post">/);
    expect(html).toContain('<textarea id="document" name="document"');
    expect(html).toContain('nothing is uploaded');
    for (const s of inspectorSamples) expect(html).toContain(`<option value="${s.id}">${esc(s.label)}</option>`);
  });

  it('renders a sample named from ?sample=, with qualifiers labelled from the D.96A code lists', async () => {
    const html = (await request(app).get('/edi-inspector?sample=edifact-orders').expect(200)).text;
    expect(html).toContain('No issues found');
    expect(html).toContain('Name and address');
    expect(html).toMatch(/>BY<\/span><span[^>]*> \(<!-- -->Buyer<!-- -->\)/);
    expect(html).toContain('5412345000013 (14)'); // sender and its qualifier
  });

  it('without JavaScript, parses a posted document and renders its issues, not stored: no-store', async () => {
    const marker = 'SECRETPARTNER12';
    const doc = sampleText('x12-850-005010')
      .replace('IEA*1*000004721', 'IEA*1*000004722')
      .replace('Harbor Mart Stores', marker);
    const res = await request(app)
      .post('/edi-inspector')
      .type('form')
      .send({ document: doc, intent: 'inspect' })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(esc('IEA02 is 000004722, but ISA13 is 000004721: the control numbers must match.'));
    expect(res.text).toContain('href="#seg-28"');
    expect(res.text).toContain('Beginning Segment for Purchase Order');
    expect(res.text).toContain(marker); // the textarea holds the document again
    expect(logs.join('\n')).not.toContain(marker);
  });

  it('loads a sample from the form without JavaScript', async () => {
    const res = await request(app)
      .post('/edi-inspector')
      .type('form')
      .send({ intent: 'sample', sample: 'x12-856-005010', document: '' })
      .expect(200);
    expect(res.text).toContain('Beginning Segment for Ship Notice');
    expect(res.text).toContain('No issues found');
  });

  it('answers 413 above 5 MB, 415 for other content types', async () => {
    const res = await request(app)
      .post('/edi-inspector')
      .type('form')
      .send({ document: 'A'.repeat(5 * 1024 * 1024 + 1) })
      .expect(413);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('larger than 5 MB');
    await request(app)
      .post('/edi-inspector')
      .set('Content-Type', 'application/json')
      .send('{"document":"ISA"}')
      .expect(415);
  });
});

describe('/edi-inspector rate limit', () => {
  it('has its own limit, separate from the lead forms', async () => {
    const { app } = testApp();
    for (let i = 0; i < 20; i += 1)
      await request(app).post('/edi-inspector').type('form').send({ document: 'UNB' }).expect(200);
    const limited = await request(app).post('/edi-inspector').type('form').send({ document: 'UNB' }).expect(429);
    expect(limited.text).toContain('Too many inspections');
    // The lead limit was not spent: the contact API still validates instead of refusing.
    await request(app).post('/api/contact').send({}).expect(400);
  });
});

describe('links into the inspector and D.96A structures on the EDIFACT pages', () => {
  const { app } = testApp();

  it('shows the ORDERS structure with nested groups, each segment linked to its elements, and links its sample', async () => {
    // The message's one page is its D.96A directory page (#47: one page per fact).
    const html = (await request(app).get('/resources/edifact/d96a/messages/ORDERS').expect(200)).text;
    expect(html).toContain('Segment group 2');
    // Each segment links to its D.96A directory page, where its elements are; NAD sits inside segment group 2.
    expect(html).toMatch(/<a[^>]*href="\/resources\/edifact\/d96a\/segments\/NAD"[^>]*>NAD<\/a>/);
    expect(html).toMatch(/data-group="SG2"[^>]*>(?:(?!data-group="SG3").)*data-seg="NAD"/s);
    expect(html).not.toContain('3035 Party qualifier');
    expect(html).toContain('href="/edi-inspector?sample=edifact-orders#result"');
    expect(html).toContain('Inspect a sample ORDERS');
  });

  it('shows CONTRL with its service segments, links the inspector where no sample exists, and X12 pages link theirs', async () => {
    const contrl = (await request(app).get('/resources/edifact-messages/CONTRL').expect(200)).text;
    expect(contrl).toContain('Interchange response');
    // CONTRL is in no directory: no link to a directory page that does not exist, nor to another site.
    expect(contrl).not.toContain('href="/resources/edifact/d96a/messages/CONTRL"');
    expect(contrl).not.toContain('href="https://www.edifactory.de');
    const aperak = (await request(app).get('/resources/edifact/d96a/messages/APERAK').expect(200)).text;
    expect(aperak).toContain('data-seg="BGM"');
    expect(aperak).toMatch(/href="\/edi-inspector"[^>]*>.*Open the EDI Inspector/);
    const x850 = (await request(app).get('/resources/x12-transaction-sets/850').expect(200)).text;
    expect(x850).toContain('href="/edi-inspector?sample=x12-850-005010#result"');
    expect(x850).not.toContain('message structure');
  });

  it('is linked from the converter hero and its validation example', async () => {
    const html = (await request(app).get('/about-edi-converter').expect(200)).text;
    expect(html).toMatch(/href="\/edi-inspector"[^>]*>Inspect EDI for free</);
    expect(html).toMatch(/href="\/edi-inspector\?sample=x12-850-005010#result"[^>]*>Inspect this example</);
  });
});
