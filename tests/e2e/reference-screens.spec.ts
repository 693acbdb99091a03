import { x12TransactionSets } from '../../content/reference-guides/x12';
import { expect, hydrated, test } from './fixtures';

/** What the #47 screenshots showed wrong on reference pages, as a reader would notice it. */

test('flow chips at 390 px: a wrapped line starts with a code, never with an arrow', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/resources/x12-transaction-sets/850');
  await hydrated(page);
  const flow = page.getByRole('list', { name: /order-to-cash/i }).first();
  // Five steps do not fit one line at 390 px: the flow wraps (else this test would prove nothing).
  const lines = await flow.evaluate((ol) => {
    const tops = [...ol.querySelectorAll('a, [aria-current] span')].map((e) =>
      Math.round(e.getBoundingClientRect().top),
    );
    return new Set(tops).size;
  });
  expect(lines).toBeGreaterThan(1);
  // The first thing drawn on each line is a code chip: nothing sits left of the line's first chip.
  const arrowsFirst = await flow.evaluate((ol) => {
    const left = ol.getBoundingClientRect().left;
    return [...ol.querySelectorAll('span[aria-hidden="true"]')].filter(
      (arrow) => Math.abs(arrow.getBoundingClientRect().left - left) < 2,
    ).length;
  });
  expect(arrowsFirst).toBe(0);
  expect(problems).toEqual([]);
});

test('an X12 code page at 1280 px puts its facts beside the text, not above a narrow column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/resources/x12-transaction-sets/850');
  await hydrated(page);
  const facts = page.locator('main dl').filter({ hasText: 'Category' });
  const heading = page.getByRole('heading', { name: 'Where it fits' });
  const f = await facts.boundingBox();
  const h = await heading.boundingBox();
  // The facts to the right of the flows, both starting near the top of the section.
  expect(f && h && f.x > h.x + h.width).toBe(true);
  expect(f && h && f.y < h.y).toBe(true);
  // The related cards still take the page's width.
  const related = page.getByRole('heading', { name: 'Related codes' });
  const cards = await related.locator('xpath=following-sibling::ul[1]').boundingBox();
  expect(cards && cards.width > 1000).toBe(true);
});

test('breadcrumbs name the X12 guide the same on the guide, a code page and an implementation guide', async ({
  page,
}) => {
  for (const path of [
    '/resources/x12-transaction-sets',
    '/resources/x12-transaction-sets/850',
    '/resources/x12-transaction-sets/850/guide/005010',
  ]) {
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toBeVisible();
    await expect(trail.getByRole('listitem').nth(1)).toHaveText('X12 Transaction Sets');
  }
});

test('the X12 guide at 390 px is a compact list: under 34,000 px, every set linked to its page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/resources/x12-transaction-sets');
  await hydrated(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(34_000); // 51,000 px before #47's compact rows
  await expect(page.getByRole('link', { name: /details page$/ })).toHaveCount(x12TransactionSets.length);
  // A row shows its code, name and the start of its description on a phone.
  const details = page.getByRole('link', { name: '850 details page' });
  const row = page.locator('tbody tr').filter({ has: details });
  await expect(details).toBeVisible();
  await expect(row).toContainText('Purchase Order');
  const box = await row.boundingBox();
  expect(box && box.height < 110).toBe(true);
});
