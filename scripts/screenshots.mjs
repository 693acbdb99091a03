// Full-page screenshots of every page template at 390, 768 and 1280 px, to look at (issue 47):
//   node scripts/screenshots.mjs [out dir, default /tmp/shots] [label filter]
// One representative URL per template from the route table (bench/routes.mjs), plus the reference pages a
// template renders in several shapes (directory index, message, segment, composite, element, syntax, guide).
// Starts the production build on SHOTS_PORT (default 4630). Prints each page's height and any sideways
// overflow (the document wider than the viewport), the one fault a screenshot can hide. The height printed is
// the scroll length before capture; the picture shows every section laid out.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../bench/chromium.mjs';
import { startBuiltServer } from '../bench/built-server.mjs';
import { templateRoutes } from '../bench/routes.mjs';

const [outDir = '/tmp/shots', filter = ''] = process.argv.slice(2);
const PORT = Number(process.env.SHOTS_PORT ?? 4630);
const WIDTHS = [390, 768, 1280];
const PART = 12_000;

/** The shapes of one template the route table's single sample does not show. */
const extras = /** @type {[string, string][]} */ ([
  ['x12-guide-856', '/resources/x12-transaction-sets/856/guide/005010'],
  ['edifact-directory', '/resources/edifact/d96a'],
  ['edifact-d96a-orders', '/resources/edifact/d96a/messages/ORDERS'],
  ['edifact-d01b-orders', '/resources/edifact/d01b/messages/ORDERS'],
  ['edifact-segment', '/resources/edifact/d96a/segments/NAD'],
  ['edifact-composite', '/resources/edifact/d96a/composites/C082'],
  ['edifact-element', '/resources/edifact/d96a/elements/1225'],
  ['edifact-syntax', '/resources/edifact/syntax/3'],
  ['edifact-syntax-segment', '/resources/edifact/syntax/3/segments/UNB'],
  ['contrl', '/resources/edifact-messages/CONTRL'],
  ['search-results', '/search?q=invoice'],
  ['not-found', '/no-such-page'],
  ['not-found-edifact', '/resources/edifact/d99z'],
]);

const rows = [...(await templateRoutes()), ...extras].filter(([label]) => label.includes(filter));
mkdirSync(outDir, { recursive: true });
const server = await startBuiltServer(PORT);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    for (const [label, path] of rows) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      // Sections laid out on scroll and lazy images: scroll through once so the picture is the settled page.
      // (Page code as strings: the tools are type-checked without the DOM's types.)
      await page.evaluate(`(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 800) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
        }
        window.scrollTo(0, 0);
      })()`);
      const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
      const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
      // A full-page capture skips what `content-visibility: auto` has not laid out (blank bands): show it all.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const name = `${label.replace(/[^\w-]+/g, '_').replace(/_+$/, '')}-${width}.png`;
      // Long pages in parts of at most PART px (image tools refuse taller pictures): name.png, name.2.png, …
      const full = Number(await page.evaluate('document.documentElement.scrollHeight'));
      for (let top = 0, part = 1; top < full; top += PART, part += 1) {
        const clip = { x: 0, y: top, width, height: Math.min(PART, full - top) };
        const file = part === 1 ? name : name.replace(/\.png$/, `.${part}.png`);
        await page.screenshot({ path: join(outDir, file), fullPage: true, clip });
      }
      console.log(
        `${name.padEnd(48)} ${String(height).padStart(6)} px${overflow > 0 ? `  OVERFLOW ${overflow} px` : ''}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
