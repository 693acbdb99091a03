/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/resources/edifact/d96a/segments/BGM"}
 */
import type { ChildProcess } from 'node:child_process';
import { adoptServerDocument, fetchText, startBuiltServer } from '../fixtures/built-server-document';

// As hydration.test.tsx, for a page whose data is a query (#45): React's development build reports any
// mismatch between the server's HTML and a render from the hydrated query cache, and nothing is fetched.
const PORT = Number(process.env['TEST_PORT_BASE'] ?? 4390) + 4;
let server: ChildProcess;

beforeAll(async () => {
  server = await startBuiltServer(PORT);
}, 60_000);
afterAll(() => server?.kill());

it('hydrates an EDIFACT directory page from its dehydrated query: no mismatch, no request', async () => {
  const html = await fetchText(PORT, '/resources/edifact/d96a/segments/BGM');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetched = jest.fn(() => Promise.reject(new Error('no request expected')));
  Object.assign(globalThis, { fetch: fetched });

  const stateScript = adoptServerDocument(html);
  expect(stateScript?.textContent).toContain('__QUERY_STATE__');
  new Function(stateScript?.textContent ?? '')();

  const serverHeading = document.querySelector('h1');
  const { hydrateDocument } = await import('../../client/shell/hydrate');
  await hydrateDocument();
  for (let i = 0; i < 500 && document.documentElement.dataset['hydrated'] !== 'true'; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }

  expect(document.documentElement.dataset['hydrated']).toBe('true');
  expect(document.querySelector('h1')).toBe(serverHeading); // adopted, not re-created
  expect(document.querySelector('h1')?.textContent).toContain('BGM');
  expect(fetched).not.toHaveBeenCalled();
  expect(errors.mock.calls).toEqual([]);
  expect(warnings.mock.calls).toEqual([]);
});
