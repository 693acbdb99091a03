import Database from 'better-sqlite3';
import request from 'supertest';
import type { LeadStore } from '../../server/leads/lead-store';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store';
import { validContact } from '../fixtures/leads';
import { tempDir, testApp } from './helpers';

/**
 * A real SQLite store whose writes fail with `fault` while it is set: a disk that fills up or a database that goes
 * away.
 */
function faultyStore() {
  const inner = SqliteLeadStore.open(tempDir());
  let fault: Error | undefined;
  const guard = () => {
    if (fault) throw fault;
  };
  const store: LeadStore = {
    insert: async (...args) => (guard(), inner.insert(...args)),
    list: (since) => inner.list(since),
    claimDue: (limit, lease) => inner.claimDue(limit, lease),
    msUntilNextDue: () => inner.msUntilNextDue(),
    markDelivered: (id) => inner.markDelivered(id),
    markFailed: (id, error, retry) => inner.markFailed(id, error, retry),
    outboxDepth: () => inner.outboxDepth(),
    probe: async () => (guard(), inner.probe()),
    close: () => inner.close(),
  };
  return { store, inner, fail: (error: Error | undefined) => (fault = error) };
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

const faults: [string, Error][] = [
  ['SQLite disk full', new Database.SqliteError('database or disk is full', 'SQLITE_FULL')],
  ['SQLite read-only file', new Database.SqliteError('attempt to write a readonly database', 'SQLITE_READONLY')],
  ['SQLite I/O error', new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_WRITE')],
  ['SQLite file gone', new Database.SqliteError('unable to open database file', 'SQLITE_CANTOPEN')],
  ['PostgreSQL disk full', pgError('53100', 'could not extend file: No space left on device')],
  ['PostgreSQL read-only', pgError('25006', 'cannot execute INSERT in a read-only transaction')],
  ['PostgreSQL shutting down', pgError('57P01', 'terminating connection due to administrator command')],
  ['PostgreSQL unreachable', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['PostgreSQL pool timeout', new Error('timeout exceeded when trying to connect')],
];

describe.each(faults)('when the lead store fails with %s', (_name, error) => {
  it('fails /readyz and answers leads 503 with a clear message (API and form), then recovers', async () => {
    const f = faultyStore();
    const t = testApp({}, () => f.store);
    await request(t.app).get('/readyz').expect(200);
    f.fail(error);

    const ready = await request(t.app).get('/readyz').expect(503);
    expect(ready.body.checks).toEqual({ accepting: true, leadStore: false });
    const api = await request(t.app).post('/api/contact').send(validContact).expect(503);
    expect(api.body).toEqual({
      errors: { form: 'We cannot take messages right now. Please try again shortly or call us.' },
    });
    const form = await request(t.app)
      .post('/contact')
      .type('form')
      .send('fullName=Ann&email=ann%40example.io&subject=Hi&message=Hello&terms=on')
      .expect(503);
    expect(form.text).toContain('We cannot take messages right now.');
    expect(form.text).toContain('value="Ann"'); // the visitor's text is kept for another try
    await request(t.app).get('/contact').expect(200); // pages keep serving

    f.fail(undefined);
    await request(t.app).get('/readyz').expect(200);
    await request(t.app).post('/api/contact').send(validContact).expect(201);
    expect(await f.inner.list()).toHaveLength(1);
    await t.leads.close();
  });
});

describe('a store failure that is not about availability', () => {
  it('is not disguised as 503', async () => {
    const f = faultyStore();
    const t = testApp({}, () => f.store);
    f.fail(new TypeError('bug'));
    const res = await request(t.app).post('/api/contact').send(validContact);
    expect(res.status).toBe(500);
    await t.leads.close();
  });
});
