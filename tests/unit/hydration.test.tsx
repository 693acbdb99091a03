/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/solutions/hcm"}
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { TextDecoder, TextEncoder } from 'node:util';

// Server HTML comes from the built production server; hydration runs React's development build here,
// which reports every mismatch.
const PORT = Number(process.env['TEST_PORT_BASE'] ?? 4390) + 2;
let server: ChildProcess;

const fetchText = (path: string) =>
  new Promise<string>((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });

beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'silent', NODE_ENV: 'production', METRICS_PORT: '0' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 400; i++) {
    if (await fetchText('/readyz').catch(() => '')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);
afterAll(() => server?.kill());

it('hydrates the server-rendered document without a console error or warning', async () => {
  const html = await fetchText('/solutions/hcm');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const parsed = new DOMParser().parseFromString(html, 'text/html').documentElement;
  for (const { name, value } of Array.from(parsed.attributes)) document.documentElement.setAttribute(name, value);
  document.documentElement.innerHTML = parsed.innerHTML;
  // Scripts inserted as HTML do not run: evaluate the state script as the browser would.
  const stateScript = [...document.querySelectorAll('script:not([src])')].find((s) => s.textContent?.includes('__PAGE_STATE__'));
  expect(stateScript?.textContent).toContain('__PAGE_STATE__');
  new Function(stateScript?.textContent ?? '')();

  const serverHeading = document.querySelector('h1');
  const { hydrateDocument } = await import('../../app/shell/hydrate');
  await hydrateDocument();
  for (let i = 0; i < 250 && document.documentElement.dataset['hydrated'] !== 'true'; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }

  expect(document.documentElement.dataset['hydrated']).toBe('true');
  expect(document.querySelector('h1')).toBe(serverHeading); // the same node: adopted, not re-created
  expect(document.querySelector('h1')?.textContent).toBe('Human Capital Management');
  expect(errors.mock.calls).toEqual([]);
  expect(warnings.mock.calls).toEqual([]);
});
