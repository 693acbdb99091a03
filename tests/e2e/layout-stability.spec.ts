import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, hydrated, templatePaths as paths, test } from './fixtures';

/** Sum of layout shifts so far (Chromium's Layout Instability API), as CLS counts them. */
const layoutShift = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test.describe('nothing moves while a page loads and hydrates', () => {
  for (const width of [390, 1280]) {
    test(`every page template at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        expect({ path, shift: await layoutShift(page) }).toEqual({ path, shift: 0 });
      }
    });
  }
});

/**
 * A slow network hands the parser a page in parts. Painted mid-<main>, a bubble or card whose content is
 * still to come grows when it arrives, and whatever is centred or right-aligned in it moves (CI caught one
 * at /faq). The page holds its first paint until the footer is parsed; this proxy pauses every page in the
 * middle of its <main> to show that the first frame already has the footer.
 */
test.describe('a page that arrives in two parts', () => {
  let proxy: Server;
  let proxyUrl = '';
  test.beforeAll(async ({ baseURL }) => {
    /** Forwards to the site; an HTML page with a <main> is sent in two halves, 400 ms apart. */
    const forward = async (req: IncomingMessage, res: ServerResponse) => {
      const upstream = await fetch(new URL(req.url ?? '/', baseURL), { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      const middle = Math.floor((body.indexOf('<main') + body.indexOf('</main>')) / 2);
      if (!type.startsWith('text/html') || middle <= 0) return void res.end(body);
      res.write(body.subarray(0, middle));
      setTimeout(() => res.end(body.subarray(middle)), 400);
    };
    proxy = createServer((req, res) => void forward(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  test('every template paints first with its main content whole, and nothing moves', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Frames are what render-blocking holds back; the first one records whether the footer was parsed.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        sessionStorage.setItem('firstFrameHadFooter', String(document.querySelector('footer') !== null));
      });
    });
    for (const path of paths) {
      await page.goto(proxyUrl + path);
      await hydrated(page);
      const firstFrameHadFooter = await page.evaluate(() => sessionStorage.getItem('firstFrameHadFooter'));
      expect({ path, firstFrameHadFooter, shift: await layoutShift(page) }).toEqual({
        path,
        firstFrameHadFooter: 'true',
        shift: 0,
      });
    }
  });
});
