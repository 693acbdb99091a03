import { expect, hydrated, test } from './fixtures';

/** The structure tree (client/components/reference/structure-tree.tsx) on EDIFACT messages and X12 guides. */
test.describe('structure tree', () => {
  test('D.01B ORDERS: UNS sits outside SG59, a level up, and stays when SG59 is closed', async ({ page, problems }) => {
    await page.goto('/resources/edifact/d01b/messages/ORDERS');
    await hydrated(page);
    const sg59 = page.locator('[data-group="SG59"]');
    const cta = sg59.getByRole('link', { name: 'CTA', exact: true });
    const uns = page.locator('[data-seg="UNS"]').getByRole('link', { name: 'UNS', exact: true });
    await expect(cta).toBeVisible();
    // Indented less than SG59's own segments: the eye sees where the group ends.
    const ctaBox = await cta.boundingBox();
    const unsBox = await uns.boundingBox();
    expect(unsBox && ctaBox && unsBox.x < ctaBox.x - 20).toBe(true);
    // Groups start open and close like any disclosure.
    await sg59.locator('summary').first().click();
    await expect(cta).toBeHidden();
    await expect(uns).toBeVisible();
    // Each group's row shows its status and repeat: SG59 is conditional, 99 times.
    await expect(sg59.locator('summary').first()).toContainText(/Segment group 59.*C.*99/);
    expect(problems).toEqual([]);
  });

  test("a row's path shows when its link has focus", async ({ page }) => {
    await page.goto('/resources/edifact/d01b/messages/ORDERS');
    await hydrated(page);
    const tree = page.locator('#structure');
    const com = tree.locator('[data-group="SG59"] [data-seg="COM"]');
    await expect(tree.getByText('SG28 › SG58 › SG59 › COM')).toBeHidden();
    await com.getByRole('link', { name: 'COM', exact: true }).focus();
    await expect(tree.getByText('SG28 › SG58 › SG59 › COM')).toBeVisible();
    // Drawn just above the focused row.
    const hint = await tree.getByText('SG28 › SG58 › SG59 › COM').boundingBox();
    const row = await com.boundingBox();
    expect(hint && row && Math.abs(hint.y + hint.height - row.y) < 4).toBe(true);
    await page.keyboard.press('Tab');
    await expect(tree.getByText(/SG28 › SG58 › SG59 › COM$/)).toBeHidden();
  });

  test('856 guide: loop N1 is inside loop HL, not beside it', async ({ page }) => {
    await page.goto('/resources/x12-transaction-sets/856/guide/005010');
    await hydrated(page);
    const tree = page.locator('#structure');
    const hl = tree.locator('[data-group="HL"]');
    const n1 = hl.locator('[data-group="N1"]');
    await expect(n1.locator('summary').first()).toContainText('Loop N1');
    await expect(hl.locator('summary').first()).toContainText(/Loop HL.*M/);
    await hl.locator('summary').first().click();
    await expect(n1.locator('summary').first()).toBeHidden();
    // The segments after the loop stay in view.
    await expect(tree.locator('[data-seg="SE"]')).toBeVisible();
  });

  test('the 850 guide fits a phone: at most 20,000 px, every element a readable row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/resources/x12-transaction-sets/850/guide/005010');
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(20_000);
    const row = page.locator('#CUR tbody tr').filter({ hasText: 'CUR06' });
    await expect(row).toContainText('Currency Market/Exchange Code (669)');
    await expect(row).toContainText('ID 3/3');
    await expect(row.getByTitle('Used')).toBeVisible();
    const box = await row.boundingBox();
    // One row, not a four-line card: about two lines at most.
    expect(box && box.height < 60 && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });

  test('ORDERS at 390 px: the repeat column is on screen, no box scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/resources/edifact/d01b/messages/ORDERS');
    await hydrated(page);
    const repeat = page.locator('[data-seg="UNT"] > div > span').nth(2);
    await expect(repeat).toHaveText(/1$/);
    const box = await repeat.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    // A box that scrolls sideways (overflow auto or scroll, wider inside than out): the old table's trap.
    const trapped = await page
      .locator('#structure')
      .evaluate(
        (section) =>
          [section, ...section.querySelectorAll('*')].filter(
            (e) => /auto|scroll/.test(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1,
          ).length,
      );
    expect(trapped).toBe(0);
    // A group's six-digit repeat (SG28, the line items: 200000) stays one number on one line, in bold.
    const lines = page.locator('[data-group="SG28"] > details > summary > span').nth(2);
    await expect(lines).toHaveText(/200000$/);
    const linesBox = await lines.boundingBox();
    expect(linesBox && linesBox.height < 30 && linesBox.x + linesBox.width <= 390).toBe(true);
  });
});

test.describe('long reference pages laid out as they come near keep an honest scrollbar', () => {
  const pages = [
    { path: '/resources/edifact/d01b/messages/ORDERS', late: '[data-group="SG59"] [data-seg="COM"]' },
    { path: '/resources/x12-transaction-sets/850/guide/005010', late: '#CTT\\.AMT tbody tr' },
  ];
  for (const { path, late } of pages) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px: the scroll length before scrolling is within 4 % of the settled one`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        const before = await page.evaluate(() => document.documentElement.scrollHeight);
        // Scroll through so every part is laid out once, then measure again.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 16)));
          }
        });
        const after = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(Math.abs(after - before) / after).toBeLessThan(0.04);
        // The rows laid out late are in the page all along (find in page, links into them).
        expect(await page.locator(late).count()).toBeGreaterThan(0);
      });
    }
  }
});
