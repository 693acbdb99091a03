import { expect, hydrated, test } from './fixtures';

test.describe('contact page', () => {
  test('office tabs follow the WAI-ARIA keyboard pattern; the map is lazy', async ({ page, problems }) => {
    await page.goto('/contact');
    await hydrated(page);
    const tablist = page.getByRole('tablist', { name: 'Office locations' });
    const tab = (name: string) => tablist.getByRole('tab', { name });
    await expect(tab('USA')).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel'); // role queries skip the hidden panels
    await expect(panel).toContainText('5700 Granite Parkway');
    await expect(panel.locator('iframe')).toHaveAttribute('loading', 'lazy');
    await expect(panel.locator('iframe')).toHaveAttribute('src', /maps\?q=33\.0786,-96\.8238&z=15&output=embed/);
    await expect(panel.getByRole('link', { name: /Call \+1/ })).toHaveAttribute('href', 'tel:+15550104200');
    for (const service of [
      '24/7 Technical Support',
      'Local Implementation Services',
      'Regional Sales Support',
      'On-site Consulting',
    ]) {
      await expect(panel).toContainText(service);
    }

    await tab('USA').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('UAE')).toBeFocused();
    await expect(tab('UAE')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Dubai Internet City');
    await page.keyboard.press('End');
    await expect(tab('India')).toBeFocused();
    await expect(panel).toContainText('HITEC City');
    await page.keyboard.press('ArrowRight'); // wraps
    await expect(tab('USA')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('India')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('USA')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('UAE')).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('iframe:visible')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('with JavaScript the form submits through the API and confirms in place', async ({ page, problems }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const api = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByLabel('Full Name').fill('Playwright Person');
    await page.getByLabel('Email Address').fill('pw@example.com');
    await page.getByLabel('Subject').fill('Testing');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello from the browser test.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await api).status()).toBe(201);
    await expect(page.locator('main').getByRole('status')).toContainText('Thank you! Your message has been sent.');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    expect(problems).toEqual([]);
  });

  test('with JavaScript, server-side messages appear under the fields', async ({ page, problems }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.getByLabel('Full Name').fill('X');
    await page.getByLabel('Email Address').fill('x@y.z');
    await page.getByLabel('Phone Number').fill('call me maybe');
    await page.getByLabel('Subject').fill('S');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('M');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toBeFocused();
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, the server answers 303 and the confirmation shows', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('No Script');
    await page.getByLabel('Email Address').fill('noscript@example.com');
    await page.getByLabel('Subject').fill('Plain HTML');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent without JavaScript.');
    await page.getByRole('checkbox').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
    await expect(page.locator('main').getByRole('status')).toContainText('Thank you! Your message has been sent.');
  });

  test('office tabs are links the server renders', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('tab', { name: 'India' }).click();
    await expect(page).toHaveURL(/\?office=india#offices$/);
    await expect(page.getByRole('tab', { name: 'India' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('HITEC City');
    await expect(page.getByRole('tabpanel')).toHaveCount(1); // the others are hidden
  });
});
