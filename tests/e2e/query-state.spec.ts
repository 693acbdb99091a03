import { expect, hydrated, test } from './fixtures';

/**
 * Page data is react-query state the server dehydrates into the HTML (client/shell/query-state.ts): the browser
 * hydrates its cache from it, so taking over the page asks the server for no data (no fetch, no XHR).
 */
const pages = [
  { path: '/blogs', key: 'blogs', text: /Monitoring EDI End to End/i },
  { path: '/blogs/the-edi-order-cycle-850-855-856-and-810-explained', key: 'post', text: /Related Articles/ },
  { path: '/resources/x12-transaction-sets/850/guide/005010', key: 'x12-guide', text: /BEG/ },
  { path: '/resources/edifact/d96a/messages/ORDERS', key: 'edifact-page', text: /ORDERS/ },
  // The one message page that is no directory's (CONTRL, a service message) reads its structure as a query.
  { path: '/resources/edifact-messages/CONTRL', key: 'edifact-structure', text: /UCI/ },
  // The finding codes' rows, built on the server from the rule registry (shared/reference/finding-rows.ts).
  { path: '/developers', key: 'finding-rows', text: /Recompute the check digit/ },
];

for (const { path, key, text } of pages) {
  test(`${path}: hydrates from its dehydrated "${key}" query without a data request`, async ({ page, problems }) => {
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') dataRequests.push(r.url());
    });
    await page.goto(path);
    await hydrated(page);
    // A request started by the first render or an effect after it would have been sent by now.
    await page.waitForTimeout(500);
    const keys = await page.evaluate(() => {
      const state: unknown = Reflect.get(window, '__QUERY_STATE__');
      const queries = (state as { queries?: { queryKey: unknown[] }[] } | undefined)?.queries ?? [];
      return queries.map((q) => q.queryKey.join('/'));
    });
    expect(keys.some((k) => k.split('/').includes(key))).toBe(true);
    await expect(page.getByText(text).first()).toBeAttached();
    expect(dataRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a client-side navigation fetches through the same queries, once', async ({ page, problems }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
  });
  await page.goto('/resources/edifact/d96a');
  await hydrated(page);
  await page.getByRole('link', { name: 'ORDERS', exact: true }).first().click();
  await expect(page).toHaveURL(/\/resources\/edifact\/d96a\/messages\/ORDERS$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ORDERS');
  expect(apiCalls).toEqual(['/api/edifact/d96a/messages/ORDERS']);
  // Back and forward again: the cache has it.
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ORDERS');
  expect(apiCalls).toHaveLength(1);
  expect(problems).toEqual([]);
});

// The rule registry carries every rule's check: /developers' first load has its rows as state, not the registry;
// a client-side navigation to it loads the registry's chunk and renders the same cards.
test('/developers loads the rule registry only after a client-side navigation to it', async ({ page, problems }) => {
  const registry: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/finding-rows-')) registry.push(r.url());
  });
  await page.goto('/developers');
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(registry).toEqual([]);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'API for Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 3, name: 'gs1-check-digit' })).toBeVisible();
  await expect(page.locator('#gs1-check-digit')).toContainText('Recompute the check digit');
  expect(registry).toHaveLength(1);
  expect(problems).toEqual([]);
});
