// `npm run bench`: numbers, not pass/fail, from the production build, one section after another (never in
// parallel: the machine is small and shared):
//   1. HTML bytes per page template (raw, gzip, br)          bench/html-sizes.mjs
//   2. first-load JS per route                                scripts/bundle-report.mjs
//   3. req/s and p99 of a cached page, a campaign link and a per-request page, beside nginx   bench/throughput.mjs
//   4. server RSS around a mixed 100-connection soak           bench/soak.mjs
//   5. EDI inspector parse times                               bench/inspector.mjs
//   6. EDI corpus (../shared/edi-corpus, when present)         bench/edi-corpus.mjs
//   7. A 5 MB 850 batch: our validation beside node-x12's parse bench/x12-batch.mjs
//      and clean beside findings-heavy 5 MB batches (X12, EDIFACT)  bench/findings-heavy.mjs
//   8. UN/EDIFACT directory pages, uncached                  bench/edifact-pages.mjs
//   9. JSON and CSV out of 5 MB X12 and EDIFACT batches       bench/convert.mjs
//  10. 10, 50 and 100 MB files in the inspector (Chromium)    bench/large-files.mjs
//  11. Site search: index sizes, query times, the /search page  bench/search.mjs
// Environment: BENCH_SECONDS (per throughput case, default 10; the soak lasts 6× and the idle period 3× that
// unless BENCH_SOAK_SECONDS / BENCH_IDLE_SECONDS say otherwise), BENCH_CWD (benchmark another checkout's
// build), BENCH_ONLY (comma-separated sections: html,js,throughput,soak,inspector,corpus,x12,edifact,convert,large,search).
// Ports 4600-4608 (BENCH_PORT_BASE moves them).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { firstLoadSizes, kb } from '../scripts/bundle-report.mjs';
import { benchRoot, ensureBuild, startBuiltServer } from './built-server.mjs';
import { measureHtmlSizes, printHtmlSizes } from './html-sizes.mjs';
import { runCorpusBench } from './edi-corpus.mjs';
import { runInspectorBench } from './inspector.mjs';
import { runX12BatchBench } from './x12-batch.mjs';
import { runFindingsHeavyBench } from './findings-heavy.mjs';
import { runUserGuideBench } from './user-guide.mjs';
import { runConvertBench } from './convert.mjs';
import { runLargeFilesBench } from './large-files.mjs';
import { runSearchBench, runSearchPageBench } from './search.mjs';
import { printSoak, runSoak } from './soak.mjs';
import { printEdifactPages, runEdifactPagesBench } from './edifact-pages.mjs';
import { printThroughput, runThroughput } from './throughput.mjs';

// BENCH_PORT_BASE moves them all (engineers sharing a machine each take their own range).
const BASE = Number(process.env.BENCH_PORT_BASE ?? 4600);
const PORTS = {
  html: BASE,
  node: BASE + 1,
  uncached: BASE + 2,
  nginx: BASE + 3,
  soak: BASE + 4,
  edifact: BASE + 5,
  large: BASE + 7,
  search: BASE + 8,
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? SECONDS * 6);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? SECONDS * 3);
const CONNECTIONS = 50;
const SOAK_CONNECTIONS = 100;
const SECTIONS = [
  'html',
  'js',
  'throughput',
  'soak',
  'inspector',
  'corpus',
  'x12',
  'edifact',
  'convert',
  'large',
  'search',
];
const only = (process.env.BENCH_ONLY ?? SECTIONS.join(',')).split(',').map((s) => s.trim());
for (const s of only)
  if (!SECTIONS.includes(s)) throw new Error(`BENCH_ONLY: unknown section ${s} (${SECTIONS.join(', ')})`);

// Ctrl-C and kill still stop the servers and nginx (their 'exit' handlers kill them).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => process.exit(130));

const root = benchRoot();
/** @param {string[]} args */
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '?';
  }
};
const started = Date.now();
/** @param {string} title */
const section = (title) => console.log(`\n## ${title}  (t+${((Date.now() - started) / 1000).toFixed(0)} s)`);

console.log(`# npm run bench — ${new Date().toISOString()}`);
console.log(
  `build: ${join(root, 'dist')} (commit ${git('rev-parse', '--short', 'HEAD')}: ${git('log', '-1', '--format=%s').slice(0, 90)})`,
);
console.log(
  `node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
ensureBuild(root);

if (only.includes('html')) {
  section('1. HTML bytes per page template');
  const server = await startBuiltServer(PORTS.html);
  try {
    printHtmlSizes(await measureHtmlSizes(server.url));
  } finally {
    await server.stop();
  }
}

if (only.includes('js')) {
  section('2. First-load JS per route (gzip KB)');
  const rows = await firstLoadSizes(join(root, 'dist/client'), root);
  /** @type {Map<string, import('../scripts/bundle-report.mjs').FirstLoadRow>} */
  const byPage = new Map();
  for (const r of rows) if (!byPage.has(r.page)) byPage.set(r.page, r);
  console.log('Per page template (the first route of each), raw and gzip -6 of every file loaded before hydration:');
  for (const [page, r] of byPage)
    console.log(
      `  ${page.padEnd(22)} ${kb(r.gzip).padStart(6)} KB gzip  ${kb(r.raw).padStart(6)} KB raw  ${String(r.files).padStart(3)} files  (e.g. ${r.path})`,
    );
}

if (only.includes('throughput')) {
  section('3. Throughput and latency, Node beside nginx');
  const result = await runThroughput({ ports: PORTS, seconds: SECONDS, connections: CONNECTIONS });
  printThroughput(result, { seconds: SECONDS, connections: CONNECTIONS });
}

if (only.includes('soak')) {
  section('4. Memory around a mixed soak');
  const soak = await runSoak({
    port: PORTS.soak,
    seconds: SOAK_SECONDS,
    idleSeconds: IDLE_SECONDS,
    connections: SOAK_CONNECTIONS,
  });
  printSoak(soak, { seconds: SOAK_SECONDS, idleSeconds: IDLE_SECONDS, connections: SOAK_CONNECTIONS });
}

if (only.includes('inspector')) {
  section('5. EDI inspector parse');
  await runInspectorBench(root);
}

if (only.includes('corpus')) {
  section('6. EDI corpus');
  await runCorpusBench(root);
}

if (only.includes('x12')) {
  section('7. X12 850 batch beside node-x12');
  await runX12BatchBench(root);
  await runUserGuideBench(root);
  await runFindingsHeavyBench([root]);
}

if (only.includes('edifact')) {
  section('8. UN/EDIFACT directory pages, uncached');
  printEdifactPages(await runEdifactPagesBench({ port: PORTS.edifact }));
}

if (only.includes('convert')) {
  section('9. Converter: JSON and CSV out of 5 MB batches');
  await runConvertBench(root);
}

if (only.includes('large')) {
  section('10. Large files in the inspector');
  await runLargeFilesBench({ port: PORTS.large, root });
}

if (only.includes('search')) {
  section('11. Site search');
  await runSearchBench(root);
  await runSearchPageBench({ port: PORTS.search, root });
}

console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
