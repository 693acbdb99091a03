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
    await page.getByRole('link', { name: 'Clear search', exact: true }).click();
    await expect(cards).toHaveCount(total);
    // A pasted typographic apostrophe finds the straight one in the title.
    await page.getByLabel('Search blogs').fill('What’s the difference');
    await expect(page.getByText('1 blog(s) found')).toBeVisible();
    await expect(cards.first()).toContainText(/X12 vs\. EDIFACT: What's the Difference/i);
    await page.getByRole('link', { name: 'Clear search', exact: true }).click();
    await expect(cards).toHaveCount(total);
    await page.getByLabel('Search blogs').fill('zebra');
    await expect(page.getByText('No blogs found')).toBeVisible();
    await expect(page.getByText('No blogs match your search for "zebra"')).toBeVisible();
    await page.getByRole('link', { name: 'Clear Search', exact: true }).click();
    await expect(cards).toHaveCount(total);
    expect(problems).toEqual([]);
  });

  test('a card opens its article; related articles lead on; Back to All Blogs returns', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const scrollTo = window.scrollTo.bind(window);
      const seen: string[] = [];
      Object.assign(window, { seenScrolls: seen });
      window.scrollTo = ((options: ScrollToOptions) => {
        seen.push(options.behavior ?? 'auto');
        scrollTo(options);
      }) as typeof window.scrollTo;
    });
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
    });
    await page.goto('/blogs');
    await hydrated(page);
    await page.getByRole('link', { name: /THE EDI ORDER CYCLE/i }).click();
    await expect(page).toHaveURL(/\/blogs\/the-edi-order-cycle-850-855-856-and-810-explained$/);
    // The list came with the page (dehydrated query state); only the article itself is fetched.
    expect(apiCalls).toEqual([expect.stringMatching(/^\/api\/blogs\/[\w-]+$/)]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'THE EDI ORDER CYCLE: 850, 855, 856 AND 810 EXPLAINED',
    );
    await expect(page.getByText('Technology').first()).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
    await expect(related).toHaveCount(3);
    // Related by topic (shared tags), not by list order.
    await expect(related.first()).toContainText(/Monitoring EDI End to End/i);
    await related.first().click();
    await expect(page).toHaveURL(/\/blogs\/monitoring-edi-end-to-end$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Arriving at an article glides to the top (docs/spec.md, "Blog detail"); other pages jump.
    expect(await page.evaluate(() => (window as unknown as { seenScrolls: string[] }).seenScrolls.at(-1))).toBe(
      'smooth',
    );
    await page.getByRole('link', { name: 'Back to All Blogs' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenScrolls: string[] }).seenScrolls.at(-1)))
      .toBe('instant');
    await expect(page).toHaveURL(/\/blogs$/);
    expect(problems).toEqual([]);
  });

  test('EDI category: pages via ?page, bad values fall back to page 1, Enter and Space open matches', async ({
    page,
    problems,
  }) => {
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

  test('every category card on page 2 opens its own article', async ({ page, problems }) => {
    await page.goto('/blog-categories/edi?page=2');
    await hydrated(page);
    const cards = page.locator('main ul li a');
    await expect(cards).toHaveCount(10);
    for (const title of await cards.locator('h2').allTextContents()) {
      await cards.filter({ hasText: title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.toUpperCase());
      await page.goBack();
      await hydrated(page);
    }
    expect(problems).toEqual([]);
  });

  test('the list pages by nine with Previous/Next, and a new search starts again at page 1', async ({
    page,
    problems,
  }) => {
    await page.goto('/blogs');
    await hydrated(page);
    const cards = page.locator('main li a[href^="/blogs/"]');
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(cards).toHaveCount(9);
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(9);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=3$/);
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    const last = await cards.count();
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThanOrEqual(9);
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(cards.first()).not.toHaveText(/X12 VS\. EDIFACT/i);
    await page.getByLabel('Search blogs').fill('edi');
    await expect(page).toHaveURL(/\/blogs\?q=edi$/);
    await expect(page.getByText(/^\d+ blog\(s\) found$/)).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await page.getByLabel('Search blogs').fill('');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    // From the pager below a column of cards, a page change brings the new first card into view.
    await page.setViewportSize({ width: 390, height: 700 });
    await pager.scrollIntoViewIfNeeded();
    await expect(cards.first()).not.toBeInViewport();
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toBeInViewport();
    await page.goto('/blogs?page=99');
    await hydrated(page);
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(problems).toEqual([]);
  });

  test('without JavaScript the search × is a link back to the whole list; dates read as words', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs?q=as2');
    const cards = page.locator('main li a[href^="/blogs/"]');
    await expect(cards).toHaveCount(1);
    await page.getByRole('link', { name: 'Clear search', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards).toHaveCount(9);
    await page.goto('/blogs/the-edi-order-cycle-850-855-856-and-810-explained');
    await expect(page.getByText(/4 September 2025 · \d+ min read/)).toBeVisible();
    await context.close();
  });

  test('a long post has a contents list: beside the article at 1280, a closed list at 390 (#47)', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blogs/monitoring-edi-end-to-end');
    await hydrated(page);
    const wide = page.getByRole('navigation', { name: 'In this article' });
    await expect(wide.getByRole('link')).toHaveCount(await page.locator('article h2').count());
    const article = await page.locator('article').boundingBox();
    const contents = await wide.boundingBox();
    expect(contents?.x ?? 0).toBeGreaterThan((article?.x ?? 0) + (article?.width ?? 0)); // in the right column
    await wide.getByRole('link', { name: 'Measure the flow' }).click();
    await expect(page).toHaveURL(/#measure-the-flow$/);
    await expect(page.getByRole('heading', { name: 'Measure the flow' })).toBeInViewport();
    await expect(wide).toBeInViewport(); // sticky

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blogs/monitoring-edi-end-to-end');
    const narrow = page.getByRole('navigation', { name: 'In this article' });
    await expect(narrow.getByRole('link', { name: 'Measure the flow' })).toBeHidden();
    await narrow.getByText('In this article').click();
    await narrow.getByRole('link', { name: 'Measure the flow' }).click();
    await expect(page.getByRole('heading', { name: 'Measure the flow' })).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('at 390 px the X12-vs-EDIFACT table shows all three columns without scrolling sideways (#47)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need');
    const table = page.locator('article table').first();
    await expect(table.getByRole('cell', { name: 'ORDERS', exact: true })).toBeVisible();
    const { inner, outer } = await table.evaluate((t) => ({ inner: t.scrollWidth, outer: t.clientWidth }));
    expect(inner).toBeLessThanOrEqual(outer);
  });

  test('a slow article says "Loading blog details..." until it arrives', async ({ page, problems }) => {
    await page.goto('/blogs');
    await hydrated(page);
    await page.route('**/api/blogs/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('link', { name: /AS2 EXPLAINED/i }).click();
    await expect(page.getByRole('status').getByText('Loading blog details...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AS2 EXPLAINED/);
    await expect(page.getByText('Loading blog details...')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
