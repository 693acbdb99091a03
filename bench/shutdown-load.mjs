// The SIGTERM drain under load, shared by `node bench/shutdown.mjs` and tests/http/shutdown.test.ts: keep-alive
// clients request pages without pause while the server is told to stop. Every request either completes, or is
// refused at connect (the listener is closed); none may be cut (reset, hang-up) after the server took it.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';

/**
 * @param {number} port
 * @param {string} path
 * @param {Agent} agent
 * @returns {Promise<string>} 'completed', 'refused', 'cut' or `status <code>`
 */
const get = (port, path, agent) =>
  new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve(res.statusCode === 200 || res.statusCode === 503 ? 'completed' : `status ${res.statusCode}`),
      );
      res.on('error', () => resolve('cut'));
    });
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'),
    );
    req.end();
  });

/**
 * @param {{ port: number, clients?: number, delayMs?: number, paths?: string[] }} options
 * @returns {Promise<import('./shutdown-load.mjs').ShutdownResult>}
 */
export async function shutdownUnderLoad({ port, clients = 50, delayMs = 2000, paths = ['/about', '/faq', '/'] }) {
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      METRICS_PORT: '0',
      SHUTDOWN_DELAY_MS: String(delayMs),
      SHUTDOWN_TIMEOUT_MS: '8000',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const probe = new Agent({ keepAlive: false });
  for (let i = 0; (await get(port, '/readyz', probe)) !== 'completed'; i++) {
    if (i > 150) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 100));
  }
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  /** @type {Record<'completed' | 'refused' | 'cut' | 'other', number>} */
  const counts = { completed: 0, refused: 0, cut: 0, other: 0 };
  let established = 0;
  /** @type {(value?: unknown) => void} */
  let allEstablished;
  const ready = new Promise((resolve) => (allEstablished = resolve));
  /** @param {number} n */
  const client = async (n) => {
    for (let i = 0; ; i++) {
      const outcome = await get(port, paths[(n + i) % paths.length], agent);
      if (outcome in counts) counts[/** @type {keyof typeof counts} */ (outcome)]++;
      else counts.other++;
      if (i === 0 && ++established === clients) allEstablished();
      if (outcome === 'refused') return; // the server has stopped listening: this client is done
    }
  };
  const running = Array.from({ length: clients }, (_, n) => client(n));
  // The signal comes once every client has its keep-alive connection and the load is steady.
  await Promise.race([ready, new Promise((r) => setTimeout(r, 15_000))]);
  await new Promise((r) => setTimeout(r, 500));
  const signalledAt = Date.now();
  server.kill('SIGTERM');
  const code = await exited;
  const stoppedAfterMs = Date.now() - signalledAt;
  await Promise.all(running);
  agent.destroy();
  return { ...counts, exitCode: code, stoppedAfterMs };
}
