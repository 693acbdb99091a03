import { execFileSync, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { exportCsv } from '../../server/leads/leads-cli';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store';
import { tempDir, testApp } from './helpers';

const contact = {
  fullName: 'Dana Roe',
  email: 'dana@example.net',
  subject: 'Onboarding',
  message: 'Need 856s.',
  terms: true,
};

interface Received {
  body: { id: string; type: string; lead: Record<string, unknown> };
  idempotencyKey: string | undefined;
}

/** A webhook receiver on 127.0.0.1 that records what it gets. */
function receiver(port = 0): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({
        body: JSON.parse(body) as Received['body'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

const freePort = async () => {
  const { server, port } = await receiver();
  await new Promise((r) => server.close(r));
  return port;
};

const waitFor = async (check: () => boolean, ms = 8000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const listLeads = async (dir: string) => {
  const store = SqliteLeadStore.open(dir);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
};

describe('webhook forwarding', () => {
  it('keeps the lead while the receiver is down, then delivers it exactly once', async () => {
    const port = await freePort();
    const t = testApp({ LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, LEADS_RETRY_BASE_MS: '100' });
    const { body } = await request(t.app).post('/api/contact').send(contact).expect(201);

    await new Promise((r) => setTimeout(r, 400)); // a few failed attempts
    expect((await listLeads(t.config.DATA_DIR))[0]).toMatchObject({ id: body.id, delivery: 'pending' });

    const up = await receiver(port);
    await waitFor(() => up.received.length > 0);
    await new Promise((r) => setTimeout(r, 600)); // time for any duplicate to show up
    expect(up.received).toHaveLength(1);
    expect(up.received[0]).toEqual({
      idempotencyKey: body.id,
      body: expect.objectContaining({
        id: body.id,
        type: 'contact',
        lead: expect.objectContaining({ email: 'dana@example.net' }),
      }),
    });
    expect((await listLeads(t.config.DATA_DIR))[0]?.delivery).toBe('delivered');
    await t.leads.close();
    up.server.close();
  });

  it('resumes pending deliveries after a restart', async () => {
    const port = await freePort();
    const dir = tempDir();
    const first = testApp({
      DATA_DIR: dir,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEADS_RETRY_BASE_MS: '2000',
    });
    await request(first.app).post('/api/contact').send(contact).expect(201);
    await new Promise((r) => setTimeout(r, 200));
    await first.leads.close(); // the process "stops" with the lead still pending

    const up = await receiver(port);
    const second = testApp({
      DATA_DIR: dir,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEADS_RETRY_BASE_MS: '100',
    });
    // The pending row is due ~2 s after the first attempt; the restarted forwarder honours that time.
    await waitFor(() => up.received.length > 0, 10_000);
    expect(up.received).toHaveLength(1);
    await second.leads.close();
    up.server.close();
  });

  it('without a webhook, leads stay stored and are marked not forwarded', async () => {
    const t = testApp();
    await request(t.app).post('/api/contact').send(contact).expect(201);
    expect((await listLeads(t.config.DATA_DIR))[0]?.delivery).toBe('not forwarded');
  });
});

describe('durability', () => {
  it('keeps a lead answered 201 when the server is killed with SIGKILL right after', async () => {
    const dir = tempDir();
    const port = await freePort();
    const server = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        METRICS_PORT: '0',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => server.on('exit', r));
    let id = '';
    for (let i = 0; i < 100 && !id; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      }).catch(() => undefined);
      if (res?.status === 201) {
        server.kill('SIGKILL'); // immediately: no graceful close, no checkpoint
        id = ((await res.json()) as { id: string }).id;
      } else await new Promise((r) => setTimeout(r, 100));
    }
    await exited;
    expect(id).not.toBe('');

    const csv = execFileSync(process.execPath, ['scripts/leads.mjs', 'export'], {
      env: { ...process.env, DATA_DIR: dir },
    }).toString();
    expect(csv.split('\n')[0]).toBe(
      'id,type,created_at,name,email,company,phone,subject,message,source,delivery,delivered_at',
    );
    expect(csv).toContain(`${id},contact,`);
    expect(csv).toContain('Dana Roe,dana@example.net');
  });
});

describe('CSV export', () => {
  it('filters by --since and neutralises spreadsheet formulas', async () => {
    const dir = tempDir();
    const store = SqliteLeadStore.open(dir);
    await store.insert(
      'contact',
      { fullName: '=HYPERLINK("http://x")', email: 'a@b.co', subject: 'S', message: 'M, "quoted"' },
      'api',
      false,
    );
    await store.close();
    const all = await exportCsv({ DATA_DIR: dir, DATABASE_URL: undefined });
    expect(all).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(all).toContain('"M, ""quoted"""');
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await exportCsv({ DATA_DIR: dir, DATABASE_URL: undefined }, tomorrow)).trim().split('\n')).toHaveLength(1); // header only
  });

  it('rejects a malformed --since with the usage line and exit code 2', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['scripts/leads.mjs', 'export', '--since', '2025-13-45'], { stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(2);
    expect(stderr).toContain('Usage: npm run leads -- export [--since YYYY-MM-DD]');
  });
});
