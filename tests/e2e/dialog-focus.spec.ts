import { expect, hydrated, test } from './fixtures';

// A click on the backdrop used to leave focus on <main> (the page behind), not on what opened the dialog.
test.describe('after a click on the backdrop, focus is back on what opened the dialog', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('careers: the job dialog', async ({ page, problems }) => {
    await page.goto('/careers');
    await hydrated(page);
    const opener = page.getByRole('link', { name: /Support Team Lead/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Support Team Lead' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('converter: the registration dialog', async ({ page, problems }) => {
    await page.goto('/about-edi-converter');
    await hydrated(page);
    const opener = page.getByRole('link', { name: 'Try Free Converter Now' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a press that starts inside the dialog and ends on the backdrop does not close it', async ({ page }) => {
    await page.goto('/careers');
    await hydrated(page);
    await page.getByRole('link', { name: /Support Team Lead/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Team Lead' });
    // Measured once it is open: a box taken while it opens can put the press on what becomes the backdrop.
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('dialog has no box');
    // Selecting text in the dialog and letting go outside it.
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(20, 400);
    await page.mouse.up();
    await expect(dialog).toBeVisible();
  });
});
