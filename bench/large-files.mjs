// Large files in the EDI inspector (#33): a 10, 50 and 100 MB batch of 850s chosen on the file input of the
// built site in Chromium, read in chunks and checked in the page's worker. Per size, the median of 3 runs (a
// fresh browser each): seconds from choosing the file to the result's set count, MB/s, the peak JS heaps of
// the page and of its worker (sampled apart, bench/heap-sampler.mjs), and the renderer's peak resident memory
// (page and worker share that process). Numbers, not
// pass/fail: `node bench/large-files.mjs`, and a section of `npm run bench`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { memoryOf, startBuiltServer } from './built-server.mjs';
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs';
import { importBundled } from './engine-bundle.mjs';
import { median } from './timing.mjs';
import { sampleHeaps } from './heap-sampler.mjs';

const MB = 1024 * 1024;
/**
 * The result's set count, once shown: polled from here (a predicate string evaluated in the page is refused by
 * the site's CSP once a DevTools session of our own is attached).
 * @param {import('@playwright/test').Page} page
 */
async function countShown(page) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const text =
      (await page
        .locator('#result')
        .textContent()
        .catch(() => '')) ?? '';
    const count = /Transaction sets \/ messages\s*([\d,]+)/.exec(text)?.[1];
    if (count) return count;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no set count within 180 s');
}

/** Pids of the renderer processes of the browser whose profile is `profile`. */
function renderers(/** @type {string} */ profile) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes('--type=renderer') && cmd.includes(profile)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/** @param {{ port?: number, root?: string }} [options] */
export async function runLargeFilesBench({ port = 4607, root = process.cwd() } = {}) {
  const { bigX12 } = await importBundled(root, ["export { bigX12 } from '<root>/tests/e2e/edi-documents';"]);
  const dir = mkdtempSync(join(tmpdir(), 'nw-large-'));
  const server = await startBuiltServer(port, {}, { root });
  console.log('Large files in the inspector (median of 3 fresh browsers):');
  try {
    for (const size of [10, 50, 100]) {
      const path = join(dir, `batch-${size}.edi`);
      writeFileSync(path, bigX12(size * MB - 4096));
      /** @type {{ seconds: number, heapMb: number, workerMb: number, peakMb: number, sets: string }[]} */
      const runs = [];
      for (let r = 0; r < 3; r += 1) {
        const profile = mkdtempSync(join(tmpdir(), 'nw-large-profile-'));
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROME_PATH,
          args: CHROME_ARGS,
          viewport: { width: 1280, height: 900 },
        });
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${server.url}/edi-inspector`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const cdp = await context.newCDPSession(page);
        const heaps = await sampleHeaps(cdp);
        const started = Date.now();
        await page.getByLabel('Choose a file').setInputFiles(path);
        const sets = await countShown(page);
        const seconds = (Date.now() - started) / 1000;
        const { page: pageHeap, worker: workerHeap } = await heaps.stop();
        const peak = Math.max(...renderers(profile).map((pid) => memoryOf(pid).hwmKb));
        runs.push({ seconds, heapMb: pageHeap / MB, workerMb: workerHeap / MB, peakMb: peak / 1024, sets });
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
      const seconds = median(runs.map((x) => x.seconds));
      console.log(
        `  ${size} MB (${runs[0]?.sets} sets): ${seconds.toFixed(1)} s to the set count = ${(size / seconds).toFixed(1)} MB/s; peak JS heap: page ${median(runs.map((x) => x.heapMb)).toFixed(0)} MB, worker ${median(runs.map((x) => x.workerMb)).toFixed(0)} MB; renderer peak RSS (page + worker) ${median(runs.map((x) => x.peakMb)).toFixed(0)} MB`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runLargeFilesBench();
