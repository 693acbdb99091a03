import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bigEdifact, bigX12 } from './edi-documents';
import { expect, hydrated, test } from './fixtures';

const MB = 1024 * 1024;
/**
 * The goal is 500 ms from choosing a 1 MB file to the first result screen painted, on an idle machine.
 * The assertion leaves room for a machine shared with other work; the numbers are logged.
 */
const FIRST_SCREEN_LIMIT = 1500;
/** With parsing in the worker, no main-thread task should pass ~200 ms; the same margin applies. */
const LONG_TASK_LIMIT = 600;

/** Chooses the file and reads the page's own measure (marks set on input and after the first paint of the result). */
async function firstScreen(page: Page, name: string, buffer: Buffer): Promise<number> {
  await page.goto('/edi-inspector');
  await hydrated(page);
  await page.getByLabel('Choose a file').setInputFiles({ name, mimeType: 'text/plain', buffer });
  const measured = await page.waitForFunction(
    () => performance.getEntriesByName('edi-inspector:first-screen')[0]?.duration,
    null,
    { timeout: 20_000 },
  );
  return Number(await measured.jsonValue());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

test.describe('EDI Inspector performance', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [standard, make, name] of [
    ['X12', bigX12, 'orders.x12'],
    ['EDIFACT', bigEdifact, 'orders.edifact'],
  ] as const) {
    test(`a 1 MB ${standard} file: first screen well within ${FIRST_SCREEN_LIMIT} ms (median of 3)`, async ({
      page,
      problems,
    }, info) => {
      const buffer = Buffer.from(make(MB));
      const times: number[] = [];
      for (let run = 0; run < 3; run += 1) times.push(await firstScreen(page, name, buffer));
      const summary = `${standard} 1 MB: file chosen → first screen ${times.map((t) => t.toFixed(0)).join(', ')} ms, median ${median(times).toFixed(0)} ms`;
      info.annotations.push({ type: 'performance', description: summary });
      console.log(summary);
      await expect(page.getByRole('heading', { name: 'Issues: none' })).toBeVisible();
      expect(median(times)).toBeLessThan(FIRST_SCREEN_LIMIT);
      expect(problems).toEqual([]);
    });
  }

  test('a 5 MB file: parsed off the main thread, and the page stays responsive while browsing it', async ({
    page,
    problems,
  }, info) => {
    const doc = bigX12(5 * MB - 4096);
    await page.goto('/edi-inspector');
    await hydrated(page);
    // Tasks that start after the file is chosen (Playwright hands the file over in the task that fires change).
    await page.evaluate(() => {
      const tasks: number[] = [];
      let chosen = Number.POSITIVE_INFINITY;
      Object.assign(window, { longTasks: tasks });
      document
        .getElementById('file')
        ?.addEventListener('change', () => (chosen = performance.now()), { capture: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= chosen) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'big.x12', mimeType: 'text/plain', buffer: Buffer.from(doc) });
    const measured = await page.waitForFunction(
      () => performance.getEntriesByName('edi-inspector:first-screen')[0]?.duration,
      null,
      { timeout: 30_000 },
    );
    const first = Number(await measured.jsonValue());
    await expect(page.getByRole('heading', { name: 'Issues: none' })).toBeVisible();
    // Browse: scroll the tree to a later transaction, then open one (its segments come from the worker).
    const tree = page.getByTestId('tree-scroll');
    const summary = page.locator('#result summary', { hasText: 'control 0077' });
    await expect(async () => {
      await tree.evaluate((el) => el.scrollBy(0, 600));
      await expect(summary).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await summary.click();
    await expect(
      page.locator('#result li[id^="seg-"] summary', { hasText: 'Transaction Set Header' }).first(),
    ).toBeVisible();
    const tasks = await page.evaluate(() =>
      'longTasks' in window && Array.isArray(window.longTasks) ? window.longTasks.map(Number) : [],
    );
    const longest = Math.max(0, ...tasks);
    const report = `X12 ${(doc.length / MB).toFixed(1)} MB: first screen ${first.toFixed(0)} ms; longest main-thread task ${longest.toFixed(0)} ms (${tasks.length} over 50 ms)`;
    info.annotations.push({ type: 'performance', description: report });
    console.log(report);
    expect(longest).toBeLessThan(LONG_TASK_LIMIT);
    // The paged tree and a transaction described by the worker are accessible too.
    const { violations } = await new AxeBuilder({ page })
      .include('#result')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
