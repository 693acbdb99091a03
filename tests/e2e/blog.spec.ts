import { expect, hydrated, test } from './fixtures';

test.describe('blog', () => {
  test('search filters by title with a count, clears, and shows the no-match texts', async ({ page, problems }) => {
    await page.goto('/blogs');
    await hydrated(page);
    const cards = page.locator('main li a[href^="/blogs/"]');
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Search blogs').fill('as2');
    await expect(page.getByText('1 blog(s) found')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards).toHaveCount(total);
    await page.getByLabel('Search blogs').fill('zebra');
    await expect(page.getByText('No blogs found')).toBeVisible();
    await expect(page.getByText('No blogs match your search for "zebra"')).toBeVisible();
    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(cards).toHaveCount(total);
    expect(problems).toEqual([]);
  });

  test('a card opens its article; related articles lead on; Back to All Blogs returns', async ({ page, problems }) => {
    await page.goto('/blogs');
    await hydrated(page);
    await page.getByRole('link', { name: /THE EDI ORDER CYCLE/i }).click();
    await expect(page).toHaveURL(/\/blogs\/the-edi-order-cycle-850-855-856-and-810-explained$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('THE EDI ORDER CYCLE: 850, 855, 856 AND 810 EXPLAINED');
    await expect(page.getByText('Technology').first()).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
    await expect(related).toHaveCount(2);
    await related.first().click();
    await expect(page).toHaveURL(/\/blogs\/x12-vs-edifact/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back to All Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    expect(problems).toEqual([]);
  });

  test('EDI category: pages via ?page, bad values fall back to page 1, Enter and Space open matches', async ({ page, problems }) => {
    await page.goto('/blog-categories/edi?page=abc');
    await hydrated(page);
    const cards = page.locator('main ul li a[href^="/blogs?q="]');
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards.first()).toContainText('Automotive Schedules: 830 and 862');
    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog-categories\/edi$/);

    await cards.filter({ hasText: 'AS2 Explained' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/blogs\/as2-explained-secure-edi-over-the-internet$/);
    await page.goBack();
    await hydrated(page);
    await cards.filter({ hasText: 'The EDI Order Cycle' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blogs\/the-edi-order-cycle/);
    expect(problems).toEqual([]);
  });

  test('a category card without a matching article only logs', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/blog-categories/edi');
    await hydrated(page);
    await page.locator('main ul li a').filter({ hasText: 'VAN vs. Direct Connections' }).click();
    await expect.poll(() => logs.some((l) => l.includes('No article matches "VAN vs. Direct Connections"'))).toBe(true);
    await expect(page).toHaveURL(/\/blog-categories\/edi$/);
  });
});
