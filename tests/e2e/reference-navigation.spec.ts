import { expect, hydrated, test } from './fixtures';

/** The visible trail of a page and the BreadcrumbList its head gives crawlers. */
async function trails(page: import('@playwright/test').Page) {
  const visible = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => ({ name: li.textContent ?? '', path: li.querySelector('a')?.getAttribute('href') ?? null })),
    );
  const lists = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat()));
  const crumbs = lists.find((l) => l?.['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string; item: string }[] } | undefined;
  return { visible, structured: crumbs?.itemListElement ?? [] };
}

test.describe('a way up from every reference page', () => {
  for (const [path, names] of [
    ['/resources/edifact/d01b/segments/NAD', ['Home', 'UN/EDIFACT directories', 'D.01B', 'NAD']],
    ['/resources/edifact/d01b/composites/C082', ['Home', 'UN/EDIFACT directories', 'D.01B', 'C082']],
    ['/resources/edifact/d16b/elements/1225', ['Home', 'UN/EDIFACT directories', 'D.16B', '1225']],
    ['/resources/edifact/d01b/messages/ORDERS', ['Home', 'UN/EDIFACT directories', 'D.01B', 'ORDERS']],
    ['/resources/edifact-messages/CONTRL', ['Home', 'EDIFACT D.96A Messages', 'CONTRL']],
    ['/resources/x12-transaction-sets/856/guide/005010', ['Home', 'X12 Transaction Sets', '856', 'Guide 005010']],
  ] as const) {
    test(`${path} shows its breadcrumbs, the same as its JSON-LD`, async ({ page }) => {
      await page.goto(path);
      const { visible, structured } = await trails(page);
      expect(visible.map((c) => c.name)).toEqual(names);
      expect(structured.map((c) => c.name)).toEqual(names);
      // Every step but the page itself is a link to the JSON-LD's address for it.
      expect(visible.slice(0, -1).map((c) => `https://www.northwind-edi.example${c.path}`)).toEqual(
        structured.slice(0, -1).map((c) => c.item),
      );
      expect(visible.at(-1)?.path).toBeNull();
    });
  }

  test('a breadcrumb leads up: NAD to its directory', async ({ page, problems }) => {
    await page.goto('/resources/edifact/d01b/segments/NAD');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'D.01B' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'UN/EDIFACT D.01B' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

const referenceLinks = [
  ['850 Purchase Order', '/resources/x12-transaction-sets/850/guide/005010'],
  ['856 Ship Notice', '/resources/x12-transaction-sets/856/guide/005010'],
  ['All EDIFACT Directories', '/resources/edifact'],
  ['EDI Inspector', '/edi-inspector'],
  ['API for Developers', '/developers'],
] as const;

test.describe('the header and footer lead to the reference pages', () => {
  test('the Resources menu lists them, and /developers lights up Resources as one of its pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/developers');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('summary', { hasText: 'Resources' })).toHaveAttribute('aria-current', 'true');
    await nav.locator('summary', { hasText: 'Resources' }).click();
    const panel = page.locator('#nav-panel-resources');
    for (const [name, href] of referenceLinks) {
      await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(panel.getByRole('link', { name: /^EDIFACT D\.24A Directory/ })).toHaveAttribute(
      'href',
      '/resources/edifact/d24a',
    );
    await panel.getByRole('link', { name: /^856 Ship Notice/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '856 Ship Notice/Manifest' })).toBeVisible();
  });

  test('the footer lists them', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of referenceLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'EDIFACT D.24A', exact: true })).toHaveAttribute(
      'href',
      '/resources/edifact/d24a',
    );
  });
});
