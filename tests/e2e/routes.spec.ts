import { routeTable } from '../../shared/routes';
import { expect, hydrated, test } from './fixtures';

test.describe('every route hydrates without a warning', () => {
  for (const width of [390, 1280]) {
    test(`all 48 routes and the 404 page at ${width} px`, async ({ page, problems }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of [...routeTable.map((r) => r.path), '/no-such-page']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect({ path, problems }).toEqual({ path, problems: [] });
      }
    });
  }
});
