// The guide editor (#48): a guide built from a sample file, edited with the keyboard, kept in IndexedDB across a
// reload, checked against in the inspector (findings name it and link back to the element), downloaded and
// opened again; a broken file is refused with its path; axe finds nothing; screenshots at three widths.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { inspectorSamples } from '../../content/inspector/samples';
import { expect, hydrated, test } from './fixtures';

const order = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
const shots = 'test-results/guide-editor';

async function buildGuide(page: import('@playwright/test').Page) {
  await page.goto('/edi-guides/new');
  await hydrated(page);
  await page.locator('#samples').setInputFiles({ name: 'po.edi', mimeType: 'text/plain', buffer: Buffer.from(order) });
  await page.getByRole('button', { name: 'Build the guide' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /850 Purchase Order/ })).toBeVisible();
}

/** Moves the tree's focus down to the row of `tag` with the keyboard. */
async function arrowTo(page: import('@playwright/test').Page, tag: string) {
  const target = page
    .getByRole('treeitem')
    .filter({ has: page.locator(`code:text-is("${tag}")`) })
    .first();
  await page.getByRole('treeitem').first().focus();
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
}

/** Opens element `ref` of the focused segment with the keyboard: Enter in the tree, Down to it, Enter. */
async function openElement(page: import('@playwright/test').Page, ref: string) {
  await page.keyboard.press('Enter');
  const row = page.locator(`button[data-ref="${ref}"]`);
  for (let i = 0; i < 20 && !(await row.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: `Edit ${ref}` })).toBeVisible();
}

test('build a guide from a file, edit it with the keyboard, keep it, check a document against it', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await buildGuide(page);
  await expect(page.locator('#editor-note')).toContainText('built from 1 file');

  // BEG02's codes: SA (seen) becomes NE only.
  await arrowTo(page, 'BEG');
  await openElement(page, 'BEG02');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Codes accepted/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('NE');
  await page.keyboard.press('Enter');
  await expect(page.locator('button[data-ref="BEG02"]')).toContainText('NE');
  await expect(page.locator('button[data-ref="BEG02"]')).toBeFocused();

  // Escape leaves an element as it was, and the keyboard where it was.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Usage', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('9');
  await page.keyboard.press('Escape');
  await expect(page.locator('button[data-ref="BEG02"]')).toContainText('2–2');
  await expect(page.locator('button[data-ref="BEG02"]')).toBeFocused();

  // BEG04 (not used in the sample) becomes must use: the usage list is the form's first field.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('button[data-ref="BEG04"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Usage', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('button[data-ref="BEG04"]')).toContainText('Must use');

  // Undo (Ctrl+Z) takes back the last edit; the button undoes too, and the edit is made again.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(page.locator('button[data-ref="BEG04"]')).toContainText('Not used');
  await page.locator('button[data-ref="BEG04"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Usage', { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('button[data-ref="BEG04"]')).toContainText('Must use');

  await page.keyboard.press('ControlOrMeta+S');
  await expect(page.locator('[data-save-state]')).toHaveText('Saved in this browser');

  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/editor-${width}.png`, fullPage: true });
  }

  // Kept in IndexedDB: a reload opens it again, edits and all.
  await page.reload();
  await hydrated(page);
  await arrowTo(page, 'BEG');
  await expect(page.locator('button[data-ref="BEG02"]')).toContainText('NE');
  await expect(page.locator('button[data-ref="BEG04"]')).toContainText('Must use');

  // The inspector checks the sample against it: BEG02 SA is not accepted, BEG04 is missing; each links back.
  await page.goto('/edi-inspector');
  await hydrated(page);
  await page.getByLabel('Check X12 sets against').selectOption({ label: 'My guide: 850 Purchase Order (850)' });
  await page.locator('#file').setInputFiles({ name: 'po.edi', mimeType: 'text/plain', buffer: Buffer.from(order) });
  const issues = page.locator('#result');
  await expect(issues).toContainText('the guide "850 Purchase Order"');
  const link = page.locator('#result a[href*="/edi-guides/new?guide="][href$="#BEG02"]').first();
  await expect(link).toBeVisible();
  await expect(page.locator('#result a[href$="#BEG04"]').first()).toBeVisible();

  // The link opens the editor on BEG02.
  await page.goto((await link.getAttribute('href')) ?? '');
  await hydrated(page);
  await expect(page.locator('button[data-ref="BEG02"]')).toBeFocused();

  // Syntax and envelopes only: no guide finding.
  await page.goto('/edi-inspector');
  await hydrated(page);
  await page.getByLabel('Check X12 sets against').selectOption('none');
  await page.locator('#sample').selectOption('x12-850-005010');
  await expect(page.locator('#result')).toContainText(/syntax and envelopes/i);
  await expect(page.locator('#result')).not.toContainText('the guide "850 Purchase Order"');
  expect(problems).toEqual([]);
});

test('the guide downloads as JSON, opens again, and a broken file is refused with its path', async ({
  page,
  problems,
}) => {
  await buildGuide(page);
  // A loop's usage is edited like a segment's: the N1 loop becomes optional (O in the tree).
  const loop = page.getByRole('treeitem', { name: /Loop N1/ });
  await loop.click();
  await page.getByLabel('Loop usage').selectOption('used');
  await expect(loop).toContainText('O');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('850-Purchase-Order.edi-guide.json');
  const json: unknown = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(json).toMatchObject({ format: 'northwind-edi-guide/1', set: '850', release: '005010' });
  expect(JSON.stringify(json)).toContain('{"loop":"N1","usage":"used"');

  const upload = page.getByLabel('Open a guide file (JSON)');
  const text = JSON.stringify({ ...Object(json), title: 'Harbor Mart 850' });
  await upload.setInputFiles({ name: 'guide.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.locator('#editor-note')).toHaveText('Opened "Harbor Mart 850".');
  await expect(page.getByRole('heading', { level: 2, name: /Harbor Mart 850/ })).toBeVisible();

  const broken = text.replace('"usage":"must"', '"usage":"sometimes"');
  await upload.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
  await expect(page.locator('#editor-note')).toContainText(/not a guide in our format: structure\.0\.usage/);
  await upload.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
  await expect(page.locator('#editor-note')).toContainText('not a guide in our format: (file)');
  expect(problems).toEqual([]);
});

test('the editor has no axe finding, its element form open', async ({ page }) => {
  await buildGuide(page);
  await arrowTo(page, 'BEG');
  await openElement(page, 'BEG02');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

test('without JavaScript the page says what a guide is and links the format and our guides', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/edi-guides/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build a guide from files');
  await expect(page.getByText('needs JavaScript')).toBeVisible();
  await expect(page.getByRole('link', { name: 'The format: JSON Schema (version 1)' })).toHaveAttribute(
    'href',
    '/schemas/edi-guide/v1.json',
  );
  await expect(page.locator('a[href="/resources/x12-transaction-sets/850/guide/005010.edi-guide.json"]')).toBeVisible();
  await context.close();
});
