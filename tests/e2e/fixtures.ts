import { test as base, expect, type Page } from '@playwright/test';
import { routeTable } from '../../shared/routes';

/** One route per page template, from the route table. */
export const templatePaths = [...new Map(routeTable.map((r) => [r.page, r.path])).values()];

/** Every test page collects console errors, warnings and uncaught exceptions; none are allowed. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, provide) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      // A 404 page's own document load is reported by Chromium; that status is intended.
      const ownDocument = msg.location().url === page.url() && /status of 404/.test(msg.text());
      if (!ownDocument) problems.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await provide(problems);
  },
});

/** Resolves once React has hydrated the page (the layout marks <html>). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export { expect };
