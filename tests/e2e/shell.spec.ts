import { expect, hydrated, test } from './fixtures';

test.describe('header dropdowns (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('open one at a time, close on outside press, Escape and link choice', async ({ page, problems }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutions = nav.locator('summary', { hasText: 'Solutions' });
    const integrations = nav.locator('summary', { hasText: 'Integrations' });
    const solutionsPanel = page.locator('#nav-panel-solutions');
    const integrationsPanel = page.locator('#nav-panel-integrations');

    await solutions.click();
    await expect(solutionsPanel).toBeVisible();
    await expect(solutionsPanel.getByRole('link')).toHaveCount(10); // nine solutions + help panel
    expect(await solutionsPanel.evaluate((el) => el.getBoundingClientRect().width)).toBe(760);

    await integrations.click();
    await expect(integrationsPanel).toBeVisible();
    await expect(solutionsPanel).toBeHidden();

    await integrations.click(); // the open header toggles closed
    await expect(integrationsPanel).toBeHidden();

    await solutions.click();
    await page.mouse.click(1200, 800); // outside
    await expect(solutionsPanel).toBeHidden();

    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutionsPanel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(solutionsPanel).toBeHidden();
    await expect(solutions).toBeFocused();

    await nav.locator('summary', { hasText: 'Resources' }).click();
    const resources = page.locator('#nav-panel-resources');
    expect(await resources.evaluate((el) => el.getBoundingClientRect().width)).toBe(720);
    await resources.getByRole('link', { name: /FAQ/ }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(resources).toBeHidden();
    await expect(nav.locator('summary', { hasText: 'Resources' })).toHaveAttribute('aria-current', 'true');
    expect(problems).toEqual([]);
  });

  test('the Integrations panel fits an 800 px tall window whole, and scrolls inside a shorter one', async ({
    page,
  }) => {
    const measure = async (height: number) => {
      await page.setViewportSize({ width: 1280, height });
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Integrations' }).click();
      const panel = page.locator('#nav-panel-integrations');
      await expect(panel).toBeVisible();
      return panel.evaluate((el) => ({
        bottom: el.getBoundingClientRect().bottom,
        scrolls: el.scrollHeight > el.clientHeight + 1,
      }));
    };
    const tall = await measure(800);
    expect(tall.scrolls).toBe(false);
    expect(tall.bottom).toBeLessThanOrEqual(800);
    const short = await measure(400);
    expect(short.scrolls).toBe(true);
    expect(short.bottom).toBeLessThanOrEqual(400);
  });

  test('the desktop navigation shows only where it fits; below that the menu button', async ({ page }) => {
    for (const [width, desktop] of [
      [768, false],
      [1023, false],
      [1024, true],
      [1280, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ visible: desktop });
      await expect(page.getByLabel('Open menu')).toBeVisible({ visible: !desktop });
    }
  });

  test('navigates on the client without a full page load', async ({ page, problems }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Supplier Program' }).click();
    await expect(page).toHaveURL(/\/supplier-program$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Connect with your buyers');
    await expect(page).toHaveTitle(/Supplier Program/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.northwind-edi.example/supplier-program',
    );
    expect(problems).toEqual([]);
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is a dialog with one accordion section open, focus kept inside, closed by Escape, backdrop or link', async ({
    page,
    problems,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByLabel('Open menu');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const section = (name: string) => dialog.locator('summary', { hasText: name });
    await section('Integrations').click();
    await expect(dialog.getByText('ERP SYSTEMS')).toBeVisible();
    await expect(dialog.getByText('OTHER SYSTEMS')).toBeVisible();
    await section('Company').click();
    await expect(dialog.getByText('ERP SYSTEMS')).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Careers' })).toBeVisible();

    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(15, 400); // the backdrop, left of the panel
    await expect(dialog).toBeHidden();

    await toggle.click();
    await expect(dialog.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('link', { name: 'Supplier Program' }).click();
    await expect(page).toHaveURL(/\/supplier-program$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('scrolling', () => {
  test('shows the scroll-to-top button past 300 px and resets scroll on navigation', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    // The router commits the new page a moment after the URL changes; the jump itself is instant.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).toBe(0);
    expect(problems).toEqual([]);
  });
});

test('the scroll-to-top button leaves the copyright line readable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeVisible();
  const copyright = page.getByRole('contentinfo').getByText(/© 2025/);
  const [b, c] = await Promise.all([
    button.boundingBox(),
    copyright.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  ]);
  if (!b) throw new Error('no button box');
  const overlaps = b.x < c.x + c.width && c.x < b.x + b.width && b.y < c.y + c.height && c.y < b.y + b.height;
  expect(overlaps).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('dropdowns open one at a time, close on an outside press, and every navigation link is a real link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Solutions' }).click();
    await expect(page.locator('#nav-panel-solutions')).toBeVisible();
    await page.mouse.click(1200, 800); // outside
    await expect(page.locator('#nav-panel-solutions')).toBeHidden();
    await nav.locator('summary', { hasText: 'Solutions' }).click();
    await nav.locator('summary', { hasText: 'Integrations' }).click();
    await expect(page.locator('#nav-panel-solutions')).toBeHidden();
    const panel = page.locator('#nav-panel-integrations');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: /NetSuite/ }).click();
    await expect(page).toHaveURL(/\/integrations\/netsuite$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NetSuite');
  });

  test('the mobile menu opens and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByLabel('Open menu').click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await dialog.locator('summary', { hasText: 'Integrations' }).click();
    await expect(dialog.getByText('ERP SYSTEMS')).toBeVisible();
    await dialog.locator('summary', { hasText: 'Solutions' }).click();
    await expect(dialog.getByText('ERP SYSTEMS')).toBeHidden();

    await page.getByRole('button', { name: 'Close menu' }).click({ force: true });
    await expect(dialog).toBeHidden();
    await page.getByLabel('Open menu').click();
    await page.mouse.click(15, 400); // the backdrop
    await expect(dialog).toBeHidden();

    await page.getByLabel('Open menu').click();
    await dialog.getByRole('link', { name: 'Warehouse' }).click();
    await expect(page).toHaveURL(/\/solutions\/warehouse$/);
  });
});
