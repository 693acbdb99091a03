import { AxeBuilder } from '@axe-core/playwright';
import { inspectorSamples } from '../../content/inspector/samples';
import { expect, hydrated, test } from './fixtures';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = sample('x12-850-005010');
const broken = po.replace('IEA*1*000004721', 'IEA*1*000004722');
const MARKER = 'HARBORMART';

test.describe('EDI Inspector with JavaScript', () => {
  test('downloads the 997 answering a broken 850, made in the browser, and a CONTRL for EDIFACT', async ({
    page,
    problems,
  }) => {
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page.getByLabel('EDI document (X12 or EDIFACT)').fill(po.replace('SE*24*0001', 'SE*23*0001'));
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    const acks = page.getByRole('region', { name: 'Acknowledgment' });
    await expect(acks.getByRole('button')).toHaveText(['Download 997', 'Download 999', 'Download TA1']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      acks.getByRole('button', { name: 'Download 997' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('997.edi');
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
    expect(text).toContain('AK5*R*4~');
    expect(text).toContain('AK9*R*1*1*0~');

    await page.getByLabel('EDI document (X12 or EDIFACT)').fill(sample('edifact-orders'));
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    await expect(acks.getByRole('button')).toHaveText(['Download CONTRL']);
    const [contrl] = await Promise.all([page.waitForEvent('download'), acks.getByRole('button').click()]);
    const edifact = await (
      await contrl.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString());
    expect(edifact).toContain("UCM+1+ORDERS:D:96A:UN+7'");
    expect(problems).toEqual([]);
  });

  test('a pasted 850 is parsed in the browser: tree, names and JSON, and the document goes nowhere', async ({
    page,
    problems,
  }) => {
    const carried: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(MARKER) || (r.postData() ?? '').includes(MARKER)) carried.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page.getByLabel('EDI document (X12 or EDIFACT)').fill(po);
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();

    await expect(page.getByText('No issues found')).toBeVisible();
    const result = page.locator('#result');
    await expect(result.getByText('HARBORMART (ZZ)')).toBeVisible();
    const beg = page.locator('#seg-4');
    await expect(beg.locator('summary')).toContainText('Beginning Segment for Purchase Order');
    await beg.locator('summary').click();
    await expect(beg.getByRole('row', { name: /BEG03 Purchase Order Number 4500098231/ })).toBeVisible();
    await expect(beg.getByRole('row', { name: /BEG01 Transaction Set Purpose Code 00 \(Original\)/ })).toBeVisible();

    await page.getByRole('button', { name: 'Show JSON' }).click();
    const output = page.getByTestId('inspector-output');
    await expect(output).toContainText('"purchase_order_number_03": "4500098231"');
    await expect(output).toContainText('"PO1_loop": [');
    // CSV and Excel of the same document, made in the browser too: a row per PO1, a workbook download.
    await page.getByRole('radio', { name: 'CSV' }).check();
    await page.getByRole('button', { name: 'Show CSV' }).click();
    await expect(output).toContainText('Interchange control,Set code,Set control,PO number');
    await expect(output).toContainText(',850,0001,4500098231,');
    await page.getByRole('radio', { name: 'Excel' }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    expect((await download).suggestedFilename()).toBe('edi-inspector.xlsx');
    expect(carried).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an EDIFACT sample loads its directory on demand and labels qualifiers', async ({ page, problems }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    await page.goto('/edi-inspector');
    await hydrated(page);
    const directories = () => chunks.filter((u) => /\/edifact-d\w+-[^/]+\.json$/.test(u));
    expect(directories()).toEqual([]);
    await page.getByLabel('Sample').selectOption('edifact-orders');
    await expect(page.getByText("every message follows its directory's structure")).toBeVisible();
    // Only the directory the message names (D.96A), as its own asset.
    expect(directories().map((u) => /edifact-(d\w+)-/.exec(u)?.[1])).toEqual(['d96a']);
    const nad = page.locator('#seg-9');
    await expect(nad.locator('summary')).toContainText('Name and address');
    await nad.locator('summary').click();
    await expect(nad.getByRole('row', { name: /3035 Party qualifier BY \(Buyer\)/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a broken interchange lists its error; clicking it reveals the segment', async ({ page, problems }) => {
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page.getByLabel('EDI document (X12 or EDIFACT)').fill(broken);
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Issues: 1 issue found' })).toBeVisible();
    const issue = page.getByRole('link', { name: 'Segment 28 (IEA)' });
    await expect(issue.locator('..')).toContainText('IEA02 is 000004722, but ISA13 is 000004721');
    await issue.click();
    const iea = page.locator('#seg-28');
    await expect(iea).toBeFocused();
    await expect(iea).toBeInViewport();
    await expect(iea.getByRole('row', { name: /IEA02 Interchange Control Number 000004722/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a 1 MB file: transactions collapsed, and an issue deep inside is still revealed', async ({
    page,
    problems,
  }) => {
    const head = po.slice(0, po.indexOf('ST*'));
    const body = po.slice(po.indexOf('ST*'), po.indexOf('GE*'));
    const count = Math.floor((1024 * 1024) / body.length);
    // Each set with its own control number (ST02 and SE02), as X12 requires within a group; the last one's SE01 is off.
    const sets = Array.from({ length: count }, (_, k) =>
      body.replaceAll('*0001~', `*${String(k + 1).padStart(5, '0')}~`),
    );
    const last = sets.length - 1;
    sets[last] = (sets[last] ?? '').replace('SE*24*', 'SE*25*');
    const doc = head + sets.join('') + `GE*${count}*4721~\nIEA*1*000004721~\n`;
    const lastSe = 2 + count * 24;
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'orders.edi', mimeType: 'text/plain', buffer: Buffer.from(doc) });
    await expect(page.getByText('orders.edi (1.0 MB) is inspected below')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Issues: 1 issue found' })).toBeVisible();
    expect(await page.locator('#result li[id^="seg-"]').count()).toBeLessThan(100); // collapsed: summaries only
    // One segment a line: the finding names the same line as the position.
    await page.getByRole('link', { name: `Segment ${lastSe} (SE), line ${lastSe.toLocaleString('en-US')}` }).click();
    const se = page.locator(`#seg-${lastSe}`);
    await expect(se).toBeFocused();
    await expect(se).toContainText('SE01 says 25 segments, but there are 24.');
    expect(problems).toEqual([]);
  });

  test('repeated X12 elements (ISA11) show each occurrence', async ({ page, problems }) => {
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page
      .getByLabel('EDI document (X12 or EDIFACT)')
      .fill(po.replace('*TE*5555550142*', '*TE*5555550142^5555550143*'));
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    await expect(page.getByText('No issues found')).toBeVisible();
    const per = page.locator('#seg-8');
    await per.locator('summary').click();
    await expect(per.getByRole('row', { name: /PER04 Communication Number \(repeat 1\) 5555550142/ })).toBeVisible();
    await expect(per.getByRole('row', { name: /PER04 Communication Number \(repeat 2\) 5555550143/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a chosen file is read in the browser', async ({ page }) => {
    await page.goto('/edi-inspector');
    await hydrated(page);
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'invoice.edi', mimeType: 'text/plain', buffer: Buffer.from(sample('x12-810-004010')) });
    await expect(page.locator('#seg-4 summary')).toContainText('Beginning Segment for Invoice');
    await expect(page.getByText('No issues found')).toBeVisible();
  });

  test('a per-code page opens its sample in the inspector', async ({ page }) => {
    // The message's one page is its D.96A directory page (#47); a segment's elements are on the segment's page.
    await page.goto('/resources/edifact/d96a/messages/INVOIC');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Structure', exact: true })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Name and address' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'NAD', exact: true }).first()).toHaveAttribute(
      'href',
      '/resources/edifact/d96a/segments/NAD',
    );
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Inspect a sample INVOIC' }).click();
    // The URL changes once the inspector's chunk and the D.96A directory have loaded.
    await expect(page).toHaveURL(/\/edi-inspector\?sample=edifact-invoic/, { timeout: 15_000 });
    await expect(page.locator('#seg-4 summary')).toContainText('Beginning of message');
  });

  for (const width of [390, 1280]) {
    test(`passes axe with a result shown at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/edi-inspector');
      await hydrated(page);
      await page.getByLabel('EDI document (X12 or EDIFACT)').fill(broken);
      await page.getByRole('button', { name: 'Inspect', exact: true }).click();
      await page.getByRole('link', { name: 'Segment 28 (IEA)' }).click();
      await page.getByRole('button', { name: 'Show JSON' }).click();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('EDI Inspector without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server, which renders the same result and issue links', async ({ page }) => {
    await page.goto('/edi-inspector');
    await page.getByLabel('EDI document (X12 or EDIFACT)').fill(broken);
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    await expect(page).toHaveURL(/\/edi-inspector#result$/);
    await expect(page.getByRole('heading', { name: 'Issues: 1 issue found' })).toBeVisible();
    await expect(page.locator('#seg-4 summary')).toContainText('Beginning Segment for Purchase Order');
    await expect(page.getByText(/Conversions are made in the browser and need JavaScript/)).toBeVisible();
    await page.getByRole('link', { name: 'Segment 28 (IEA)' }).click();
    await expect(page.locator('#seg-28')).toBeInViewport();
  });

  test('a sample loads through the form', async ({ page }) => {
    await page.goto('/edi-inspector');
    await page.getByLabel('Sample').selectOption('edifact-orders');
    await page.getByRole('button', { name: 'Load sample' }).click();
    await expect(page.getByText("every message follows its directory's structure")).toBeVisible();
    await expect(page.locator('#seg-4 summary')).toContainText('Beginning of message');
  });
});
