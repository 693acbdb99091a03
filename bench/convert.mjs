// The converter (#32) on the 5 MB batch of 850s (bench/x12-batch.mjs's document) and on a 5 MB EDIFACT
// ORDERS batch: MB/s of input for JSON and CSV out (the conversion alone, and read + checked + converted),
// and the output's size against the input's. Peer in the same run: node-x12's parse and its toJSON (what a
// developer would reach for; it keeps no loops and names nothing). Median of 3 rounds of the median of 3
// runs after a warm-up. Numbers, not pass/fail: `node bench/convert.mjs`, and a section of `npm run bench`.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { importBundled } from './engine-bundle.mjs';
import { medianOfRounds } from './timing.mjs';

const require = createRequire(import.meta.url);
const SIZE = 5 * 1024 * 1024 - 4096;

/** @param {string} [root] */
export async function runConvertBench(root = process.cwd()) {
  const { inspect, engineData, bigX12, textChunks, utf8Bytes, loadDirectories, inspectorSamples } = await importBundled(
    root,
    [
      "export { inspect } from '<root>/shared/edi/inspect';",
      "export { textChunks, utf8Bytes } from '<root>/shared/edi/writers/convert';",
      "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
      "export { engineData } from '<root>/shared/inspector/engine-data';",
      "export { inspectorSamples } from '<root>/content/inspector/samples';",
      "export { bigX12 } from '<root>/tests/e2e/edi-documents';",
    ],
  );
  /** @type {{ X12Parser: new (strict: boolean) => { parse: (text: string) => { toJSON: () => unknown } } }} */
  const { X12Parser } = require('node-x12');
  const orders = /** @type {{ id: string; text: string }[]} */ (inspectorSamples).find(
    (s) => s.id === 'edifact-orders',
  );
  // One interchange of many messages, as the X12 batch is: the sample's UNH…UNT again and again.
  const text = orders?.text ?? '';
  const message = text.slice(text.indexOf('UNH'), text.indexOf('UNZ'));
  const head = text.slice(0, text.indexOf('UNH'));
  const count = Math.floor((SIZE - head.length - 40) / (message.length + 10));
  const messages = Array.from({ length: count }, (_, n) =>
    message.replaceAll(/(UN[HT]\+(?:\d+\+)?)1(['+])/g, `$1${n + 1}$2`),
  );
  const edifact = `${head}${messages.join('')}UNZ+${count}+${/UNB(?:\+[^+']*){4}\+([^+']*)/.exec(head)?.[1] ?? ''}'\n`;
  const edifactDictionaries = { ...engineData, edifact: await loadDirectories(['d96a']) };
  const x12Dictionaries = { ...engineData, edifact: {} };
  console.log('Converter, 5 MB batches (median of 3 rounds of 3; MB/s of input):');
  const cases = [
    { label: 'X12 850 batch (004010)', doc: bigX12(SIZE, 'x12-850-004010'), d: x12Dictionaries, peer: true },
    { label: 'EDIFACT ORDERS batch (D.96A)', doc: edifact, d: edifactDictionaries, peer: false },
  ];
  for (const { label, doc, d, peer } of cases) {
    const mb = doc.length / 1048576;
    const result = inspect(doc, d);
    const rate = (/** @type {number} */ ms) => `${(mb / (ms / 1000)).toFixed(1)} MB/s`;
    const line = [`  ${label}, ${mb.toFixed(2)} MB, ${result.interchanges.length} interchanges:`];
    for (const to of /** @type {const} */ (['json', 'csv'])) {
      const convert = () => utf8Bytes(textChunks(result, d, to, { schema: 'https://x.example/s.json' }));
      const bytes = convert().byteLength;
      const alone = medianOfRounds(convert, 3);
      const whole = medianOfRounds(() => utf8Bytes(textChunks(inspect(doc, d), d, to, { schema: 'x' })), 3);
      line.push(
        `    ${to}: ${rate(alone)} converting (${alone.toFixed(0)} ms), ${rate(whole)} read + checked + converted; output ${(bytes / 1048576).toFixed(1)} MB = ${(bytes / doc.length).toFixed(2)}× the input`,
      );
    }
    if (peer) {
      const parse = () => JSON.stringify(new X12Parser(true).parse(doc).toJSON());
      const size = parse().length;
      const ms = medianOfRounds(parse, 3);
      line.push(
        `    peer node-x12 parse + JSON.stringify(toJSON()): ${rate(ms)} (${ms.toFixed(0)} ms), output ${(size / 1048576).toFixed(1)} MB = ${(size / doc.length).toFixed(2)}× (flat, unnamed)`,
      );
    }
    console.log(line.join('\n'));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runConvertBench(process.argv[2]);
