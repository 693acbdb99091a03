// Search results a practitioner can use as links (#47): the dialog's options are real links, and the search
// page pages through every result.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, hydrated, test } from './fixtures';

test.describe('search results are links', () => {
  test('a dialog option is a link: Ctrl-click opens it in a new tab, a click opens it here', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Search the site' }).pressSequentially('856');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/resources/x12-transaction-sets/856');
    const opened = context.waitForEvent('page');
    await first.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/resources/x12-transaction-sets/856');
    // This page stayed, its dialog open; a plain click navigates in it.
    await expect(page).toHaveURL(/\/$/);
    await first.click();
    await expect(page).toHaveURL(/\/resources\/x12-transaction-sets\/856$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the dialog with links passes axe', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Search the site' }).pressSequentially('invoice');
    await expect(page.getByRole('option').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('/search pages through the results, in the browser as without JavaScript', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/search?q=invoice&page=2');
    // A later page keeps the page's margins (its styles once went missing with a shadowed name).
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.x).toBe(16);
    await page.goto('/search?q=invoice');
    await hydrated(page);
    await expect(page.getByText(/^Results 1–50 of \d+, best first\.$/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'More results →' }).click();
    await expect(page).toHaveURL(/\/search\?q=invoice&page=2$/);
    await expect(page.getByText(/^Results 51–\d+ of \d+, best first\.$/)).toBeVisible();
    await page.getByRole('link', { name: '← Previous results' }).click();
    await expect(page.getByText(/^Results 1–50 of/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
