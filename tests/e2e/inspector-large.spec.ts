// Files past the paste limit (#33, first part): a 30 MB batch chosen on the file input is read in chunks and
// checked in the worker, with a progress bar and a Cancel button; the page stays responsive and the result
// region small.
import { closeSync, ftruncateSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bigX12 } from './edi-documents';
import { expect, hydrated, test } from './fixtures';

const MB = 1024 * 1024;
const batch = Buffer.from(bigX12(30 * MB));

/**
 * Ms from asking the page to open the header's Resources menu (a click on its summary) to the answer that it
 * is open: the page's main thread must be free to run it, whatever the worker is doing.
 */
async function menuResponse(page: import('@playwright/test').Page): Promise<number> {
  const started = Date.now();
  const open = await page.evaluate(async () => {
    const summary = [...document.querySelectorAll('header summary')].find((s) => s.textContent?.includes('Resources'));
    if (!(summary instanceof HTMLElement)) return false;
    summary.click();
    // The menu's state is React's: it is open once the next frame is rendered.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return summary.closest('details')?.open === true;
  });
  return open ? Date.now() - started : Number.NaN;
}

test.describe('EDI Inspector with a 30 MB file', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows progress, answers clicks meanwhile, and shows the set count with a small result region', async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/edi-inspector');
    await hydrated(page);
    const started = Date.now();
    await page.getByLabel('Choose a file').setInputFiles({ name: 'batch.edi', mimeType: 'text/plain', buffer: batch });
    await expect(page.getByRole('progressbar', { name: 'Reading batch.edi' })).toBeVisible();
    expect(await menuResponse(page)).toBeLessThan(200);
    await page.keyboard.press('Escape');
    await expect(page.locator('#result')).toContainText(/Transaction sets \/ messages\s*44,\d{3} \(850\)/, {
      timeout: 30_000,
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('batch.edi (30.0 MB) is inspected below')).toBeVisible();
    expect(await page.locator('#result *').count()).toBeLessThan(2000);
    // Virtualised: the last of the 44,396 sets is reached by scrolling, opened, and the DOM stays as small.
    const tree = page.getByTestId('tree-scroll');
    await tree.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page
      .locator('#result summary', { hasText: /· control/ })
      .last()
      .click();
    await tree.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.locator('#result li[id^="seg-"] summary', { hasText: 'Transaction Set Trailer' })).toHaveCount(1);
    expect(await page.locator('#result *').count()).toBeLessThan(2000);
    expect(problems).toEqual([]);
  });

  test('thousands of issues scroll in their own box, and the last one listed still reveals its segment', async ({
    page,
  }) => {
    // Every set's SE01 off by one: thousands of issues, of which the list keeps 100 of a kind.
    const broken = bigX12(2 * MB).replaceAll(/SE\*(\d+)\*/g, (_, n: string) => `SE*${Number(n) + 1}*`);
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'broken.edi', mimeType: 'text/plain', buffer: Buffer.from(broken) });
    await expect(page.getByRole('heading', { name: /^Issues: [\d,]+ issues found$/ })).toBeVisible({ timeout: 15_000 });
    const issues = page.getByTestId('issues-scroll');
    expect(await issues.locator('li').count()).toBeLessThan(60);
    const listed = await issues.locator('li').first().getAttribute('aria-setsize');
    expect(Number(listed)).toBe(100);
    await issues.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = issues.locator(`li[aria-posinset="${listed}"] a`).first();
    await expect(last).toBeVisible();
    const pos = Number((await last.getAttribute('href'))?.replace('#seg-', ''));
    await last.click();
    await expect(page.locator(`#seg-${pos}`)).toBeFocused();
    await expect(page.locator(`#seg-${pos}`)).toContainText('SE01 says');
    expect(await page.locator('#result *').count()).toBeLessThan(2000);
  });

  test('a download is written into the chosen file as it is made, never held whole', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/edi-inspector');
    await hydrated(page);
    // The save dialog answered with a file in the origin's private file system (a real FileSystemFileHandle).
    await page.evaluate(`window.showSaveFilePicker = async ({ suggestedName }) =>
      (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true })`);
    const doc = bigX12(10 * MB);
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'ten.edi', mimeType: 'text/plain', buffer: Buffer.from(doc) });
    await expect(page.getByText('ten.edi (10.0 MB) is inspected below')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Download JSON' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved edi-inspector\.json: [\d.]+ MB/ })).toBeVisible({
      timeout: 60_000,
    });
    const written = await page.evaluate(async () => {
      const file = await (await (await navigator.storage.getDirectory()).getFileHandle('edi-inspector.json')).getFile();
      const text = await file.text();
      JSON.parse(text); // the whole file is one JSON document
      const sets = text.match(/\n\{"code":"850"/g)?.length;
      return { size: file.size, sets };
    });
    // About five times the document, and every set of it.
    expect(written.size).toBeGreaterThan(3 * doc.length);
    expect(written.sets).toBe((doc.match(/(?:^|[~\n])ST\*/g) ?? []).length);
  });

  test('Cancel stops it: no result, and the next file is inspected', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page.getByLabel('Choose a file').setInputFiles({ name: 'batch.edi', mimeType: 'text/plain', buffer: batch });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Stopped: the file was not inspected.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.waitForTimeout(3000);
    await expect(page.locator('#result')).not.toContainText('44,');
    // A worker that was stopped is started again for the next document.
    await page.getByLabel('Sample').selectOption('x12-850-005010');
    await page.getByRole('button', { name: 'Load sample' }).click();
    await expect(page.getByText('No issues found')).toBeVisible();
  });

  test('a file over 100 MB is refused at once, and pasted text keeps its 5 MB', async ({ page }) => {
    await page.goto('/edi-inspector');
    await hydrated(page);
    // Playwright sends at most 50 MB as a buffer: a sparse file on disk of 100 MB and a byte.
    const path = join(mkdtempSync(join(tmpdir(), 'nw-huge-')), 'huge.edi');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 100 * MB + 1);
    closeSync(fd);
    await page.getByLabel('Choose a file').setInputFiles(path);
    await expect(page.getByRole('alert')).toHaveText(
      'That file is larger than 100 MB; the inspector reads files up to 100 MB.',
    );
    await expect(page.getByText('Paste up to 5 MB, or drop or choose a file of up to 100 MB')).toBeVisible();
  });
});
