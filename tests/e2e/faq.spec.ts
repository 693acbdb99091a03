import { expect, hydrated, test } from './fixtures';

test('FAQ: live search over questions and answers, empty state, clear; several rows open at once', async ({ page, problems }) => {
  await page.goto('/faq');
  await hydrated(page);
  const first = page.locator('details').filter({ hasText: 'What is EDI?' });
  const second = page.locator('details').filter({ hasText: 'What does Northwind EDI do?' });
  await first.locator('summary').click();
  await second.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(second).toHaveAttribute('open', '');

  await page.getByLabel('Search FAQs').fill('OAuth');
  await expect(page.locator('main section[id] h2')).toHaveText(['API (1 question)']);
  await expect(page).toHaveURL(/\?q=OAuth$/);
  await page.getByLabel('Search FAQs').fill('zebra');
  await expect(page.getByText('No questions found matching "zebra"')).toBeVisible();
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search FAQs')).toHaveValue('');
  await expect(page.locator('main section[id] h2')).toHaveCount(7);
  expect(problems).toEqual([]);
});
