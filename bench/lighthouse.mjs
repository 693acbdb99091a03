// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on one route per page template of
// the production build, with Debian's Chromium. Prints scores, Core Web Vitals and every audit under 0.9.
// Lighthouse is fetched by npx on first use so the test install stays small.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoadSizes } from '../scripts/bundle-report.mjs';
import { ensureBuild, startBuiltServer } from './built-server.mjs';

const PORT = 4503;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const only = process.argv.slice(2);

ensureBuild();
const routes = (await firstLoadSizes('dist/client')).filter((r) => !r.path.includes(':'));
const paths = only.length > 0 ? only : [...new Map(routes.map((r) => [r.page, r.path])).values()];
const server = await startBuiltServer(PORT);

const reportFile = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');

/** One Lighthouse run; undefined when it did not produce a usable report. */
const runLighthouse = (path) => {
  rmSync(reportFile, { force: true });
  try {
    execFileSync(
      'npx',
      ['--yes', 'lighthouse@12', `${server.url}${path}`, '--quiet', '--output=json', `--output-path=${reportFile}`, `--chrome-flags=${CHROME_FLAGS}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' },
    );
  } catch {
    // A failed run is judged by its report below.
  }
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return report.runtimeError ? undefined : report;
};

// A trace sometimes comes back without a navigation start (NO_NAVSTART); such a run is repeated.
const audit = (path) => runLighthouse(path) ?? runLighthouse(path) ?? runLighthouse(path);

console.log('route'.padEnd(40), 'perf a11y best  seo   FCP    LCP    TBT    CLS');
const findings = [];
try {
  for (const path of paths) {
    const report = audit(path);
    if (!report) {
      console.log(path.padEnd(40), 'Lighthouse failed three times');
      continue;
    }
    const score = (id) => String(Math.round(report.categories[id].score * 100)).padStart(4);
    const metric = (id) => (report.audits[id].displayValue ?? '').replace(/\u00a0/g, ' ').padStart(6);
    console.log(path.padEnd(40), score('performance'), score('accessibility'), score('best-practices'), score('seo'), ...METRICS.map(metric));
    for (const [id, a] of Object.entries(report.audits)) {
      if (a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode)) {
        findings.push(`${path}: ${id} ${a.displayValue ?? ''}`.trim());
      }
    }
  }
} finally {
  server.stop();
}
console.log(findings.length === 0 ? '\nNo audit under 0.9.' : `\nAudits under 0.9:\n  ${findings.join('\n  ')}`);
