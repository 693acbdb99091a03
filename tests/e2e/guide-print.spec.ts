// The printable guide (#48): a guide built and edited in the editor opens in the print view through its
// "Print / PDF" link, laid out by our guide pages' components with the edit in it; under print media the site's
// chrome and the buttons are gone and the element table keeps its columns; a PDF is made; a guide file opens
// there too; axe finds nothing; screenshots at three widths and of the PDF's pages are kept to look at.
import { AxeBuilder } from '@axe-core/playwright';
import { inspectorSamples } from '../../content/inspector/samples';
import { expect, hydrated, test } from './fixtures';

const order = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
const shots = 'test-results/guide-print';

test('an edited guide prints from the editor: its segments and the edited code, without the site around it', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await page.goto('/edi-guides/new');
  await hydrated(page);
  await page.locator('#samples').setInputFiles({ name: 'po.edi', mimeType: 'text/plain', buffer: Buffer.from(order) });
  await page.getByRole('button', { name: 'Build the guide' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /850 Purchase Order/ })).toBeVisible();
  // BEG02's codes: SA (seen in the sample) becomes NE only.
  await page
    .getByRole('treeitem')
    .filter({ has: page.locator('code:text-is("BEG")') })
    .first()
    .click();
  await page.locator('button[data-ref="BEG02"]').click();
  await page.getByLabel(/Codes accepted/).fill('NE');
  await page.getByLabel(/Codes accepted/).press('Enter');
  await expect(page.locator('button[data-ref="BEG02"]')).toContainText('NE');

  // Unsaved: the link saves the guide, then opens it in the print view.
  await page.getByRole('link', { name: 'Print / PDF' }).click();
  await expect(page).toHaveURL(/\/edi-guides\/print\?guide=[\w-]+$/);
  const doc = page.locator('[data-print-doc]');
  await expect(doc.getByRole('heading', { level: 2, name: '850 Purchase Order' })).toBeVisible();
  await expect(doc.locator('dl')).toContainText('Transaction set850');
  await expect(doc.locator('dl')).toContainText('ReleaseX12 005010');
  await expect(doc.locator('dl')).toContainText(new RegExp(`Date\\w+ \\d+, ${new Date().getFullYear()}`));
  for (const tag of ['ST', 'BEG', 'PO1', 'CTT', 'SE'])
    await expect(doc.getByRole('heading', { level: 3, name: new RegExp(`^${tag} · `) })).toBeVisible();
  const beg02 = doc.locator('tr#BEG02');
  await expect(beg02.locator('td').nth(4)).toHaveText(/^NE/);
  await expect(beg02).not.toContainText('SA');
  // The tree's segments lead to their sections, in the document itself.
  await expect(doc.locator('a[href="#BEG"]')).toBeVisible();

  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/print-view-${width}.png`, fullPage: true });
  }

  // On paper: no header, footer, hero, buttons or file input; the document and its element table's columns.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(page.getByLabel('Or open a guide file (JSON)')).toBeHidden();
  await expect(doc).toBeVisible();
  await expect(doc.locator('thead').first()).toBeVisible();
  await expect(beg02.locator('[data-long]')).toBeVisible();
  expect(await beg02.evaluate((row) => getComputedStyle(row).breakInside)).toBe('avoid');
  await page.screenshot({ path: `${shots}/print-media-768.png`, fullPage: true });
  const pdf = await page.pdf({ path: `${shots}/guide.pdf`, format: 'A4' });
  // Several pages of a real document (the ST..SE of an 850 with its codes), not an empty or one-line page.
  expect(pdf.byteLength).toBeGreaterThan(30_000);
  await page.emulateMedia({ media: 'screen' });
  expect(problems).toEqual([]);
});

test('a guide file opens in the print view; with none saved it says so; axe finds nothing', async ({
  page,
  problems,
}) => {
  await page.goto('/edi-guides/print');
  await hydrated(page);
  await expect(page.locator('#print-note')).toContainText('No guide is saved in this browser yet');
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeDisabled();

  const response = await page.request.get('/resources/x12-transaction-sets/856/guide/005010.edi-guide.json');
  const guide: unknown = await response.json();
  const text = JSON.stringify({ ...Object(guide), title: 'Harbor Mart ship notice', partner: 'Harbor Mart' });
  const upload = page.getByLabel('Or open a guide file (JSON)');
  await upload.setInputFiles({ name: 'guide.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.locator('#print-note')).toHaveText('Showing "Harbor Mart ship notice".');
  const doc = page.locator('[data-print-doc]');
  await expect(doc.getByRole('heading', { level: 2, name: 'Harbor Mart ship notice' })).toBeVisible();
  await expect(doc.locator('dl')).toContainText('PartnerHarbor Mart');
  // The 856's hierarchy and totals, and its relational conditions listed open (paper cannot unfold them).
  await expect(doc.locator('#hierarchy')).toBeVisible();
  await expect(doc.locator('#totals')).toBeVisible();
  const conditions = doc.locator('section details');
  expect(await conditions.count()).toBeGreaterThan(0);
  expect(await conditions.evaluateAll((all) => all.every((d) => d.hasAttribute('open')))).toBe(true);
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeEnabled();
  // On US Letter this time: kept to look at (conditions listed, the hierarchy, the totals).
  await page.pdf({ path: `${shots}/guide-856.pdf`, format: 'Letter' });

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // A broken file leaves the guide shown and says where it is broken.
  const broken = text.replace('"usage":"must"', '"usage":"sometimes"');
  await upload.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
  await expect(page.locator('#print-note')).toContainText(/not a guide in our format: structure\.0\.usage/);
  await expect(doc.getByRole('heading', { level: 2, name: 'Harbor Mart ship notice' })).toBeVisible();
  expect(problems).toEqual([]);
});
