import { defineConfig } from '@playwright/test';

// Another port lets two checkouts run their browser suites side by side.
const PORT = Number(process.env['PW_PORT'] ?? 4173);

/** Browser tests against the production build, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['PW_REPORTERS']?.includes('json') ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/index.js',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SITE_URL: 'https://www.northwind-edi.example',
      DEMO_URL: 'https://demo.example/book',
      APP_URL: 'https://app.example',
      DATA_DIR: 'test-results/data',
      METRICS_PORT: '0',
    },
  },
});
