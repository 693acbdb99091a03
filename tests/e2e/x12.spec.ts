import { expect, hydrated, test } from './fixtures';

test('X12 guide: search with industry, the distinct All option, clear, modal from a card, per-code page', async ({
  page,
  problems,
}) => {
  await page.route('**/api/reference-preview?*', (route) =>
    route.fulfill({
      json: {
        code: '856',
        name: 'Ship Notice/Manifest',
        link: 'https://ref.example/856',
        site: 'ref.example',
        purpose: 'Tells the buyer what ships.',
        description: 'Advance ship notice.',
        usage: '',
        segments: ['BSN', 'HL'],
      },
    }),
  );
  await page.goto('/resources/x12-transaction-sets');
  await hydrated(page);
  const counter = page.getByText(/Showing \d+ of 318 transaction sets/);
  await expect(counter).toHaveText('Showing 318 of 318 transaction sets');
  await page.getByLabel('Industry').selectOption('Warehouse');
  await page.getByLabel('Search', { exact: true }).fill('shipping');
  await expect(page.locator('tbody tr').first()).toContainText('940');
  await page.getByLabel('Industry').selectOption('All');
  await expect(counter).not.toHaveText('Showing 318 of 318 transaction sets');
  await page.getByLabel('Search', { exact: true }).fill('zebra');
  await expect(page.getByText('No transaction sets found matching your criteria')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(counter).toHaveText('Showing 318 of 318 transaction sets');

  await page.locator('#common').getByRole('button', { name: 'Quick view of 856' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('X12 Transaction Set • Version 005010');
  await expect(dialog).toContainText('Tells the buyer what ships.');
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: '850 details page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('850: Purchase Order');
  expect(problems).toEqual([]);
});

test('guide search finds practitioners’ terms by whole words; a code page leads through its flow and counterpart', async ({
  page,
  problems,
}) => {
  await page.goto('/resources/x12-transaction-sets');
  await hydrated(page);
  const codes = page.locator('tbody tr td:first-child button');
  await page.getByLabel('Search', { exact: true }).fill('ASN');
  await expect(codes.first()).toHaveText('856');
  await page.getByLabel('Search', { exact: true }).fill('ack');
  await expect(codes).toContainText(['997']);
  await expect(page.locator('tbody')).not.toContainText('Ship Notice/Manifest'); // "packed" is not "ack"

  await page.goto('/resources/x12-transaction-sets/856');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Where it fits' })).toBeVisible();
  await page.getByRole('link', { name: /DESADV.*EDIFACT equivalent/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DESADV Despatch advice message');
  await page.getByRole('link', { name: /^INVOIC.*Next in the order-to-cash flow/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('INVOIC Invoice message');
  expect(problems).toEqual([]);
});
