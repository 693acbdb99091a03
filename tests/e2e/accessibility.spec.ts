import { AxeBuilder } from '@axe-core/playwright';
import { expect, hydrated, templatePaths, test } from './fixtures';

// One page per page template (templatePaths: the route table's first route of each), plus the templates reached
// through parameterised routes: an article, a code page (X12; CONTRL, the one EDIFACT message page of its
// own), each view of the UN/EDIFACT directory template, search results and the not-found page. One page per
// template, not every route of one (the 14 implementation guides were 28 of the 94 tests): the run took 7 min.
const paths = [
  ...templatePaths,
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets/850',
  '/resources/edifact-messages/CONTRL',
  '/resources/edifact/d96a',
  '/resources/edifact/d96a/messages/ORDERS',
  '/resources/edifact/d01b/segments/NAD',
  '/resources/edifact/d01b/composites/C082',
  '/resources/edifact/d16b/elements/1225',
  '/resources/edifact/syntax/3/segments/UNB',
  '/search?q=d01b%20orders',
  '/no-such-page',
];

const violationsOf = async (page: import('@playwright/test').Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
};

test.describe('no WCAG 2.1 AA violation found by axe', () => {
  // One test per page, both widths: the page loads and hydrates once, then is laid out again at 390 px (the
  // site's layout is CSS media queries, which a resize applies as a load would). A failure names page and width.
  for (const path of paths) {
    test(`${path} at 1280 and 390 px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await hydrated(page);
      const wide = await violationsOf(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect({ 1280: wide, 390: await violationsOf(page) }).toEqual({ 1280: [], 390: [] });
    });
  }
});

test.describe('open menus and dialogs pass axe too', () => {
  test('the mobile menu at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/about');
    await hydrated(page);
    await page.getByLabel('Open menu').click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('a header dropdown at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Integrations' }).click();
    await expect(page.locator('#nav-panel-integrations')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the converter registration dialog, with its errors showing', async ({ page }) => {
    await page.goto('/about-edi-converter');
    await hydrated(page);
    await page.getByRole('link', { name: 'Try Free Converter Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register for the free EDI converter' });
    await dialog.getByRole('button', { name: 'Create free account' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the reference preview dialog', async ({ page }) => {
    // axe walks the guide's 318 rows behind the dialog: slow on a busy machine.
    test.setTimeout(90_000);
    await page.route('**/api/reference-preview?*', (route) =>
      route.fulfill({
        json: {
          code: '856',
          name: 'Ship Notice/Manifest',
          link: 'https://ref.example/856',
          site: 'ref.example',
          purpose: 'Tells the buyer what ships.',
          description: 'Advance ship notice.',
          usage: 'Retail',
          segments: ['BSN', 'HL'],
        },
      }),
    );
    await page.goto('/resources/x12-transaction-sets');
    await hydrated(page);
    await page.locator('#common').getByRole('button', { name: 'Quick view of 856' }).click();
    await expect(page.getByRole('dialog')).toContainText('Tells the buyer what ships.');
    expect(await violationsOf(page)).toEqual([]);
  });
});
