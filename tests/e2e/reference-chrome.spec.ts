import { expect, hydrated, test } from './fixtures';

test.describe('long reference pages: a map, copy buttons, honest scroll lengths', () => {
  test('/developers has a contents list that stays under the header at 1280 px and leads to its section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/developers');
    await hydrated(page);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await page.mouse.wheel(0, 4000);
    await expect(contents.getByRole('link', { name: 'Errors' })).toBeInViewport();
    expect((await contents.boundingBox())?.y).toBe(108);
    await contents.getByRole('link', { name: 'Errors' }).click();
    await expect(page).toHaveURL(/#errors$/);
    // The section's heading lands below the header and the contents strip, not under them.
    const heading = await page.getByRole('heading', { level: 2, name: 'Errors' }).boundingBox();
    const strip = await contents.boundingBox();
    expect(heading && strip && heading.y >= strip.y + strip.height).toBe(true);
  });

  test('on a phone the contents list is closed until opened', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/developers');
    await hydrated(page);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link', { name: 'Finding codes', exact: true })).toBeHidden();
    await contents.locator('summary').click();
    await expect(contents.getByRole('link', { name: 'Finding codes', exact: true })).toBeVisible();
  });

  test('on a phone a long last breadcrumb wraps after "Home ›", not onto a line of its own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/developers');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const home = await trail.getByRole('link', { name: 'Home' }).boundingBox();
    // The current step's first line box: beside Home, on the same line.
    const first = await trail.locator('[aria-current="page"]').evaluate((e) => {
      const r = e.getClientRects()[0];
      return r ? { x: r.x, y: r.y, height: r.height } : null;
    });
    expect(home && first && Math.abs(first.y + first.height / 2 - (home.y + home.height / 2)) < 6).toBe(true);
    expect(home && first && first.x > home.x + home.width).toBe(true);
  });

  test('a code block copies its command', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Copy Validate a file' });
    await button.click();
    await expect(button).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^curl -s --data-binary @order\.edi .*\/api\/edi\/inspect$/);
  });

  test('End on D.01B reaches the end of the page, whose length does not grow while scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/resources/edifact/d01b');
    await hydrated(page);
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    // The footer shows before a smooth scroll has finished: wait for the scroll to reach the end.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - Math.ceil(scrollY + innerHeight)))
      .toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(before);
  });
});
