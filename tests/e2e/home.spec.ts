import { expect, hydrated, test } from './fixtures';

const pageLabel = (page: import('@playwright/test').Page) => page.getByTestId('carousel-page');

test.describe('home logo carousel', () => {
  test('Previous and Next wrap at both ends', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay while we click
    await page.goto('/');
    await hydrated(page);
    await expect(pageLabel(page)).toHaveText('Page 1 of 13');
    const row = page.locator('[aria-roledescription="carousel"] ul');
    const logo = (name: string) => row.getByRole('img', { name, exact: true });
    // Sections above the row lay out as they come into view (content-visibility), which can move the row
    // away again after the first scroll: scroll until it stays.
    await expect(async () => {
      await row.scrollIntoViewIfNeeded();
      await expect(logo('Harbor & Pine')).toBeInViewport({ ratio: 1, timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Previous logos' }).click();
    await expect(pageLabel(page)).toHaveText('Page 13 of 13');
    // The last view is a full row of five, ending with the last customer.
    await expect
      .poll(() => row.evaluate((el) => Math.abs(el.scrollWidth - el.clientWidth - el.scrollLeft) < 2))
      .toBe(true);
    await page.getByRole('button', { name: 'Next logos' }).click();
    await expect(pageLabel(page)).toHaveText('Page 1 of 13');
    await page.getByRole('button', { name: 'Next logos' }).click();
    await expect(pageLabel(page)).toHaveText('Page 2 of 13');
    expect(problems).toEqual([]);
  });

  test('advances every 3 s, pauses on hover, and stays still under reduced motion', async ({ page, problems }) => {
    test.setTimeout(40_000);
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(5, 5);
    const started = Date.now();
    await expect(pageLabel(page)).toHaveText('Page 2 of 13', { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(2000);
    await page.locator('[aria-roledescription="carousel"] ul').hover();
    await page.waitForTimeout(4000);
    await expect(pageLabel(page)).toHaveText('Page 2 of 13');
    await page.mouse.move(5, 5);
    await expect(pageLabel(page)).toHaveText('Page 3 of 13', { timeout: 5000 });
    await page.getByRole('button', { name: 'Pause logo rotation' }).click();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(4000);
    await expect(pageLabel(page)).toHaveText('Page 3 of 13');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(4000);
    await expect(pageLabel(page)).toHaveText('Page 1 of 13');
    expect(problems).toEqual([]);
  });

  test('a logo that fails to load becomes the company name; an integration tile its initials', async ({ page }) => {
    await page.route('**/images/customers/retail/harbor-pine.svg', (route) => route.abort());
    await page.route('**/images/integrations/dynamics-365.svg', (route) => route.abort());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await page.locator('#clients').scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-roledescription="carousel"] li').first()).toHaveText('Harbor & Pine');
    await page.locator('#integrations').scrollIntoViewIfNeeded();
    const tile = page.locator('#integrations').getByRole('link', { name: 'Microsoft Dynamics 365' });
    await expect(tile.locator('[aria-hidden="true"]')).toHaveText('MD');
    await expect(tile.locator('img')).toHaveCount(0);
  });
});

test.describe('home logo carousel without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('every logo is in a row that scrolls sideways, two readable logos a view', async ({ page }) => {
    await page.goto('/');
    const row = page.locator('[aria-roledescription="carousel"] ul');
    await expect(row.locator('li')).toHaveCount(62);
    await row.scrollIntoViewIfNeeded();
    const { scrolls, itemWidth } = await row.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      itemWidth: el.querySelector('li')?.getBoundingClientRect().width ?? 0,
    }));
    expect(scrolls).toBe(true);
    expect(itemWidth).toBeGreaterThan(160);
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(row.locator('li').last()).toBeInViewport();
    // The buttons need the script; without it they keep their place, unseen.
    await expect(page.getByRole('button', { name: 'Next logos' })).toBeHidden();
  });
});

test.describe('home hero diagram', () => {
  test('at 1280 px no flow line reaches into a tile and every label fits its tile', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const found = await page
      .locator('figure')
      .first()
      .evaluate((figure) => {
        const tiles = [...figure.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
        const svg = figure.querySelector('svg');
        const matrix = svg?.getScreenCTM();
        const ends = [...figure.querySelectorAll('line')].map((line) => {
          const p = new DOMPoint(line.x2.baseVal.value, line.y2.baseVal.value).matrixTransform(matrix ?? undefined);
          return { x: p.x, y: p.y };
        });
        const inside = ends.filter((e) =>
          tiles.some((t) => e.x > t.left && e.x < t.right && e.y > t.top && e.y < t.bottom),
        ).length;
        const overflowing = [...figure.querySelectorAll('li')]
          .filter((li) => li.scrollWidth > li.clientWidth + 1)
          .map((li) => li.textContent);
        return { lines: ends.length, inside, overflowing };
      });
    expect(found).toEqual({ lines: 10, inside: 0, overflowing: [] });
  });

  test('at 390 px the tiles show as a list and the legend of the (undrawn) lines is hidden', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('figure').first()).toBeHidden();
    await expect(page.getByText('Active Transactions')).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /AI-Powered EDI and API Solutions/ }),
    ).toBeVisible();
  });
});

test('home calls to action go where they should', async ({ page }) => {
  await page.goto('/');
  const band = page.getByRole('region', { name: 'Ready to modernise your EDI?' });
  await expect(band.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', 'https://app.example');
  await expect(band.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('target', '_blank');
  await expect(band.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', 'https://demo.example/book');
  await expect(band.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: /Learn More about/ })).toHaveCount(9);
});
