/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/solutions/hcm"}
 */
import type { ChildProcess } from 'node:child_process';
import { adoptServerDocument, fetchText, startBuiltServer } from '../fixtures/built-server-document';

// Server HTML comes from the built production server; hydration runs React's development build here,
// which reports every mismatch.
const PORT = Number(process.env['TEST_PORT_BASE'] ?? 4390) + 2;
let server: ChildProcess;

beforeAll(async () => {
  server = await startBuiltServer(PORT);
}, 60_000);
afterAll(() => server?.kill());

it('hydrates the server-rendered document without a console error or warning', async () => {
  const html = await fetchText(PORT, '/solutions/hcm');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const stateScript = adoptServerDocument(html);
  expect(stateScript?.textContent).toContain('__PAGE_STATE__');
  new Function(stateScript?.textContent ?? '')();

  const serverHeading = document.querySelector('h1');
  const { hydrateDocument } = await import('../../client/shell/hydrate');
  await hydrateDocument();
  // Up to 10 s: a busy machine is slow, not wrong; a mismatch shows as a console error, not as time.
  for (let i = 0; i < 500 && document.documentElement.dataset['hydrated'] !== 'true'; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }

  expect(document.documentElement.dataset['hydrated']).toBe('true');
  expect(document.querySelector('h1')).toBe(serverHeading); // the same node: adopted, not re-created
  expect(document.querySelector('h1')?.textContent).toBe('Human Capital Management');
  expect(errors.mock.calls).toEqual([]);
  expect(warnings.mock.calls).toEqual([]);
});
