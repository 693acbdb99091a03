import request from 'supertest';
import { validContact } from '../fixtures/leads';
import { freshDatabase } from '../fixtures/pg';
import { testApp } from './helpers';

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('the lead rate limit with DATABASE_URL', () => {
  it('is shared by replicas: 10 a minute per client across both, other clients unaffected', async () => {
    const url = await freshDatabase();
    const env = { DATABASE_URL: url, TRUST_PROXY: 'loopback' };
    const [a, b] = [testApp(env), testApp(env)];
    try {
      for (let i = 0; i < 10; i++) {
        await request(i % 2 ? b.app : a.app)
          .post('/api/contact')
          .set(from('10.0.0.1'))
          .send(validContact)
          .expect(201);
      }
      // Each replica alone has seen 5; together the client has used its 10.
      const limited = await request(a.app).post('/api/contact').set(from('10.0.0.1')).send(validContact).expect(429);
      expect(limited.body.errors.form).toMatch(/Too many submissions/);
      await request(b.app)
        .post('/contact')
        .set(from('10.0.0.1'))
        .type('form')
        .send('fullName=A&email=a%40b.co&subject=S&message=M&terms=on')
        .expect(429);
      // Keyed on the resolved client address: another client still gets through on either replica.
      await request(b.app).post('/api/contact').set(from('10.0.0.2')).send(validContact).expect(201);
      expect(await a.leads.store?.list()).toHaveLength(11);
    } finally {
      await Promise.all([a.leads.close(), b.leads.close()]);
    }
  });

  it('the EDI API limit too: 60 a minute per client across both replicas, 429 from either', async () => {
    const url = await freshDatabase();
    const env = { DATABASE_URL: url, TRUST_PROXY: 'loopback' };
    const [a, b] = [testApp(env), testApp(env)];
    const inspect = (t: typeof a, ip: string) =>
      request(t.app).post('/api/edi/inspect').set(from(ip)).set('Content-Type', 'text/plain').send('ISA');
    try {
      for (let i = 0; i < 60; i++) await inspect(i % 2 ? b : a, '10.0.0.3').expect(200);
      for (const t of [a, b]) {
        const limited = await inspect(t, '10.0.0.3').expect(429);
        expect(limited.headers['retry-after']).toBeDefined();
        expect(limited.body.error.status).toBe(429);
      }
      await inspect(b, '10.0.0.4').expect(200);
    } finally {
      await Promise.all([a.leads.close(), b.leads.close(), a.inspections.close(), b.inspections.close()]);
    }
  }, 60_000);

  it('lets posts through (to meet the same outage, 503) when the database is down', async () => {
    const t = testApp({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
    try {
      const res = await request(t.app).post('/api/contact').send(validContact).expect(503);
      expect(res.body.errors.form).toMatch(/cannot take messages right now/);
      await request(t.app).get('/readyz').expect(503);
    } finally {
      await t.leads.close();
    }
  });
});
