import pino from 'pino';
import { tempDir } from '../http/helpers';
import type { LeadStore } from '../../server/leads/lead-store';
import { createPool, PgLeadStore } from '../../server/leads/pg-lead-store';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store';
import { isStoreUnavailable } from '../../server/leads/store-errors';
import { exportCsv } from '../../server/leads/leads-cli';
import { freshDatabase } from '../fixtures/pg';

const logger = pino({ level: 'silent' });
const contact = { fullName: 'Sam Lee', email: 'sam@example.org', subject: 'Pricing', message: 'Hi', terms: true };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens a store on a new, empty location; `again()` opens a second handle on the same data (another replica or a
 * restart).
 */
interface Opener {
  name: string;
  fresh(): Promise<{
    store: LeadStore;
    again(): LeadStore;
    config: { DATA_DIR: string; DATABASE_URL: string | undefined };
  }>;
}

const openers: Opener[] = [
  {
    name: 'SQLite',
    async fresh() {
      const dir = tempDir();
      return {
        store: SqliteLeadStore.open(dir),
        again: () => SqliteLeadStore.open(dir),
        config: { DATA_DIR: dir, DATABASE_URL: undefined },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async fresh() {
      const url = await freshDatabase();
      const open = () => new PgLeadStore(createPool(url, logger), logger);
      return { store: open(), again: open, config: { DATA_DIR: tempDir(), DATABASE_URL: url } };
    },
  },
];

describe.each(openers)('$name lead store', ({ fresh }) => {
  const opened: LeadStore[] = [];
  const track = (store: LeadStore) => (opened.push(store), store);
  let store: LeadStore;
  let again: () => LeadStore;
  let config: { DATA_DIR: string; DATABASE_URL: string | undefined };

  beforeEach(async () => {
    const f = await fresh();
    store = track(f.store);
    again = () => track(f.again());
    config = f.config;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  it('stores leads and lists them oldest first with their delivery state', async () => {
    const a = await store.insert('contact', contact, 'api', false);
    await sleep(5);
    const b = await store.insert('registration', { firstName: 'Ana', organization: 'Acme' }, 'form', true);
    const leads = await store.list();
    expect(leads.map((l) => l.id)).toEqual([a, b]);
    expect(leads[0]).toMatchObject({
      kind: 'contact',
      source: 'api',
      payload: contact,
      delivery: 'not forwarded',
      deliveredAt: null,
    });
    expect(leads[1]).toMatchObject({
      kind: 'registration',
      source: 'form',
      payload: { organization: 'Acme' },
      delivery: 'pending',
    });
    expect(new Date(leads[0]?.createdAt ?? '').toISOString()).toBe(leads[0]?.createdAt);
  });

  it('is what `leads export` prints, read from the configured store', async () => {
    const id = await store.insert('contact', { ...contact, fullName: '=cmd()' }, 'form', true);
    const csv = await exportCsv(config);
    expect(csv.split('\n')[1]).toMatch(
      new RegExp(`^${id},contact,\\d{4}-.*,'=cmd\\(\\),sam@example.org,.*,form,pending,$`),
    );
  });

  it('filters the list by creation date', async () => {
    await store.insert('contact', contact, 'api', false);
    expect(await store.list(new Date(Date.now() - 60_000))).toHaveLength(1);
    expect(await store.list(new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('keeps its data and schema when opened again (migrations are idempotent)', async () => {
    const id = await store.insert('contact', contact, 'api', true);
    await store.close();
    const reopened = again();
    expect((await reopened.list()).map((l) => l.id)).toEqual([id]);
    expect(await reopened.outboxDepth()).toBe(1);
  });

  it('hands each due delivery to one claimant until its lease runs out', async () => {
    const id = await store.insert('contact', contact, 'api', true);
    const other = again();
    const [first, second] = await Promise.all([store.claimDue(10, 300), other.claimDue(10, 300)]);
    expect([...(first ?? []), ...(second ?? [])].map((d) => d.leadId)).toEqual([id]);
    expect(await store.claimDue(10, 300)).toEqual([]);
    await sleep(400); // the claimant "died": its lease ran out
    const [retaken] = await other.claimDue(10, 300);
    expect(retaken).toMatchObject({ leadId: id, attempts: 0, kind: 'contact', payload: contact });
  });

  it('splits a backlog between concurrent claimants without overlap', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add(await store.insert('contact', { ...contact, message: `m${i}` }, 'api', true));
    const others = [again(), again()];
    const batches = await Promise.all(
      [store, ...others].flatMap((s) => [s.claimDue(7, 60_000), s.claimDue(7, 60_000)]),
    );
    const claimed = batches.flat().map((d) => d.leadId);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = await store.claimDue(100, 60_000);
    expect(new Set([...claimed, ...rest.map((d) => d.leadId)])).toEqual(ids);
  });

  it('schedules a retry after a failure and stops offering a delivered lead', async () => {
    const id = await store.insert('contact', contact, 'api', true);
    await store.claimDue(1, 60_000);
    await store.markFailed(id, 'HTTP 500', 200);
    expect(await store.msUntilNextDue()).toBeLessThanOrEqual(200);
    expect(await store.claimDue(1, 60_000)).toEqual([]);
    await sleep(250);
    const [due] = await store.claimDue(1, 60_000);
    expect(due).toMatchObject({ leadId: id, attempts: 1 });
    await store.markDelivered(id);
    expect(await store.outboxDepth()).toBe(0);
    expect(await store.msUntilNextDue()).toBeUndefined();
    const [lead] = await store.list();
    expect(lead?.delivery).toBe('delivered');
    expect(lead?.deliveredAt).toEqual(expect.any(String));
    await sleep(10);
    expect(await store.claimDue(10, 0)).toEqual([]);
  });

  it('probes with a real write, and fails as "unavailable" once closed', async () => {
    await expect(store.probe()).resolves.toBeUndefined();
    expect(await store.list()).toEqual([]);
    await store.close();
    const error = await store.probe().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isStoreUnavailable(error)).toBe(true);
    const insertError = await store.insert('contact', contact, 'api', false).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isStoreUnavailable(insertError)).toBe(true);
  });
});

describe('PostgreSQL store against an unreachable server', () => {
  it('fails its probe as "unavailable" within the connection timeout', async () => {
    const store = new PgLeadStore(createPool('postgres://nobody@127.0.0.1:9/none', logger), logger);
    const started = Date.now();
    const error = await store.probe().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isStoreUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(6_000);
    await store.close();
  });
});

describe('SQLite store after a crash', () => {
  it('releases the claims of the run that died, so a restart delivers them at once', async () => {
    const dir = tempDir();
    const crashed = SqliteLeadStore.open(dir);
    const id = await crashed.insert('contact', contact, 'api', true);
    expect(await crashed.claimDue(10, 60_000)).toHaveLength(1); // then the process dies mid-delivery
    const restarted = SqliteLeadStore.open(dir);
    expect((await restarted.claimDue(10, 60_000)).map((d) => d.leadId)).toEqual([id]);
    await Promise.all([crashed.close(), restarted.close()]);
  });
});
