import { expect, hydrated, test } from './fixtures';

test.describe('UN/EDIFACT directory pages', () => {
  test('hydrate without errors and navigate directory → segment → element → other directory in the browser', async ({
    page,
    problems,
  }) => {
    await page.goto('/resources/edifact');
    await hydrated(page);
    await page.getByRole('link', { name: 'D.01B', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'UN/EDIFACT D.01B' })).toBeVisible();
    await page.locator('#segments').getByRole('link', { name: 'BGM', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'BGM Beginning of message' })).toBeVisible();
    await expect(page).toHaveTitle('BGM Beginning of message: UN/EDIFACT D.01B segment | Northwind EDI');
    await page.getByRole('link', { name: '1225', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '1225 Message function code' })).toBeVisible();
    await expect(page.getByRole('row', { name: '9 Original' })).toBeVisible();
    // The same element in D.96A: its older name.
    await page.getByRole('navigation', { name: 'In other directories' }).getByRole('link', { name: 'D.96A' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '1225 Message function, coded' })).toBeVisible();
    await expect(page).toHaveURL(/\/resources\/edifact\/d96a\/elements\/1225$/);
    expect(problems).toEqual([]);
  });
});
