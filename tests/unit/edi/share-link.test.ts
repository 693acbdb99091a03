// Share links (#49): a document and the segment pointed at go into the URL fragment and come back the same, with
// the same findings; a 1 MB batch fits in a link; a damaged, foreign or inflating-without-end fragment opens nothing.
import { inspectorSamples } from '../../../content/inspector/samples';
import { MAX_LINK_CHARS, readShareFragment, shareFragment, SHARE_PREFIX } from '../../../client/inspector/share-link';
import { shareLinkOf } from '../../../client/inspector/tools';
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const order = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
const findings = (text: string) =>
  inspect(text, dictionaries, { guide: '005010' }).issues.map((f) => `${f.code} ${f.pos} ${f.element ?? ''}`);

it('round-trips a broken document, its findings and the segment pointed at', async () => {
  const broken = order.replace('SE*24*', 'SE*23*').replace('PO1*2*24*', 'PO1*2*2X*');
  const fragment = await shareFragment({ text: broken, redacted: false, focus: 19 });
  expect(fragment.startsWith(SHARE_PREFIX)).toBe(true);
  expect(fragment).toMatch(/^#share=[A-Za-z0-9_-]+$/);
  const opened = await readShareFragment(fragment);
  expect(opened).toEqual({ text: broken, redacted: false, focus: 19 });
  expect(findings(opened?.text ?? '')).toEqual(findings(broken));
  expect(findings(broken).length).toBeGreaterThan(1);
});

it('fits a 1 MB batch of orders in a link', async () => {
  const body = order.slice(order.indexOf('ST*'), order.indexOf('GE*'));
  let sets = '';
  for (let n = 1; sets.length < 1024 * 1024; n += 1)
    sets += body
      .replaceAll('0001~', `${String(n).padStart(4, '0')}~`)
      .replace('4500098231', String(4500000000 + n * 7919))
      .replace('*48*CA*36.5*', `*${(n % 90) + 10}*CA*${(n % 70) + 0.25}*`);
  const text = order.slice(0, order.indexOf('ST*')) + sets + order.slice(order.indexOf('GE*'));
  const fragment = await shareFragment({ text, redacted: true });
  expect(fragment.length).toBeLessThan(MAX_LINK_CHARS);
  expect((await readShareFragment(fragment))?.text).toBe(text);
});

it('opens nothing from a damaged, foreign or endlessly inflating fragment', async () => {
  const fragment = await shareFragment({ text: order, redacted: false });
  expect(await readShareFragment(fragment.slice(0, -12))).toBeUndefined();
  expect(await readShareFragment('#section-2')).toBeUndefined();
  expect(await readShareFragment('#share=not*base64')).toBeUndefined();
  // 60 MB of spaces deflate to a few kilobytes: reading stops at the inspector's limit.
  const bomb = await shareFragment({ text: ' '.repeat(60 * 1024 * 1024), redacted: false });
  expect(bomb.length).toBeLessThan(200_000);
  expect(await readShareFragment(bomb)).toBeUndefined();
});

it('offers the file instead of a link a browser would not open', async () => {
  // 5 MB that does not compress: a batch whose every free-text value differs.
  const body = order.slice(order.indexOf('ST*'), order.indexOf('GE*'));
  let sets = '';
  let seed = 7;
  const noise = () =>
    Array.from({ length: 800 }, () => {
      // xorshift32: letters that do not repeat in any pattern deflate finds.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return String.fromCharCode(65 + ((seed >>> 0) % 26));
    }).join('');
  for (let n = 1; sets.length < 4.5 * 1024 * 1024; n += 1)
    sets += body.replace('Stainless water bottle, 750 ml, 12 per case', noise()).replace('Bamboo utensil set', noise());
  const text = order.slice(0, order.indexOf('ST*')) + sets + order.slice(order.indexOf('GE*'));
  const link = await shareLinkOf(text, { redact: false }, async () => dictionaries);
  // (Compared as a boolean: a failure must not print two million characters.)
  expect(link.fragment === '').toBe(true);
  expect(link.length).toBeGreaterThan(MAX_LINK_CHARS);
  expect(link.text === text).toBe(true);
});
