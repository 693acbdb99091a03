import { expect, hydrated, templatePaths, test } from './fixtures';

// Every template, an article and a code page of each standard: once as the page cache's prepared bytes
// (hash-based CSP) and once rendered for this request (a query string: nonce-based CSP).
const paths = [
  ...templatePaths,
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets/850',
  '/resources/edifact/d96a/messages/DESADV',
];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
});

for (const mode of ['cached', 'rendered'] as const) {
  test(`no CSP violation on any template ${mode === 'cached' ? 'served from the page cache' : 'rendered per request'}`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    // A query seen once is rendered for its request; a repeated one is served prepared (#46): each attempt (a
    // retry included) asks with its own.
    const suffix = mode === 'rendered' ? `?csp-check=${Date.now().toString(36)}` : '';
    for (const path of paths) {
      const response = await page.goto(`${path}${suffix}`);
      expect(response?.headers()['x-page-cache'] === undefined).toBe(mode === 'rendered');
      await hydrated(page);
      // A client-side navigation inserts styles and runs code under the same policy.
      const target = path === '/integrations' ? '/privacy-policy' : '/integrations';
      // A click right after hydration is now and then lost (seen on four templates in about 30 runs, under load;
      // cause not found, noted in the session's note): this test is about the policy, so it clicks again.
      await expect(async () => {
        await page.locator(`footer a[href="${target}"]`).first().click();
        await page.waitForURL(`**${target}`, { waitUntil: 'commit', timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await hydrated(page);
      const violations = await page.evaluate(() => window.cspViolations ?? []);
      expect({ path, violations }).toEqual({ path, violations: [] });
    }
    expect(problems).toEqual([]);
  });
}
