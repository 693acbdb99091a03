import type { Page } from '@playwright/test';
import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { expect, hydrated, test } from './fixtures';

const guides = [
  { name: 'X12', path: '/resources/x12-transaction-sets', entries: x12TransactionSets },
  { name: 'EDIFACT', path: '/resources/edifact-messages', entries: edifactMessages },
] as const;

const longestName = (entries: readonly { code: string; name: string }[]) =>
  entries.reduce((a, b) => (b.name.length > a.name.length ? b : a)).code;

/**
 * Links, buttons and fields in <main> smaller than 24×24 px. Links inside a run of text are exempt
 * (WCAG 2.5.8), as are controls the page has hidden.
 */
const smallTargets = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const inText =
          getComputedStyle(el).display === 'inline' &&
          [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        return !inText;
      })
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.textContent?.trim() ?? ''}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );

const preview = {
  link: 'https://ref.example/doc',
  site: 'ref.example',
  purpose: 'What it is for.',
  description: 'What it says.',
  usage: 'Who sends it.',
  segments: ['BGM', 'DTM'],
};

test.describe('per-code pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { name, path, entries } of guides) {
    test(`${name}: no sideways scrolling, the documentation link inside the screen, targets of 24 px`, async ({
      page,
      problems,
    }) => {
      for (const code of new Set([entries[0]?.code, longestName(entries), name === 'X12' ? '856' : 'DESADV'])) {
        await page.goto(`${path}/${code}`);
        await hydrated(page);
        expect({ code, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
          code,
          width: 390,
        });
        // The documentation link: our guide or directory page where we have one (856, DESADV), else another site's.
        const documentation = page.locator('main dl dd a').last();
        const box = await documentation.boundingBox();
        expect(box).not.toBeNull();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        expect(await smallTargets(page)).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the guides' filter bar and table header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { name, path } of guides) {
    test(`${name}: the column headers stay readable under the bar while the table scrolls; past the table the bar lets go`, async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const search = page.getByLabel('Search', { exact: true });
      const header = page.getByRole('columnheader', { name: 'Code' });

      await page.evaluate(() => window.scrollTo(0, 1500));
      const bar = await search.boundingBox();
      const head = await header.boundingBox();
      expect(bar && bar.y > 100).toBe(true); // the bar is pinned below the site header
      expect(head && bar && head.y >= bar.y + bar.height && head.y < 400).toBe(true);
      // Nothing covers the column header: the point at its middle belongs to it.
      const onTop = await header.evaluate((th) => {
        const r = th.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('th') === th;
      });
      expect(onTop).toBe(true);

      for (const target of ['#common', 'footer']) {
        await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'start' }), target);
        const box = await search.boundingBox();
        // Scrolled away above the viewport, or at least no longer below the site header.
        expect({ target, pinned: Boolean(box && box.y + box.height > 108) }).toEqual({ target, pinned: false });
      }
      expect(problems).toEqual([]);
    });
  }

  test('the Details links and every other target of the guides and the FAQ are at least 24×24 px', async ({
    page,
    problems,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/resources/x12-transaction-sets');
      await hydrated(page);
      const details = await page.getByRole('link', { name: '850 details page' }).boundingBox();
      expect(details && details.width >= 24 && details.height >= 24).toBe(true);
      expect({ width, small: await smallTargets(page) }).toEqual({ width, small: [] });
      for (const path of ['/resources/edifact-messages', '/faq']) {
        await page.goto(path);
        await hydrated(page);
        expect({ path, width, small: await smallTargets(page) }).toEqual({ path, width, small: [] });
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe('the quick-view dialog', () => {
  test('at 720 px the footer buttons share one row; the preview note shows only with a preview', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 720, height: 800 });
    await page.route('**/api/reference-preview?*', (route) => route.fulfill({ json: preview }));
    await page.goto('/resources/edifact-messages');
    await hydrated(page);
    await page.locator('#common').getByRole('button', { name: 'Quick view of ORDERS' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('What it is for.');
    await expect(dialog).toContainText('preview taken from a public reference site');
    const docs = await dialog.getByRole('link', { name: 'View full documentation' }).boundingBox();
    const close = await dialog.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    expect(docs && close && Math.abs(docs.y - close.y) < 2 && docs.x + docs.width <= close.x).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a failed preview says so, without claiming to be a preview, buttons still on one row', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 720, height: 800 });
    await page.route('**/api/reference-preview?*', (route) =>
      route.fulfill({
        status: 502,
        json: { error: 'Reference site unavailable', link: 'https://ref.example/INVOIC', site: 'ref.example' },
      }),
    );
    await page.goto('/resources/edifact-messages');
    await hydrated(page);
    await page.locator('#common').getByRole('button', { name: 'Quick view of INVOIC' }).click();
    const dialog = page.getByRole('dialog');
    // An EDIFACT message's full page is ours (#47): the failure names it.
    await expect(dialog.getByRole('alert')).toContainText('Unable to load the preview. Its full page:');
    await expect(dialog).not.toContainText('preview taken from');
    const docs = await dialog.getByRole('link', { name: 'View full documentation' }).boundingBox();
    const close = await dialog.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    expect(docs && close && Math.abs(docs.y - close.y) < 2).toBe(true);
    expect(
      problems.filter((p) => !p.includes('Reference preview for INVOIC failed') && !p.includes('status of 502')),
    ).toEqual([]);
  });

  test('a click on the backdrop closes it and gives focus back to the button that opened it', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/api/reference-preview?*', (route) => route.fulfill({ json: preview }));
    await page.goto('/resources/x12-transaction-sets');
    await hydrated(page);
    for (const trigger of [
      page.locator('#common').getByRole('button', { name: 'Quick view of 856' }),
      page.locator('tbody').getByRole('button', { name: 'Quick view of 850' }),
    ]) {
      await trigger.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('What it is for.');
      await page.mouse.click(20, 400); // the backdrop, beside the dialog
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    expect(problems).toEqual([]);
  });
});

/** The first industry of the guide's list (data may change; every listed industry has entries). */
async function pickFilter(page: Page) {
  const industry = await page.getByLabel('Industry').locator('option').nth(1).getAttribute('value');
  if (!industry) throw new Error('the industry list is empty');
  return industry;
}

// An EDIFACT message's page is its directory page since #47 (breadcrumbs lead up, the browser's Back keeps the
// filters in the guide's URL): the guide's own code pages, and their link back, are X12's.
const withCodePages = guides.filter((g) => g.name === 'X12');

test.describe('"Back to the guide" keeps the filters', () => {
  for (const { name, path } of withCodePages) {
    test(`${name}, with JavaScript`, async ({ page, problems }) => {
      await page.goto(path);
      await hydrated(page);
      const industry = await pickFilter(page);
      await page.getByLabel('Industry').selectOption(industry);
      const code = (await page.locator('tbody tr').first().getByRole('button').textContent())?.trim() ?? '';
      await page.getByLabel('Search', { exact: true }).fill(code);
      await page.getByRole('link', { name: `${code} details page` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
      await page.getByRole('link', { name: 'Back to the guide' }).click();
      await expect(page).toHaveURL(`${path}?${new URLSearchParams({ q: code, industry }).toString()}`);
      await expect(page.getByLabel('Search', { exact: true })).toHaveValue(code);
      await expect(page.getByLabel('Industry')).toHaveValue(industry);
      await expect(page.locator('tbody tr').first()).toContainText(code);
      expect(problems).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { name, path } of withCodePages) {
      test(name, async ({ page }) => {
        await page.goto(path);
        const industry = await pickFilter(page);
        await page.getByLabel('Industry').selectOption(industry);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL(
          new RegExp(`industry=${encodeURIComponent(industry).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        const row = page.locator('tbody tr').first();
        const code = (await row.locator('td').first().locator('code').textContent())?.trim() ?? '';
        await row.getByRole('link', { name: `${code} details page` }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
        await page.getByRole('link', { name: 'Back to the guide' }).click();
        await expect(page).toHaveURL(`${path}?${new URLSearchParams({ industry }).toString()}`);
        await expect(page.getByLabel('Industry')).toHaveValue(industry);
      });
    }
  });
});
