/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/resources/x12-transaction-sets"}
 */
import type { ChildProcess } from 'node:child_process';
import { adoptServerDocument, fetchText, startBuiltServer } from '../fixtures/built-server-document';

// As hydration.test.tsx, for the X12 guide: its hydration data has no entries, so the browser adopts the
// server's 318 rows without rendering them (client/components/reference/guide-data.ts).
const PORT = Number(process.env['TEST_PORT_BASE'] ?? 4390) + 3;
let server: ChildProcess;

beforeAll(async () => {
  server = await startBuiltServer(PORT);
}, 60_000);
afterAll(() => server?.kill());

it("adopts the X12 guide's server-rendered rows without a console error or warning", async () => {
  const html = await fetchText(PORT, '/resources/x12-transaction-sets');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const stateScript = adoptServerDocument(html);
  expect(stateScript?.textContent).toContain('entries:null');
  new Function(stateScript?.textContent ?? '')();

  const serverRows = [...document.querySelectorAll('tbody tr')];
  expect(serverRows).toHaveLength(318);
  const { hydrateDocument } = await import('../../client/shell/hydrate');
  await hydrateDocument();
  for (let i = 0; i < 250 && document.documentElement.dataset['hydrated'] !== 'true'; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }

  expect(document.documentElement.dataset['hydrated']).toBe('true');
  const rows = [...document.querySelectorAll('tbody tr')];
  expect(rows).toHaveLength(318);
  expect(rows.every((row, i) => row === serverRows[i])).toBe(true); // the same nodes: adopted, not re-created
  // Each code, plain text in the HTML, becomes the row's quick-view button, a slice of rows at a time (guide-rows.tsx).
  const buttons = () => rows.filter((row) => row.querySelector('td:first-child > button[aria-haspopup="dialog"]'));
  for (let i = 0; i < 250 && buttons().length < 318; i++) await new Promise((r) => setTimeout(r, 20));
  expect(buttons()).toHaveLength(318);
  expect(document.querySelector('tbody code')).toBeNull();
  expect(document.body.textContent).toContain('Showing 318 of 318 transaction sets');
  expect(errors.mock.calls).toEqual([]);
  expect(warnings.mock.calls).toEqual([]);
});
