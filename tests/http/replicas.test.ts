import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createPool, PgLeadStore } from '../../server/leads/pg-lead-store';
import { validContact } from '../fixtures/leads';
import { freshDatabase } from '../fixtures/pg';

/**
 * Two replicas of the built server on one PostgreSQL, one webhook receiver that fails for a while,
 * 200 leads split across both, one replica killed (SIGKILL) mid-way with deliveries in flight:
 * every lead is stored once and reaches the receiver exactly once.
 */
const BASE = Number(process.env['TEST_PORT_BASE'] ?? 4390);
const LEADS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A receiver that answers 500 (slowly) while `down`, then 204; it counts every key it acknowledged. */
function receiver() {
  const acknowledged = new Map<string, number>();
  let refused = 0;
  let inFlight = 0;
  const state = { down: true };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      if (state.down) {
        refused++;
        inFlight++;
        setTimeout(() => (inFlight--, res.writeHead(500).end()), 150);
        return;
      }
      acknowledged.set(key, (acknowledged.get(key) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  return {
    state,
    acknowledged,
    refused: () => refused,
    inFlight: () => inFlight,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((r) => server.close(r)),
  };
}

function replica(port: number, databaseUrl: string, webhook: string): ChildProcess {
  return spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      LEADS_WEBHOOK_URL: webhook,
      LEADS_RETRY_BASE_MS: '100',
      LEADS_CLAIM_LEASE_MS: '2000',
      TRUST_PROXY: 'loopback',
      METRICS_PORT: '0',
    },
    stdio: 'ignore',
  });
}

async function waitReady(port: number) {
  for (let i = 0; i < 150; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`replica on ${port} never became ready`);
}

/** Posts lead n to a replica as if from its own client address (the shared limit is per client). */
async function post(port: number, n: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.20.${Math.floor(n / 250)}.${n % 250}` },
    body: JSON.stringify({ ...validContact, message: `lead ${n}` }),
  });
  if (res.status !== 201) throw new Error(`lead ${n}: HTTP ${res.status}`);
  const body: unknown = await res.json();
  return typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
}

it('two replicas, one database, a killed replica, a webhook down then up: all stored, each delivered once', async () => {
  const url = await freshDatabase();
  const hook = receiver();
  const hookPort = await hook.listen();
  const [portA, portB] = [BASE + 2, BASE + 3];
  const a = replica(portA, url, `http://127.0.0.1:${hookPort}/hook`);
  const b = replica(portB, url, `http://127.0.0.1:${hookPort}/hook`);
  const bExited = new Promise((r) => b.on('exit', r));
  const logger = pino({ level: 'silent' });
  const store = new PgLeadStore(createPool(url, logger), logger);
  try {
    await Promise.all([waitReady(portA), waitReady(portB)]);
    const ids: string[] = [];
    // First half split across both replicas, 20 at a time.
    for (let n = 0; n < LEADS / 2; n += 20) {
      ids.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => post((n + i) % 2 ? portB : portA, n + i)))));
    }
    await sleep(300); // both forwarders are now retrying against the failing receiver
    const inFlightAtKill = hook.inFlight();
    a.kill('SIGKILL');
    // The balancer sends the rest to the survivor.
    for (let n = LEADS / 2; n < LEADS; n += 20) {
      ids.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => post(portB, n + i)))));
    }
    await sleep(1500);
    hook.state.down = false;
    const until = Date.now() + 40_000;
    while (hook.acknowledged.size < LEADS && Date.now() < until) await sleep(200);
    await sleep(1000); // time for any duplicate to show up

    const stored = await store.list();
    const delivered = stored.filter((l) => l.delivery === 'delivered').length;
    const acknowledgements = [...hook.acknowledged.values()].reduce((sum, n) => sum + n, 0);
    const duplicates = acknowledgements - hook.acknowledged.size;
    console.log(
      `replicas: ${LEADS} posted (201), ${stored.length} stored, ${hook.acknowledged.size} delivered (distinct Idempotency-Key), ` +
        `${duplicates} duplicates, ${delivered} marked delivered, ${hook.refused()} failed attempts while down, ${inFlightAtKill} requests in flight at the kill`,
    );
    expect(new Set(ids).size).toBe(LEADS);
    expect(stored).toHaveLength(LEADS);
    expect(new Set(stored.map((l) => l.id))).toEqual(new Set(ids));
    expect([...hook.acknowledged.keys()].sort()).toEqual([...ids].sort());
    expect(duplicates).toBe(0);
    expect(delivered).toBe(LEADS);
  } finally {
    a.kill('SIGKILL');
    b.kill('SIGTERM');
    await bExited;
    await store.close();
    await hook.close();
  }
}, 90_000);
