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
