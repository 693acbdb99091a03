// The inspector's tools (#49): a share link opens the same document and finding in a new page (redacted values
// listed, nothing sent to a server), Compare is driven by the keyboard and exports its differences, Reconcile
// flags the planted lines and exports CSV; axe finds nothing on either tab at 390 and 1280 px.
import { AxeBuilder } from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { inspectorSamples } from '../../content/inspector/samples';
import { expect, hydrated, test } from './fixtures';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const order = sample('x12-850-005010');
/** The order addressed to Northwind: our guide checks it by default (#44), so its element errors are found. */
const toNorthwind = order
  .replace('*ZZ*ACMESUPPLY     *', '*ZZ*NORTHWIND      *')
  .replace('GS*PO*HARBORMART*ACMESUPPLY*', 'GS*PO*HARBORMART*NORTHWIND*');
const shipment = sample('x12-856-005010');
const invoice = sample('x12-810-005010');
const textOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray()).toString();

/** Every request's URL and body that carries `marker` (the document must travel in no request). */
function watch(page: Page, marker: string): string[] {
  const carried: string[] = [];
  page.on('request', (r) => {
    if (decodeURIComponent(r.url()).includes(marker) || (r.postData() ?? '').includes(marker)) carried.push(r.url());
  });
  return carried;
}

for (const width of [390, 1280]) {
  test(`${width} px: a share link opens the redacted document and the finding pointed at in a new page`, async ({
    page,
    context,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const carried = watch(page, 'HARBORMART');
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page.getByLabel('EDI document (X12 or EDIFACT)').fill(toNorthwind.replace('PO1*2*24*CA', 'PO1*2*2X*CA'));
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    const share = page.getByRole('region', { name: 'Share' });
    await expect(share.getByRole('checkbox')).toBeChecked();
    const pointTo = share.getByLabel('Point to');
    const option = pointTo.locator('option', { hasText: 'PO102' });
    const pos = await option.getAttribute('value');
    expect(pos).toBe('20');
    await pointTo.selectOption(pos ?? '');
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = await share.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/edi-inspector#share=[A-Za-z0-9_-]+$/);
    await share.getByText(/What was replaced/).click();
    await expect(share.getByRole('cell', { name: 'Harbor Mart Stores', exact: true })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    const other = await context.newPage();
    await other.setViewportSize({ width, height: 900 });
    const carriedThere = watch(other, 'HARBORMART');
    await other.goto(link);
    await hydrated(other);
    await expect(other.getByText(/Opened from a share link: names, addresses/)).toBeVisible();
    const box = other.getByLabel('EDI document (X12 or EDIFACT)');
    await expect(box).toHaveValue(/PO1\*2\*2X\*CA/);
    expect(await box.inputValue()).not.toContain('Harbor Mart');
    await expect(other.locator('#result').getByText(/PO102/).first()).toBeVisible();
    // The finding pointed at: its segment is opened and focused.
    await expect(other.locator('#seg-20')).toBeFocused();
    expect([...carried, ...carriedThere]).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`${width} px: Compare two 856s by keyboard, the differences exported as JSON`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Inspect' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Compare' })).toHaveAttribute('aria-selected', 'true');
    expect(page.url()).toContain('tool=compare');
    const corrected = shipment
      .replace('SN1**18*CA', 'SN1**24*CA')
      .replace('BSN*00*SHP260324-01', 'BSN*00*SHP260324-02');
    await page.getByLabel('First document').fill(shipment);
    await page.getByLabel('Second document').fill(corrected);
    await page.getByLabel('Second document').press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const feed = page.getByRole('feed', { name: 'Differences' });
    await expect(feed.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('SN102 (Number of Units Shipped) changed in 1 segment')).toBeVisible();
    await feed.getByRole('article').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(feed.getByRole('article').nth(1)).toBeFocused();
    await expect(feed.getByRole('article').nth(1)).toContainText('18');
    await page.keyboard.press('ArrowDown');
    await expect(feed.getByRole('article').first()).toBeFocused();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the differences (JSON)' }).click(),
    ]);
    const json: unknown = JSON.parse(await textOf(download));
    expect(json).toMatchObject({ summary: { segmentsChanged: 2 } });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`${width} px: Reconcile flags a short shipment and a price change, exported as CSV`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/edi-inspector?tool=reconcile');
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'Reconcile' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(/^Order/).fill(order);
    await page.getByLabel(/^Ship notice/).fill(shipment);
    await page.getByLabel(/^Invoice/).fill(invoice.replace('IT1*3*120*EA*8.75', 'IT1*3*120*EA*8.95'));
    await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
    await expect(page.getByText('2 lines with differences')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Lines' }).getByRole('row');
    await expect(rows.nth(2)).toContainText('Shipped short');
    await expect(rows.nth(3)).toContainText('Price differs');
    await expect(page.getByText('PRF01 4500098231: matches the order')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await textOf(download);
    expect(csv.split('\r\n')[0]).toContain('ordered_quantity');
    expect(csv).toContain('short-shipped');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

for (const width of [390, 1280])
  test(`the tools' tabs pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const tool of ['compare', 'reconcile']) {
      await page.goto(`/edi-inspector?tool=${tool}`);
      await hydrated(page);
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `tool-tab-${tool}`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    }
  });
