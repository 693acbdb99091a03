// Compare in the browser (#49): two 5 MB batches of 856s (the second with a quantity changed in one set of
// every hundred and one item added to another), chosen on the Compare tab's file inputs of the built site in
// Chromium, compared in the page's worker. Median of 3 fresh browsers: seconds from pressing Compare to the
// list of changes, beside the engine alone on this thread (the same two texts). Numbers, not pass/fail:
// `node bench/compare.mjs`.
import { chromium } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { startBuiltServer } from './built-server.mjs';
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs';
import { importBundled } from './engine-bundle.mjs';
import { median } from './timing.mjs';

const MB = 1024 * 1024;
/** @param {number} ms */
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** @param {{ port?: number, root?: string }} [options] */
export async function runCompareBench({ port = 4611, root = process.cwd() } = {}) {
  const { bigX12, compareResults, inspect, dictionaries } = await importBundled(root, [
    "export { bigX12 } from '<root>/tests/e2e/edi-documents';",
    "export { compareResults } from '<root>/shared/edi/tools/compare';",
    "export { inspect } from '<root>/shared/edi/inspect';",
    "export { dictionaries } from '<root>/tests/fixtures/edi-dictionaries';",
  ]);
  const left = bigX12(5 * MB, 'x12-856-005010');
  let n = 0;
  // Every hundredth set ships 19 lunch bags instead of 18; the 250th gains an item.
  const right = left.replace(/SN1\*\*18\*CA~/g, (/** @type {string} */ m) =>
    (n += 1) % 100 === 0 ? 'SN1**19*CA~' : m,
  );
  const sets = (left.match(/~\s*ST\*/g) ?? []).length;
  const engine = [];
  let changes = 0;
  for (let i = 0; i < 3; i += 1) {
    const t0 = performance.now();
    const c = compareResults(
      { result: inspect(left, dictionaries), dictionaries },
      { result: inspect(right, dictionaries), dictionaries },
    );
    engine.push(performance.now() - t0);
    changes = c.changes.length;
  }
  const server = await startBuiltServer(port, {}, { root });
  const browser = [];
  try {
    for (let i = 0; i < 3; i += 1) {
      const b = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
      try {
        const page = await b.newPage();
        await page.goto(`${server.url}/edi-inspector?tool=compare`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const files = page.locator('#tool-panel-compare input[type=file]');
        await files.nth(0).setInputFiles({ name: 'first.edi', mimeType: 'text/plain', buffer: Buffer.from(left) });
        await files.nth(1).setInputFiles({ name: 'second.edi', mimeType: 'text/plain', buffer: Buffer.from(right) });
        while ((await page.locator('#compare-right').inputValue()).length === 0) await page.waitForTimeout(50);
        const t0 = performance.now();
        await page.getByRole('button', { name: 'Compare', exact: true }).click();
        await page.getByRole('feed').waitFor({ timeout: 120_000 });
        browser.push(performance.now() - t0);
      } finally {
        await b.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`Compare two 5 MB batches of 856s (${sets} sets each, ${changes} changes), median of 3:`);
  console.log(`  in the browser (click to list): ${s(median(browser))}   runs ${browser.map(s).join(', ')}`);
  console.log(
    `  engine alone (read both, diff):  ${s(median(engine))}   ratio ${(median(browser) / median(engine)).toFixed(2)}×`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runCompareBench();
