import { expect, hydrated, test } from './fixtures';

test('case studies: View opens a new tab, Download saves the PDF, Preview opens and closes', async ({ page, context, problems }) => {
  await page.goto('/case-studies');
  await hydrated(page);
  const firstCard = page.locator('main li').filter({ hasText: 'SAP S/4HANA EDI Integration' }).first();

  const [tab] = await Promise.all([context.waitForEvent('page'), firstCard.getByRole('link', { name: /^View/ }).click()]);
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  expect(tab.url()).toMatch(/\/case-studies\/sap-integration-case-study\.pdf$/);
  await tab.close();

  const [download] = await Promise.all([page.waitForEvent('download'), firstCard.getByRole('link', { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('sap-integration-case-study.pdf');

  const preview = firstCard.getByRole('button', { name: 'Preview' });
  await preview.click();
  const dialog = page.getByRole('dialog', { name: /Preview: SAP S\/4HANA/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', '/case-studies/sap-integration-case-study.pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();
  await preview.click();
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
