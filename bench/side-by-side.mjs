// Two builds side by side in the same run (issue 46): this checkout's and another's (e.g. an older commit's
// worktree), alternating, so the machine's noise falls on both alike. Prints each figure's median of the runs
// and the ratio new ÷ old.
//   node bench/side-by-side.mjs /path/to/old-checkout [boot,hot,soak]
// boot: RSS of a fresh quiet server; hot: cached `/` under wrk (50 connections, BENCH_SECONDS, default 3 s,
// three turns about),
// the app alone beside nginx sending the same bytes (bench/nginx-twin.mjs, on BENCH_NGINX_PORT, default port + 1), as a ratio per build,
// and each server's CPU time per request (steadier than req/s on a shared machine);
// soak: bench/soak.mjs.
// Environment: SIDE_RUNS (default 3), BENCH_PORT (default 4600), BENCH_METRICS_PORT (default port + 10), BENCH_NGINX_PORT,
// BENCH_SOAK_SECONDS (60), BENCH_IDLE_SECONDS (30).
import { resolve } from 'node:path';
import { cpuSecondsOf, memoryOf, startBuiltServer, waitForQuiet } from './built-server.mjs';
import { startNginxTwin } from './nginx-twin.mjs';
import { printSoak, runSoak } from './soak.mjs';
import { ACCEPT_ENCODING, bytesOf } from './throughput.mjs';
import { wrkLoad } from './wrk.mjs';

const [oldRoot, sectionList = 'boot,hot,soak'] = process.argv.slice(2);
if (!oldRoot) throw new Error('usage: node bench/side-by-side.mjs <old checkout> [boot,hot,soak]');
const sections = sectionList.split(',');
const RUNS = Number(process.env.SIDE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4600);
const METRICS_PORT = Number(process.env.BENCH_METRICS_PORT ?? PORT + 10);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? PORT + 1);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const builds = { old: resolve(oldRoot), new: process.cwd() };

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => process.exit(130));

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** @param {string} root a fresh server of `root`, quiet after start, no request: its RSS in MiB */
async function bootRss(root) {
  const server = await startBuiltServer(PORT, {}, { root });
  try {
    await waitForQuiet(server.pid);
    return memoryOf(server.pid).rssKb / 1024;
  } finally {
    await server.stop();
  }
}

/** @param {string} label @param {Record<'old' | 'new', number[]>} values @param {string} unit */
function row(label, values, unit) {
  const o = median(values.old);
  const n = median(values.new);
  console.log(
    `  ${label.padEnd(34)} old ${o.toFixed(1).padStart(8)} ${unit}  new ${n.toFixed(1).padStart(8)} ${unit}  new/old ${(n / o).toFixed(2)}   (runs: old ${values.old.map((v) => v.toFixed(0)).join(', ')}; new ${values.new.map((v) => v.toFixed(0)).join(', ')})`,
  );
}

console.log(`# side by side: old ${builds.old}, new ${builds.new}; ${RUNS} runs each, alternating`);

if (sections.includes('boot')) {
  /** @type {Record<'old' | 'new', number[]>} */
  const rss = { old: [], new: [] };
  for (let i = 0; i < RUNS; i += 1)
    for (const which of /** @type {const} */ (['old', 'new'])) rss[which].push(await bootRss(builds[which]));
  console.log('\nRSS after boot (quiet, no request):');
  row('RSS', rss, 'MiB');
}

const HOT_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

/** @param {string} root cached `/` of `root`'s build and of nginx with its bytes: req/s of each under wrk */
async function hotPath(root) {
  const server = await startBuiltServer(PORT, {}, { root });
  try {
    await waitForQuiet(server.pid);
    const twin = await startNginxTwin({ port: NGINX_PORT, files: [await bytesOf(server.url, '/')] });
    const headers = { 'accept-encoding': ACCEPT_ENCODING };
    const options = { seconds: HOT_SECONDS, connections: 50, headers };
    try {
      wrkLoad(`${twin.url}/`, { ...options, seconds: 1 });
      wrkLoad(`${server.url}/`, { ...options, seconds: 1 });
      // Turn about, three times: a burst of load from elsewhere on the machine falls on both alike.
      /** @type {number[]} */
      const nginx = [];
      /** @type {number[]} */
      const app = [];
      // CPU time per request of each server process (nginx's one worker, Node's whole process): what a request
      // costs its server whatever share of the machine it gets, so it holds up where req/s moves with the load.
      /** @type {number[]} */
      const nginxCpu = [];
      /** @type {number[]} */
      const appCpu = [];
      /** @param {string} url @param {number} pid @param {number[]} rps @param {number[]} cpu */
      const measure = (url, pid, rps, cpu) => {
        const before = cpuSecondsOf(pid);
        const run = wrkLoad(url, options);
        rps.push(run.rps);
        cpu.push(((cpuSecondsOf(pid) - before) * 1e6) / run.requests);
      };
      for (let i = 0; i < 3; i += 1) {
        measure(`${twin.url}/`, twin.workerPid, nginx, nginxCpu);
        measure(`${server.url}/`, server.pid, app, appCpu);
      }
      return {
        app: median(app),
        nginx: median(nginx),
        ratio: median(app.map((a, i) => a / (nginx[i] ?? NaN))),
        appCpu: median(appCpu),
        nginxCpu: median(nginxCpu),
        cpuRatio: median(nginxCpu.map((n, i) => n / (appCpu[i] ?? NaN))),
      };
    } finally {
      await twin.stop();
    }
  } finally {
    await server.stop();
  }
}

if (sections.includes('hot')) {
  /** @type {Record<string, Record<'old' | 'new', number[]>>} */
  const hot = {
    app: { old: [], new: [] },
    nginx: { old: [], new: [] },
    ratio: { old: [], new: [] },
    appCpu: { old: [], new: [] },
    nginxCpu: { old: [], new: [] },
    cpuRatio: { old: [], new: [] },
  };
  for (let i = 0; i < RUNS; i += 1)
    for (const which of /** @type {const} */ (['old', 'new'])) {
      const run = await hotPath(builds[which]);
      hot.app?.[which].push(run.app);
      hot.nginx?.[which].push(run.nginx);
      hot.ratio?.[which].push(run.ratio * 100);
      hot.appCpu?.[which].push(run.appCpu);
      hot.nginxCpu?.[which].push(run.nginxCpu);
      hot.cpuRatio?.[which].push(run.cpuRatio * 100);
    }
  console.log(`\nCached \`/\` under wrk (50 connections, ${HOT_SECONDS} s), medians:`);
  row('app req/s', hot.app ?? { old: [], new: [] }, '   ');
  row('nginx, same bytes, req/s', hot.nginx ?? { old: [], new: [] }, '   ');
  row('app / nginx (%)', hot.ratio ?? { old: [], new: [] }, '%  ');
  row('app CPU per request', hot.appCpu ?? { old: [], new: [] }, 'µs ');
  row('nginx CPU per request', hot.nginxCpu ?? { old: [], new: [] }, 'µs ');
  row('nginx CPU / app CPU (%)', hot.cpuRatio ?? { old: [], new: [] }, '%  ');
}

if (sections.includes('soak')) {
  const keys = ['before', 'after', 'idle', 'rps', 'p99'];
  /** @type {Record<string, Record<'old' | 'new', number[]>>} */
  const figures = Object.fromEntries(keys.map((k) => [k, { old: [], new: [] }]));
  const options = { seconds: SOAK_SECONDS, idleSeconds: IDLE_SECONDS, connections: 100 };
  for (let i = 0; i < RUNS; i += 1)
    for (const which of /** @type {const} */ (['old', 'new'])) {
      process.env.BENCH_CWD = builds[which];
      const soak = await runSoak({ port: PORT, metricsPort: METRICS_PORT, documentsRoot: builds.new, ...options });
      console.log(`\n### soak ${i + 1}, ${which}`);
      printSoak(soak, options);
      figures.before?.[which].push(soak.before.rssKb / 1024);
      figures.after?.[which].push(soak.after.rssKb / 1024);
      figures.idle?.[which].push(soak.idle.rssKb / 1024);
      figures.rps?.[which].push(soak.load.rps);
      figures.p99?.[which].push(soak.load.p99);
    }
  console.log(`\nSoak (${SOAK_SECONDS} s, then ${IDLE_SECONDS} s idle), medians:`);
  row('RSS before the soak', figures.before ?? { old: [], new: [] }, 'MiB');
  row('RSS right after', figures.after ?? { old: [], new: [] }, 'MiB');
  row(`RSS after ${IDLE_SECONDS} s idle`, figures.idle ?? { old: [], new: [] }, 'MiB');
  row('req/s', figures.rps ?? { old: [], new: [] }, '   ');
  row('p99', figures.p99 ?? { old: [], new: [] }, 'ms ');
}
