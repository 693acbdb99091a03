import { expect, hydrated, test } from './fixtures';
import { emptyRegistrationErrors } from '../fixtures/leads';

test.describe('free converter registration', () => {
  test('validates on submit with the six messages; editing a field clears its error', async ({ page, problems }) => {
    await page.goto('/about-edi-converter');
    await hydrated(page);
    const opener = page.getByRole('link', { name: 'Try Free Converter Now' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Register for the free EDI converter' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create free account' }).click();
    for (const message of Object.values(emptyRegistrationErrors)) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('First name').fill('A');
    await expect(dialog.getByText('First name is required')).toBeHidden();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await dialog.getByLabel('Work e-mail').fill('not-an-email');
    await dialog.getByLabel('Phone number').fill('12');
    await dialog.getByRole('button', { name: 'Create free account' }).click();
    await expect(dialog.getByText('Enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog.getByText('Enter a valid email')).toBeHidden(); // errors cleared on open
    expect(problems).toEqual([]);
  });

  test('a valid registration is stored, confirmed, reset after 800 ms and closed 1400 ms later', async ({
    page,
    problems,
  }) => {
    await page.goto('/about-edi-converter');
    await hydrated(page);
    await page.getByRole('link', { name: 'Try Free Converter Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Ana');
    await dialog.getByLabel('Last name').fill('Ruiz');
    await dialog.getByLabel('Work e-mail').fill('ana@acme.io');
    await dialog.getByLabel('Organization').fill('Acme');
    await dialog.getByLabel('Phone number').fill('+1 (555) 123-4567');
    await dialog.getByRole('checkbox').check();
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/converter-registrations'));
    await dialog.getByRole('button', { name: 'Create free account' }).click();
    expect((await stored).status()).toBe(201);
    await expect(dialog.getByRole('status')).toContainText("You're in! Check your inbox to get started.");
    const shownAt = Date.now();
    await expect(dialog.getByRole('status')).toContainText('activation link');
    // Real time, with margins for a busy machine: open until 800 + 1400 ms, then closed.
    await page.waitForTimeout(1500);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThanOrEqual(2000);
    expect(closedAfter).toBeLessThan(4500);
    expect(problems).toEqual([]);
  });

  test('the overlay closes the dialog; Tab stays inside', async ({ page }) => {
    await page.goto('/about-edi-converter');
    await hydrated(page);
    await page.getByRole('link', { name: 'Try Free Converter Now' }).first().click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('on a short phone screen the dialog body scrolls to its submit button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/about-edi-converter?register=1');
    await hydrated(page);
    const submit = page.getByRole('dialog').getByRole('button', { name: 'Create free account' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport({ ratio: 1 });
    const [dialogBottom, submitBottom] = await Promise.all([
      page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().bottom),
      submit.evaluate((el) => el.getBoundingClientRect().bottom),
    ]);
    expect(submitBottom).toBeLessThanOrEqual(dialogBottom);
  });

  test('conversion explorer: the eight tabs share one row at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about-edi-converter');
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
  });

  test('conversion explorer tabs: EDI to JSON by default, arrow keys move', async ({ page }) => {
    await page.goto('/about-edi-converter');
    await hydrated(page);
    const json = page.getByRole('tab', { name: 'EDI to JSON' });
    await expect(json).toHaveAttribute('aria-selected', 'true');
    await json.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'EDI to XML' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('Generates valid X12 or EDIFACT');
  });
});

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dialog opens by link, posts, and the server confirms', async ({ page }) => {
    await page.goto('/about-edi-converter');
    await page.getByRole('link', { name: 'Try Free Converter Now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('No');
    await dialog.getByLabel('Last name').fill('Script');
    await dialog.getByLabel('Work e-mail').fill('noscript@acme.io');
    await dialog.getByLabel('Organization').fill('Acme');
    await dialog.getByLabel('Phone number').fill('5551234567');
    await dialog.getByRole('button', { name: 'Create free account' }).click();
    await expect(dialog.getByText('You must agree to the Terms and Privacy policy')).toBeVisible();
    await expect(dialog.getByLabel('Organization')).toHaveValue('Acme');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create free account' }).click();
    await expect(page).toHaveURL(/registered=1/);
    await expect(page.getByRole('dialog').getByText("You're in! Check your inbox to get started.")).toBeVisible();
  });
});
