// `npm run bench:lighthouse [path …]`: Lighthouse (mobile, simulated throttling) on one route per page template
// of the production build, with Debian's Chromium, RUNS times per route (LIGHTHOUSE_RUNS, default 3). Prints the
// median performance score, TBT, LCP, CLS (and FCP) with the accessibility score, then every audit under 0.9 in
// the median run, then each route's main-thread cost beside a plain peer page (first-frame.mjs). Paths given as
// arguments replace the default list (`npm run bench:lighthouse / /faq`).
// Lighthouse 12 comes from the npm registry through npx (cached after the first run); when npx cannot run it,
// it is installed with `npm install --prefix` into a temporary directory. LIGHTHOUSE_BIN points at another CLI.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs';
import { benchRoot, ensureBuild, startBuiltServer, waitForQuiet } from './built-server.mjs';
import { reportFirstFrames } from './first-frame.mjs';
import { lighthouseRoutes } from './routes.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4620);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROME_ARGS].join(' ');
const paths = process.argv.length > 2 ? process.argv.slice(2) : lighthouseRoutes;

/**
 * The parts of a Lighthouse JSON report read here.
 * @typedef {{ score: number | null, scoreDisplayMode: string, numericValue?: number, displayValue?: string }} Audit
 * @typedef {object} Report
 * @property {string} lighthouseVersion
 * @property {{ code: string, message: string }} [runtimeError]
 * @property {Record<string, { score: number | null }>} categories
 * @property {Record<string, Audit>} audits
 */

/** How to start the Lighthouse CLI: [command, leading arguments]. */
function lighthouseCommand() {
  if (process.env.LIGHTHOUSE_BIN) return /** @type {[string, string[]]} */ ([process.env.LIGHTHOUSE_BIN, []]);
  try {
    execFileSync('npx', ['--yes', 'lighthouse@12', '--version'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      timeout: 300_000,
    });
    return /** @type {[string, string[]]} */ (['npx', ['--yes', 'lighthouse@12']]);
  } catch {
    const prefix = join(tmpdir(), 'nw-lighthouse-12');
    const cli = join(prefix, 'node_modules/lighthouse/cli/index.js');
    if (!existsSync(cli)) {
      console.error(`npx could not run lighthouse@12: installing it into ${prefix}`);
      mkdirSync(prefix, { recursive: true });
      execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', 'lighthouse@12'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    return /** @type {[string, string[]]} */ ([process.execPath, [cli]]);
  }
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/**
 * A category score out of 100.
 * @param {Report} r
 * @param {string} id
 */
const score = (r, id) => Math.round((r.categories[id]?.score ?? NaN) * 100);
/**
 * An audit's measured value (ms for timings).
 * @param {Report} r
 * @param {string} id
 */
const value = (r, id) => r.audits[id]?.numericValue ?? NaN;

const root = benchRoot();
ensureBuild(root);
const [command, leading] = lighthouseCommand();
const workDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const reportFile = join(workDir, 'report.json');
const server = await startBuiltServer(PORT, {}, { root });

/**
 * One Lighthouse run; undefined when it did not produce a usable report.
 * @param {string} path
 * @returns {Report | undefined}
 */
const runLighthouse = (path) => {
  rmSync(reportFile, { force: true });
  try {
    execFileSync(
      command,
      [
        ...leading,
        `${server.url}${path}`,
        '--quiet',
        '--output=json',
        `--output-path=${reportFile}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        env: { ...process.env, CHROME_PATH },
        stdio: 'ignore',
        timeout: 180_000,
      },
    );
  } catch {
    // A failed run is judged by its report below.
  }
  if (!existsSync(reportFile)) return undefined;
  /** @type {Report} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return report.runtimeError ? undefined : report;
};

// A trace sometimes comes back without a navigation start (NO_NAVSTART); such a run is repeated.
/** @param {string} path */
const audit = (path) => runLighthouse(path) ?? runLighthouse(path) ?? runLighthouse(path);

/** @type {string[]} */
const findings = [];
let version = '';
try {
  await waitForQuiet(server.pid);
  console.log(
    `Lighthouse (mobile, simulated throttling), ${RUNS} runs per route, medians; Chromium ${CHROME_PATH}; build ${join(root, 'dist')}`,
  );
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (TBT scales with whatever else runs)`,
  );
  console.log(`${'route'.padEnd(40)} perf  a11y   TBT ms   LCP s    CLS    FCP s  perf per run; TBT ms per run`);
  for (const path of paths) {
    /** @type {Report[]} */
    const reports = [];
    for (let i = 0; i < RUNS; i++) {
      const report = audit(path);
      if (report) reports.push(report);
    }
    if (reports.length === 0) {
      console.log(path.padEnd(40), 'Lighthouse failed on every run');
      continue;
    }
    version = reports[0]?.lighthouseVersion ?? version;
    /** @param {(r: Report) => number} pick */
    const med = (pick) => median(reports.map(pick));
    const perf = med((r) => score(r, 'performance'));
    console.log(
      path.padEnd(40),
      String(perf).padStart(4),
      String(med((r) => score(r, 'accessibility'))).padStart(5),
      med((r) => value(r, 'total-blocking-time'))
        .toFixed(0)
        .padStart(8),
      (med((r) => value(r, 'largest-contentful-paint')) / 1000).toFixed(2).padStart(7),
      med((r) => value(r, 'cumulative-layout-shift'))
        .toFixed(3)
        .padStart(6),
      (med((r) => value(r, 'first-contentful-paint')) / 1000).toFixed(2).padStart(8),
      ` ${reports.map((r) => score(r, 'performance')).join(' ')}${reports.length < RUNS ? ` (${RUNS - reports.length} failed)` : ''};`,
      reports.map((r) => value(r, 'total-blocking-time').toFixed(0)).join(' '),
    );
    // The audits under 0.9 of the run whose performance score is the median.
    const typical = reports.find((r) => score(r, 'performance') === perf) ?? reports[0];
    for (const [id, a] of Object.entries(typical?.audits ?? {})) {
      if (
        a.score !== null &&
        a.score < 0.9 &&
        !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode)
      ) {
        findings.push(`${path}: ${id} ${a.displayValue ?? ''}`.trim());
      }
    }
  }
  console.log(`Lighthouse ${version}`);
  console.log(
    findings.length === 0 ? '\nNo audit under 0.9.' : `\nAudits under 0.9 (median run):\n  ${findings.join('\n  ')}`,
  );
  await reportFirstFrames(server.url, paths);
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
