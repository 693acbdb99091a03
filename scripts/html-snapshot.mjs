// Records the normalised HTML of every sitemap URL of the production build, to compare two builds:
//   node scripts/html-snapshot.mjs <out-dir>                 (writes <out-dir>/index.tsv and samples)
//   node scripts/html-snapshot.mjs <out-dir> --compare <dir> (also lists the URLs whose HTML differs)
// Normalised: asset hashes and nonces dropped; the bootstrap script (router and query state, boot code) is
// kept apart, so "the page is unchanged but its embedded state" is one column equal, the other not.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [out, flag, baseline] = process.argv.slice(2);
if (!out || (flag && (flag !== '--compare' || !baseline))) {
  console.error('usage: node scripts/html-snapshot.mjs <out-dir> [--compare <baseline-dir>]');
  process.exit(2);
}
const port = Number(process.env.SNAPSHOT_PORT ?? 4398);
const origin = `http://127.0.0.1:${port}`;
// SNAPSHOT_ROOT: the checkout whose build to serve (its dist/), this one by default.
const root = process.env.SNAPSHOT_ROOT ?? '.';
const dataDir = mkdtempSync(join(tmpdir(), 'snapshot-'));
let stopping = false;
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
// A server that ends early (killed from outside) is started again; the fetch of the moment retries.
const start = () => {
  server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
    },
    stdio: 'inherit',
  });
  server.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`server ended (${code ?? signal}); starting it again`);
    start();
  });
};
const stop = () => {
  stopping = true;
  server?.kill('SIGTERM');
};
process.on('exit', stop);
start();

/** @param {string} path */
async function text(path) {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(origin + path);
      return { status: res.status, body: await res.text() };
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/** @param {string} xml */
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const sitemaps = locs((await text('/sitemap.xml')).body);
const listed = [];
for (const sitemap of sitemaps) listed.push(...locs((await text(sitemap)).body));
// SNAPSHOT_EVERY=n: the site's own pages all, the UN/EDIFACT directory pages (one template, ~70,000) one in n.
const every = Number(process.env.SNAPSHOT_EVERY ?? 1);
const paths = listed.filter((path, i) => !path.startsWith('/resources/edifact/') || i % every === 0);

const STATE = /<script id="_R_">([\s\S]*?)<\/script>/;
/** @param {string} html */
export function normalise(html) {
  const plain = html
    .replace(/(\/assets\/[\w.-]+?)-[A-Za-z0-9_]{8,10}\.(js|css|json)/g, '$1.$2')
    .replace(/(styles)-[0-9a-f]{10}\.css/g, '$1.css')
    .replace(/ nonce="[^"]*"/g, '');
  const state = STATE.exec(plain)?.[1] ?? '';
  return { page: plain.replace(STATE, '<script id="_R_"></script>'), state };
}
/** @param {string} s */
const sha = (s) => createHash('sha256').update(s).digest('hex').slice(0, 16);

mkdirSync(join(out, 'samples'), { recursive: true });
const rows = Array.from({ length: paths.length }, () => '');
let next = 0;
const started = Date.now();
async function worker() {
  while (next < paths.length) {
    const i = next++;
    const path = paths[i];
    const { status, body } = await text(path);
    const { page, state } = normalise(body);
    rows[i] = [path, status, sha(page), sha(state), body.length].join('\t');
    // Whole copies of the site's own pages and every 25th directory page, for reading a difference.
    if (!path.startsWith('/resources/edifact/') || i % 25 === 0) {
      const name = path.replace(/[^\w.-]+/g, '_') || 'root';
      writeFileSync(join(out, 'samples', `${name}.html`), page);
      writeFileSync(join(out, 'samples', `${name}.state.js`), state);
    }
    if (i % 500 === 0) console.log(`${i}/${paths.length} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
await Promise.all(Array.from({ length: 3 }, worker));
writeFileSync(join(out, 'index.tsv'), `path\tstatus\tpage\tstate\tbytes\n${rows.join('\n')}\n`);
console.log(
  `${paths.length} of ${listed.length} URLs from ${sitemaps.length} sitemaps in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

/** @param {string} dir */
const read = (dir) =>
  new Map(
    readFileSync(join(dir, 'index.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .map(([path, status, page, state, bytes]) => [path, { status, page, state, bytes: Number(bytes) }]),
  );
if (baseline) {
  const before = read(baseline);
  const after = read(out);
  const missing = [...before.keys()].filter((p) => !after.has(p));
  const added = [...after.keys()].filter((p) => !before.has(p));
  let same = 0;
  let stateOnly = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  const changed = [];
  for (const [path, a] of after) {
    const b = before.get(path);
    if (!b) continue;
    bytesBefore += b.bytes;
    bytesAfter += a.bytes;
    if (a.status !== b.status || a.page !== b.page) changed.push(path);
    else if (a.state !== b.state) stateOnly++;
    else same++;
  }
  console.log(`compared with ${baseline}: ${same} identical, ${stateOnly} differ only in the embedded state,`);
  console.log(`${changed.length} differ in the page; ${missing.length} URLs gone, ${added.length} new`);
  console.log(`HTML bytes ${bytesBefore} -> ${bytesAfter} (${((bytesAfter / bytesBefore - 1) * 100).toFixed(2)} %)`);
  for (const path of changed.slice(0, 30)) console.log(`  page differs: ${path}`);
}
stop();
