// `npm test`: build, then jest (unit + HTTP), then Playwright against the built server.
// Ends with one "tests: N passed, N failed" line summing both runners.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

mkdirSync('test-results', { recursive: true });
if (run(process.execPath, ['build.mjs']) !== 0) process.exit(1);

// The lead-store tests also run against PostgreSQL: without TEST_DATABASE_URL (which .ci/run sets),
// start a throwaway cluster here (.ci/postgres.sh) and remove it afterwards.
let stopPostgres = () => {};
if (!process.env.TEST_DATABASE_URL) {
  const port = process.env.PG_TEST_PORT ?? '54329';
  const up = spawnSync(
    'bash',
    ['-c', 'source .ci/postgres.sh && pg_up "$0" >&2 && echo "$TEST_DATABASE_URL $PG_DIR"', port],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [url, dir] = (up.stdout ?? '').trim().split(' ');
  if (up.status === 0 && url && dir) {
    process.env.TEST_DATABASE_URL = url;
    stopPostgres = () =>
      spawnSync('bash', ['-c', 'source .ci/postgres.sh && PG_DIR="$0" pg_down', dir], { stdio: 'inherit' });
  } else console.error('Could not start PostgreSQL for the tests; the PostgreSQL lead-store tests will fail.');
}

const jestStatus = run('npx', ['jest', '--json', '--outputFile=test-results/jest.json']);
stopPostgres();
const e2eStatus = run('npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
  PW_REPORTERS: 'list,json',
});

/** @param {string} file */
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const jest = read('test-results/jest.json');
const e2e = read('test-results/playwright.json');
const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(jestStatus !== 0 || e2eStatus !== 0 || failed > 0 || passed === 0 ? 1 : 0);
