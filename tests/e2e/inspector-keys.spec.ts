// The inspector's tree with a large file (#47): Home and End reach the first and last row in one press, and
// Cancel leaves the focus on the file control it began from, not on the page's body.
import { bigX12 } from './edi-documents';
import { expect, hydrated, test } from './fixtures';

const MB = 1024 * 1024;

test.describe('EDI Inspector keyboard with a large file', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('End and Home reach the last and first row of the tree', async ({ page, problems }) => {
    test.setTimeout(60_000);
    await page.goto('/edi-inspector');
    await hydrated(page);
    const file = Buffer.from(bigX12(4 * MB));
    await page.getByLabel('Choose a file').setInputFiles({ name: 'batch.edi', mimeType: 'text/plain', buffer: file });
    const tree = page.getByTestId('tree-scroll');
    await expect(tree).toBeVisible({ timeout: 30_000 });
    await tree.focus();
    await page.keyboard.press('End');
    const atEnd = () =>
      tree.evaluate((el) => Math.abs(el.scrollTop + el.clientHeight - el.scrollHeight) <= 2 && el.scrollTop > 0);
    await expect.poll(atEnd).toBe(true);
    // The focused row is the last one, in view.
    const focused = page.locator('#result :focus');
    await expect(focused).toBeInViewport();
    const lastIndex = await tree.evaluate((el) =>
      Math.max(...[...el.querySelectorAll('[data-index]')].map((e) => Number(e.getAttribute('data-index')))),
    );
    expect(await focused.evaluate((el) => el.closest('[data-index]')?.getAttribute('data-index'))).toBe(
      String(lastIndex),
    );
    await page.keyboard.press('Home');
    await expect.poll(() => tree.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await focused.evaluate((el) => el.closest('[data-index]')?.getAttribute('data-index'))).toBe('0');
    expect(problems).toEqual([]);
  });

  test('after Cancel the focus is on the file control', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/edi-inspector');
    await hydrated(page);
    const file = Buffer.from(bigX12(30 * MB));
    await page.getByLabel('Choose a file').setInputFiles({ name: 'batch.edi', mimeType: 'text/plain', buffer: file });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByLabel('Choose a file')).toBeFocused();
  });
});
