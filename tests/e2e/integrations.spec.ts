import { integrationSummaries } from '../../content/integrations';
import { expect, hydrated, test } from './fixtures';

test('the Integrations menu leads to an index of every integration, each page one click away', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Integrations' }).click();
  await page.getByRole('link', { name: /All 23 integrations/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Integrations');
  const main = page.locator('main');
  for (const i of integrationSummaries) await expect(main.locator(`a[href="/integrations/${i.slug}"]`)).toHaveCount(1);
  await main.getByRole('link', { name: 'Oracle JD Edwards EnterpriseOne and World integration' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Oracle JD Edwards EnterpriseOne and World Integration',
  );
  expect(problems).toEqual([]);
});
