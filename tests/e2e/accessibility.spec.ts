import { AxeBuilder } from '@axe-core/playwright';
import { routeTable } from '../../shared/routes';
import { expect, hydrated, templatePaths, test } from './fixtures';

// One route per page template, plus an article, a code page, every implementation guide and the not-found page.
const paths = [
  ...new Set([...templatePaths, ...routeTable.filter((r) => r.page === 'x12-guide').map((r) => r.path)]),
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets/850',
  // One page of each UN/EDIFACT directory kind (the index is a template path above).
  '/resources/edifact/d96a',
  '/resources/edifact/d96a/messages/ORDERS',
  '/resources/edifact/d01b/segments/NAD',
  '/resources/edifact/d01b/composites/C082',
  '/resources/edifact/d16b/elements/1225',
  '/resources/edifact/syntax/3/segments/UNB',
  '/resources/edifact/d99z',
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
  // One test per page and width: each gets its own time budget, and a failure names its page.
  for (const width of [390, 1280]) {
    for (const path of paths) {
      test(`${path} at ${width} px`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        expect(await violationsOf(page)).toEqual([]);
      });
    }
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
