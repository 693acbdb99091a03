import request from 'supertest';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store';
import { emptyRegistrationErrors, validContact, validRegistration } from '../fixtures/leads';
import { testApp } from './helpers';

const contact = validContact;
const registration = validRegistration;

const storedLeads = async (t: ReturnType<typeof testApp>) => {
  const store = SqliteLeadStore.open(t.config.DATA_DIR);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
};

describe('POST /api/contact and /api/converter-registrations', () => {
  it('stores a valid contact lead and answers 201 with its id', async () => {
    const t = testApp();
    const res = await request(t.app).post('/api/contact').send(contact).expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [lead] = await storedLeads(t);
    expect(lead).toMatchObject({
      id: res.body.id,
      kind: 'contact',
      source: 'api',
      payload: { fullName: 'Sam Lee', email: 'sam@example.org' },
    });
  });

  it('stores a valid registration', async () => {
    const t = testApp();
    const res = await request(t.app).post('/api/converter-registrations').send(registration).expect(201);
    expect((await storedLeads(t))[0]).toMatchObject({
      id: res.body.id,
      kind: 'registration',
      payload: { organization: 'Acme' },
    });
  });

  it('answers an empty registration with the six messages of the spec', async () => {
    const t = testApp();
    const res = await request(t.app).post('/api/converter-registrations').send({}).expect(400);
    expect(res.body).toEqual({ errors: emptyRegistrationErrors });
    expect(await storedLeads(t)).toEqual([]);
  });

  it('names each invalid contact field', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, email: 'not-an-email', phone: 'call me', terms: false })
      .expect(400);
    expect(res.body.errors).toEqual({
      email: 'Enter a valid email',
      phone: 'Enter a valid phone number',
      terms: 'You must agree to the Terms and Privacy Policy',
    });
  });

  it.each(['{"fullName": ', '[1,2]', '"text"', 'null'])(
    'answers the malformed or non-object body %s with 400 JSON',
    async (body) => {
      const t = testApp();
      const res = await request(t.app)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(res.body.errors.form).toMatch(/could not be read/);
    },
  );

  it('refuses a body over 64 KB with 413', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, message: 'x'.repeat(70_000) })
      .expect(413);
    expect(res.body.errors.form).toMatch(/too long/);
  });

  it.each([
    ['text/plain', 'fullName=Sam'],
    ['application/x-www-form-urlencoded', 'fullName=Sam'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses %s with 415', async (type, body) => {
    const t = testApp();
    const res = await request(t.app).post('/api/contact').set('Content-Type', type).send(body).expect(415);
    expect(res.body.errors.form).toBe('Send the form as JSON.');
  });

  it('answers the 11th submission within a minute from one client with 429', async () => {
    const t = testApp();
    for (let i = 0; i < 10; i++) await request(t.app).post('/api/contact').send(contact).expect(201);
    const res = await request(t.app).post('/api/converter-registrations').send(registration).expect(429);
    expect(res.body.errors.form).toMatch(/Too many submissions/);
    expect(res.headers['ratelimit-policy']).toBeDefined();
    expect(await storedLeads(t)).toHaveLength(10);
  });

  it('quietly drops a submission whose honeypot is filled', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, website: 'https://spam.example' })
      .expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedLeads(t)).toEqual([]);
  });

  it('never answers 5xx to odd JSON', async () => {
    const t = testApp();
    for (const body of [{ fullName: 42 }, { terms: 'true' }, { __proto__: { x: 1 } }, { fullName: ['a'] }, {}]) {
      const res = await request(t.app).post('/api/contact').send(body);
      expect(res.status).toBe(400);
    }
  });
});

describe('the contact form without JavaScript (POST /contact)', () => {
  const form = 'fullName=Ann+Park&email=ann%40example.io&subject=Hello&message=Two+lines%0Aof+text&terms=on';

  it('stores the lead and answers 303 to the confirmation', async () => {
    const t = testApp();
    const res = await request(t.app).post('/contact').type('form').send(form).expect(303);
    expect(res.headers['location']).toBe('/contact?sent=1#contact-form');
    expect((await storedLeads(t))[0]).toMatchObject({
      source: 'form',
      payload: { fullName: 'Ann Park', message: 'Two lines\nof text', terms: true },
    });
    const page = await request(t.app).get('/contact?sent=1').expect(200);
    expect(page.text).toContain('Thank you! Your message has been sent.');
  });

  it('re-renders the form with messages and the entered values (escaped) on errors', async () => {
    const t = testApp();
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send('fullName=%3Cb%3EAnn&email=nope&subject=&message=Hi')
      .expect(400);
    expect(res.text).toContain('Enter a valid email');
    expect(res.text).toContain('Subject is required');
    expect(res.text).toContain('You must agree to the Terms and Privacy Policy');
    expect(res.text).toContain('value="&lt;b&gt;Ann"');
    expect(res.text).toContain('value="nope"');
    expect(res.text).not.toContain('<b>Ann');
    expect(await storedLeads(t)).toEqual([]);
  });

  it('refuses JSON posted to the page with 415', async () => {
    const t = testApp();
    await request(t.app).post('/contact').send(contact).expect(415);
  });
});

describe('readiness of the lead store', () => {
  it('fails /readyz and answers leads 503 when DATA_DIR cannot hold the store, pages still served', async () => {
    const t = testApp({ DATA_DIR: '/dev/null/leads' });
    const ready = await request(t.app).get('/readyz').expect(503);
    expect(ready.body.checks).toEqual({ accepting: true, leadStore: false });
    const res = await request(t.app).post('/api/contact').send(contact).expect(503);
    expect(res.body.errors.form).toMatch(/cannot take messages/);
    await request(t.app).get('/contact').expect(200);
  });

  it('fails /readyz once the store stops taking writes', async () => {
    const t = testApp();
    await request(t.app).get('/readyz').expect(200);
    await t.leads.close();
    await request(t.app).get('/readyz').expect(503);
  });
});
