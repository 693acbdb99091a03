import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
// The same load the shutdown bench uses (plain ESM, shared so the test and the bench measure one thing).
import { shutdownUnderLoad } from '../../bench/shutdown-load.mjs';

const PORT = Number(process.env['TEST_PORT_BASE'] ?? 4390) + 1;
// One connection per request: what is sent before the signal is in flight, nothing waits in a client queue.
const agent = new Agent({ keepAlive: false, maxSockets: 100 });

const get = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

async function waitUntilReady() {
  for (let i = 0; i < 100; i++) {
    if ((await get('/readyz').catch(() => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

describe('SIGTERM (built server)', () => {
  let server: ChildProcess;
  afterAll(() => {
    agent.destroy();
    server?.kill('SIGKILL');
  });

  it('fails readiness first, finishes in-flight requests, then exits 0', async () => {
    server = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        METRICS_PORT: '0',
        SHUTDOWN_DELAY_MS: '1500',
        SHUTDOWN_TIMEOUT_MS: '5000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    await waitUntilReady();

    // 60 concurrent page renders; the signal arrives while they are being served. The 1.5 s drain is what
    // lets requests already on the wire (accepted, not yet parsed) finish, as a balancer's drain would.
    const inFlight: Promise<number>[] = [];
    for (let i = 0; i < 60; i++) inFlight.push(get(i % 2 ? '/about' : '/solutions/hcm'));
    await Promise.race(inFlight);
    server.kill('SIGTERM');

    await new Promise((r) => setTimeout(r, 100));
    expect(await get('/readyz')).toBe(503); // still serving, but no longer ready
    expect(await get('/livez')).toBe(200);

    const statuses = await Promise.all(inFlight);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const started = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('under 20 keep-alive clients cuts no request: each completes or is refused at connect once the listener closes', async () => {
    const result = await shutdownUnderLoad({ port: PORT + 10, clients: 20, delayMs: 1000 });
    expect(result).toMatchObject({ cut: 0, other: 0, refused: 20, exitCode: 0 });
    expect(result.completed).toBeGreaterThan(20);
  }, 40_000);
});
