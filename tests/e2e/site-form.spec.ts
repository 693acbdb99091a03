import { expect, hydrated, test } from './fixtures';

// The site's forms submit through the browser router once hydrated (client/components/site-form.tsx), as
// React Router's <Form> did: in place, without a document load; contact.spec.ts covers the posting form.
test.describe('the search page form with JavaScript', () => {
  test('searches in place: the URL, heading and results change, the document stays', async ({ page, problems }) => {
    await page.goto('/search?q=invoice');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('BGM segment');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=BGM\+segment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “BGM segment”');
    await expect(page.locator('main li a').first()).toHaveAttribute('href', '/resources/edifact/d96a/segments/BGM');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “invoice”');
    expect(problems).toEqual([]);
  });
});
