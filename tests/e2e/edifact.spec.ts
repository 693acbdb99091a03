import { expect, hydrated, test } from './fixtures';

const preview = {
  standard: 'edifact',
  code: 'ORDERS',
  name: 'Purchase order message',
  link: 'https://ref.example/ORDERS',
  site: 'ref.example',
  purpose: 'Buyer to seller.',
  description: 'Orders goods.',
  usage: 'Retail and manufacturing.',
  segments: ['UNH', 'BGM', 'DTM'],
};

test.describe('EDIFACT guide', () => {
  test('search and industry filter together, counter, empty state and Clear filters', async ({ page, problems }) => {
    await page.goto('/resources/edifact-messages');
    await hydrated(page);
    const counter = page.getByText(/Showing \d+ of 126 EDIFACT messages/);
    await expect(counter).toHaveText('Showing 126 of 126 EDIFACT messages');
    await page.getByLabel('Industry').selectOption('Travel');
    await expect(counter).toHaveText('Showing 3 of 126 EDIFACT messages');
    await page.getByLabel('Search', { exact: true }).fill('passenger');
    await expect(counter).toHaveText('Showing 1 of 126 EDIFACT messages');
    await expect(page).toHaveURL(/\?q=passenger&industry=Travel$/);
    await page.getByLabel('Search', { exact: true }).fill('zebra');
    await expect(page.getByText('No EDIFACT messages found matching your criteria')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page.getByText('Showing 126 of 126 EDIFACT messages')).toBeVisible();
    await expect(page.getByLabel('Industry')).toHaveValue('all');
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('the detail dialog opens from a row and from a card, shows the preview, and closes by Escape and Close', async ({
    page,
    problems,
  }) => {
    await page.route('**/api/reference-preview?*', (route) => route.fulfill({ json: preview }));
    await page.goto('/resources/edifact-messages');
    await hydrated(page);
    const rowButton = page.locator('tbody').getByRole('button', { name: 'Quick view of ORDERS' });
    await rowButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('EDIFACT Message • D96A Release');
    await expect(dialog).toContainText('Buyer to seller.');
    await expect(dialog).toContainText('Key Segments');
    // Our own page, not the other site's, where we have one (#47).
    await expect(dialog.getByRole('link', { name: 'View full documentation' })).toHaveAttribute(
      'href',
      '/resources/edifact/d96a/messages/ORDERS',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rowButton).toBeFocused();

    await page.locator('#common').getByRole('button', { name: 'Quick view of ORDERS' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('an upstream failure says so and links our own page of the message', async ({ page, problems }) => {
    await page.route('**/api/reference-preview?*', (route) =>
      route.fulfill({
        status: 502,
        json: { error: 'Reference site unavailable', link: 'https://ref.example/INVOIC', site: 'ref.example' },
      }),
    );
    await page.goto('/resources/edifact-messages');
    await hydrated(page);
    await page.getByRole('button', { name: 'Quick view of INVOIC' }).first().click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect(alert).toContainText('Unable to load the preview. Its full page:');
    await expect(alert.getByRole('link')).toHaveAttribute('href', '/resources/edifact/d96a/messages/INVOIC');
    // The failure is logged (docs/spec.md, "Reference preview"), and nothing else goes wrong.
    expect(
      problems.filter((p) => !p.includes('Reference preview for INVOIC failed') && !p.includes('status of 502')),
    ).toEqual([]);
    expect(problems.some((p) => p.includes('Reference preview for INVOIC failed'))).toBe(true);
  });

  test("rows link to each message's one page, its D.96A directory page (#47)", async ({ page, problems }) => {
    await page.goto('/resources/edifact-messages');
    await hydrated(page);
    await page.getByRole('link', { name: 'DESADV details page' }).click();
    await expect(page).toHaveURL(/\/resources\/edifact\/d96a\/messages\/DESADV$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DESADV Despatch advice message');
    // What the guide says of it comes along: its category and its flow.
    await expect(page.getByRole('heading', { name: 'Where it fits' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
