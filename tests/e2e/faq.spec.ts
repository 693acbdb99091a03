import { expect, hydrated, test } from './fixtures';

test('FAQ: live search over questions and answers, empty state, clear; several rows open at once', async ({
  page,
  problems,
}) => {
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

test.describe('FAQ search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('results and the empty state appear right under the search box; no category counts contradict them', async ({
    page,
    problems,
  }) => {
    await page.goto('/faq');
    await hydrated(page);
    const box = page.getByLabel('Search FAQs');
    await expect(page.getByText('5 questions', { exact: true }).first()).toBeVisible();
    const below = async (target: import('@playwright/test').Locator) => {
      const search = await box.boundingBox();
      const result = await target.boundingBox();
      return search && result ? result.y - (search.y + search.height) : Infinity;
    };
    await box.fill('OAuth');
    const heading = page.locator('main section[id] h2');
    await expect(heading).toHaveText(['API (1 question)']);
    expect(await below(heading)).toBeLessThan(844 / 2);
    await expect(page.getByText('5 questions', { exact: true })).toHaveCount(0);
    await box.fill('zebra');
    const empty = page.getByText('No questions found matching "zebra"');
    await expect(empty).toBeVisible();
    expect(await below(empty)).toBeLessThan(844 / 2);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a search shows its results under the search box', async ({ page }) => {
      await page.goto('/faq?q=OAuth');
      const search = await page.getByLabel('Search FAQs').boundingBox();
      const result = await page.locator('main section[id] h2').boundingBox();
      expect(search && result && result.y - (search.y + search.height) < 844 / 2).toBe(true);
      await expect(page.getByRole('heading', { name: 'Browse by Category' })).toHaveCount(0);
    });
  });
});
