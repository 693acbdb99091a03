// A 5 MB batch of 850s (about 7,400 sets) checked against a user's guide beside the same check against our own
// guide (#48): the user's guide is our 850 guide exported to the public format (what a partner's tool would send),
// read again as hostile input and made the engine's (readGuide, userGuideOf) on every run, as the API and the
// browser's worker do per document. Each figure is the median of 3 rounds, each the median of 5 runs after a
// warm-up, the two cases run in turn. Numbers, not pass/fail: `node bench/user-guide.mjs`.
import { pathToFileURL } from 'node:url';
import { importBundled } from './engine-bundle.mjs';
import { median, medianOfRounds } from './timing.mjs';

const SIZE = 5 * 1024 * 1024 - 4096;

/**
 * Two cases timed in turn (a, b, a, b…), so a noisy neighbour on the machine slows both alike: the median of 3
 * rounds of the median of `runs` runs each, after a warm-up of both.
 * @param {() => unknown} a
 * @param {() => unknown} b
 * @param {number} runs
 */
function interleaved(a, b, runs) {
  a();
  b();
  /** @type {number[][]} */
  const rounds = [[], []];
  for (let r = 0; r < 3; r += 1) {
    /** @type {number[][]} */
    const times = [[], []];
    for (let i = 0; i < runs; i += 1)
      [a, b].forEach((run, k) => {
        const started = performance.now();
        run();
        times[k]?.push(performance.now() - started);
      });
    rounds[0]?.push(median(times[0] ?? []));
    rounds[1]?.push(median(times[1] ?? []));
  }
  return [median(rounds[0] ?? []), median(rounds[1] ?? [])];
}

/** @param {string} [root] */
export async function runUserGuideBench(root = process.cwd()) {
  const m = await importBundled(root, [
    "export { inspect } from '<root>/shared/edi/inspect';",
    "export { engineData } from '<root>/shared/inspector/engine-data';",
    "export { guideOf } from '<root>/content/x12-guides';",
    "export { publicGuideOf } from '<root>/shared/edi/guide-format/from-internal';",
    "export { readGuide } from '<root>/shared/edi/guide-format/read-guide';",
    "export { userGuideOf } from '<root>/shared/edi/guide-format/to-internal';",
    "export { bigX12 } from '<root>/tests/e2e/edi-documents';",
  ]);
  const dictionaries = { ...m.engineData, edifact: {} };
  const mb = SIZE / 1048576;
  console.log("5 MB batch of 850s: a user's guide (our 850 guide in the public format) beside our own guide:");
  for (const release of ['004010', '005010']) {
    const doc = m.bigX12(SIZE, `x12-850-${release}`);
    // The file a user would upload: JSON text of the public format.
    const file = JSON.stringify(m.publicGuideOf(m.guideOf('850', release)));
    const userRun = () => {
      const read = m.readGuide(JSON.parse(file));
      return m.inspect(doc, dictionaries, { userGuide: m.userGuideOf(read.guide) });
    };
    const oursRun = () => m.inspect(doc, dictionaries, { guide: release });
    const a = oursRun();
    const b = userRun();
    const sets = (b.guides ?? []).map((/** @type {{ count: number; basis: string }} */ g) => `${g.count} ${g.basis}`);
    const [ours = NaN, user = NaN] = interleaved(oursRun, userRun, 5);
    const readOnly = medianOfRounds(() => m.userGuideOf(m.readGuide(JSON.parse(file)).guide), 3);
    console.log(
      `  ${release}: ${sets.join(', ')} sets; findings ours ${a.issues.length}, user's ${b.issues.length}  ` +
        `our guide ${ours.toFixed(0)} ms (${(mb / (ours / 1000)).toFixed(1)} MB/s)  ` +
        `user's guide ${user.toFixed(0)} ms (${(mb / (user / 1000)).toFixed(1)} MB/s, reading the guide ${readOnly.toFixed(1)} ms)  ` +
        `user's speed ${((ours / user) * 100).toFixed(0)} % of ours`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runUserGuideBench(process.argv[2]);
