// Starts the production build (building it first when missing) for a benchmark; resolves once /readyz answers.
// BENCH_CWD points the benchmarks at another checkout's build (its dist/server/index.js, run from that checkout).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * @typedef {object} BuiltServer
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {number} pid the server process (its memory is read from /proc/<pid>/status)
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after 5 s; resolves once the process has exited
 */

/** The checkout whose build is benchmarked: BENCH_CWD, else the working directory. */
export const benchRoot = () => resolve(process.env.BENCH_CWD ?? process.cwd());

/** Builds the checkout unless its production build is present. */
export function ensureBuild(root = benchRoot()) {
  if (existsSync(join(root, 'dist/server/index.js')) && !existsSync(join(root, 'dist/DEVELOPMENT_BUILD'))) return;
  console.error(`No production build in ${root}: building first…`);
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Servers still running (with their data directories), stopped on exit whatever happens to the benchmark. */
/** @type {Map<import('node:child_process').ChildProcess, string>} */
const running = new Map();
process.once('exit', () => {
  for (const [child, dataDir] of running) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * How `npm start` runs the server (package.json's start script): its V8 flags and the environment it sets
 * before `node` (glibc's malloc settings), so the server runs here as it runs in production (the Dockerfile's
 * CMD and ENV carry the same ones).
 * @param {string} root
 * @returns {{ flags: string[], env: Record<string, string> }}
 */
function startCommand(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const start = typeof pkg?.scripts?.start === 'string' ? pkg.scripts.start : '';
  const [prefix = '', rest = ''] = start.split(/(?:^|\s)node\s/);
  const env = Object.fromEntries([...prefix.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  return { flags: rest.match(/--[\w-]+=\S+/g) ?? [], env };
}

/**
 * Starts `dist/server/index.js` of the benchmarked checkout on `port` (logs off, metrics listener off,
 * leads stored in a throwaway data directory).
 * @param {number} port
 * @param {Record<string, string>} [env] extra environment (e.g. PAGE_CACHE_TTL_S=0)
 * @param {{ root?: string }} [options]
 * @returns {Promise<BuiltServer>}
 */
export async function startBuiltServer(port, env = {}, { root = benchRoot() } = {}) {
  ensureBuild(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'nw-bench-data-'));
  const start = startCommand(root);
  const server = spawn(process.execPath, [...start.flags, join(root, 'dist/server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.set(server, dataDir);
  const exited = new Promise((done) => server.once('exit', done));
  let gone = false;
  void exited.then(() => {
    gone = true;
    running.delete(server);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const stop = async () => {
    if (gone) return;
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (gone || i > 150) {
      await stop();
      throw new Error(`server on port ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (server.pid === undefined) throw new Error('server has no pid');
  return { url, pid: server.pid, stop };
}

/**
 * Resident and peak resident memory of a process, in KB, from /proc/<pid>/status.
 * @param {number} pid
 * @returns {{ rssKb: number, hwmKb: number }}
 */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  /** @param {string} field */
  const read = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: read('VmRSS'), hwmKb: read('VmHWM') };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat.
 * @param {number} pid
 */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks (100 per second)
}

/**
 * Waits until the process is quiet (under 5 % of a core over two consecutive 500 ms windows): the server warms
 * its page cache in the background after /readyz answers, and a load run must not share the CPU with that.
 * Resolves with the seconds waited; gives up after `maxSeconds`.
 * @param {number} pid
 * @param {number} [maxSeconds]
 */
export async function waitForQuiet(pid, maxSeconds = 120) {
  const started = Date.now();
  let quiet = 0;
  let last = cpuSecondsOf(pid);
  while (quiet < 2 && Date.now() - started < maxSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuSecondsOf(pid);
    quiet = now - last < 0.025 ? quiet + 1 : 0;
    last = now;
  }
  return (Date.now() - started) / 1000;
}
