import { expect, hydrated, test } from './fixtures';

test('case studies: View opens a new tab, Download saves the PDF, Preview opens and closes', async ({
  page,
  context,
  problems,
}) => {
  await page.goto('/case-studies');
  await hydrated(page);
  const firstCard = page.locator('main li').filter({ hasText: 'SAP S/4HANA EDI Integration' }).first();

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    firstCard.getByRole('link', { name: /^View/ }).click(),
  ]);
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  expect(tab.url()).toMatch(/\/case-studies\/sap-integration-case-study\.pdf$/);
  await tab.close();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    firstCard.getByRole('link', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sap-integration-case-study.pdf');

  const preview = firstCard.getByRole('link', { name: 'Preview' });
  await preview.click();
  const dialog = page.getByRole('dialog', { name: /Preview: SAP S\/4HANA/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/case-studies\?preview=sap-integration$/);
  await expect(dialog.locator('iframe')).toHaveAttribute('src', '/case-studies/sap-integration-case-study.pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(preview).toBeFocused();
  await preview.click();
  await dialog.getByRole('link', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('case studies: the three actions share one row at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/case-studies');
  const rows = await page
    .locator('main li:has(h2)')
    .evaluateAll((cards) =>
      cards.map(
        (card) => new Set([...card.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top))).size,
      ),
    );
  expect(rows).toEqual(rows.map(() => 1));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Preview opens the PDF preview from the URL and Close returns to the list', async ({ page }) => {
    await page.goto('/case-studies');
    await page
      .locator('main li')
      .filter({ hasText: 'Rapid Supplier Onboarding' })
      .getByRole('link', { name: 'Preview' })
      .click();
    await expect(page).toHaveURL(/\/case-studies\?preview=supplier-onboarding$/);
    const dialog = page.getByRole('dialog', { name: /Preview: Rapid Supplier Onboarding/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(dialog).toBeHidden();
  });
});
