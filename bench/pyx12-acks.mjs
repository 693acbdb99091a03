// Acknowledgments checked by an independent validator (#43): a 997 (004010), a 999 (005010X231A1) and a TA1
// for every X12 inspector sample and the broken variants of bench/pyx12-variants.mjs, each run through pyx12's
// x12valid (azoner/pyx12, BSD; a bench oracle only, never a dependency of the product or its tests) and read
// again by our engine; a CONTRL for every EDIFACT sample and variant, read again by our engine against
// CONTRL's structure, with its levels checked (no accepted level under a rejected one).
//
//   PYX12_DIR=/path/to/pyx12 node bench/pyx12-acks.mjs [checkout]
//
// PYX12_DIR is a clone of https://github.com/azoner/pyx12 (python3 and python3-defusedxml needed). Our map
// copies in bench/pyx12/ add the retail functional ids and sets to pyx12's 997 and 999 maps. `checkout`
// (default: this one) is the engine acknowledged with, e.g. another worktree for a before/after count.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBundled } from './engine-bundle.mjs';
import { edifactVariants, mutations, x12Variants } from './pyx12-variants.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pyx12 = process.env.PYX12_DIR;
const root = resolve(process.argv[2] ?? resolve(here, '..'));

if (!pyx12 || !existsSync(join(pyx12, 'pyx12', 'scripts', 'x12valid.py'))) {
  console.log(
    `pyx12 acknowledgment bench skipped: ${pyx12 ? `${pyx12} holds no pyx12/scripts/x12valid.py` : 'PYX12_DIR is not set'}.\n` +
      'Fetch it with `git clone --depth 1 https://github.com/azoner/pyx12` (and `apt-get install python3 python3-defusedxml`),\n' +
      'then run `PYX12_DIR=/path/to/pyx12 node bench/pyx12-acks.mjs`.',
  );
  process.exit(0);
}
// Debian's python3 has python3-defusedxml; a python3 earlier on the PATH (pyenv) may not: PYX12_PYTHON names one.
const python = process.env.PYX12_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
try {
  execFileSync(python, ['-c', 'import defusedxml'], { stdio: 'ignore' });
} catch {
  console.log(
    `pyx12 acknowledgment bench skipped: ${python} cannot import defusedxml (apt-get install python3-defusedxml).`,
  );
  process.exit(0);
}

const m = await importBundled(root, [
  "export { inspect } from '<root>/shared/edi/inspect';",
  "export { acknowledge } from '<root>/shared/edi/writers/acknowledge';",
  "export { inspectorSamples } from '<root>/content/inspector/samples';",
  "export { dictionaries } from '<root>/tests/fixtures/edi-dictionaries';",
]);
/** @typedef {{ code: string, severity: string, message: string }} Finding */
/** @type {(text: string, dictionaries: unknown) => { issues: Finding[] }} */
const inspect = m.inspect;
/** @type {(result: unknown, type: string, options: object) => string} */
const acknowledge = m.acknowledge;
/** @type {{ id: string, standard: string, text: string }[]} */
const samples = m.inspectorSamples;
const now = new Date('2026-11-26T10:30:00Z');
/** @param {string} id */
const sample = (id) => samples.find((s) => s.id === id)?.text ?? '';
/** @param {{ issues: Finding[] }} result */
const errorsIn = (result) => result.issues.filter((i) => i.severity === 'error');
/** @param {string} text */
const errorsOf = (text) => errorsIn(inspect(text, m.dictionaries));

/**
 * The samples of a standard, then its variants.
 * @param {string} standard a standard id of shared/standards.ts
 * @param {import('./pyx12-variants.mjs').Variant[]} variants
 */
function documents(standard, variants) {
  const docs = samples.filter((s) => s.standard === standard).map((s) => ({ id: s.id, text: s.text }));
  for (const v of variants) {
    const base = sample(v.base);
    const text = v.edit(base);
    if (text === base) throw new Error(`variant ${v.id}: its edit no longer changes ${v.base}`);
    docs.push({ id: `${v.base.replace(/^(x12|edifact)-/, '')}/${v.id}`, text });
  }
  return docs;
}

// pyx12's map folder: its own control maps, codes and data elements, beside our 997 and 999 copies.
const work = mkdtempSync(join(tmpdir(), 'pyx12-acks-'));
const maps = join(work, 'map');
mkdirSync(maps);
for (const f of ['codes.xml', 'dataele.xml', 'x12.control.00401.xml', 'x12.control.00501.xml'])
  copyFileSync(join(pyx12, 'pyx12', 'map', f), join(maps, f));
for (const f of ['maps.xml', '997.4010.xml', '999.5010X231.A1.xml'])
  copyFileSync(join(here, 'pyx12', f), join(maps, f));

// x12valid's own call (pyx12/scripts/x12valid.py) per file, in one python: x12valid stops at the first file
// that raises (a 997 release pyx12 has no map for), so each file's exception is caught and is its failure.
const DRIVER = `
import sys, tempfile, pyx12.params, pyx12.x12n_document
param = pyx12.params.params(None)
param.set("map_path", sys.argv[1])
for fn in sys.argv[2:]:
    try:
        with tempfile.TemporaryFile(mode="w+", encoding="ascii") as fd_997:
            ok = pyx12.x12n_document.x12n_document(param=param, src_file=fn, fd_997=fd_997, fd_html=None,
                                                   fd_xmldoc=None, map_path=sys.argv[1])
        print("%s: %s" % (fn, "OK" if ok else "Failure"))
    except Exception as e:
        print("%s: Failure (%s: %s)" % (fn, type(e).__name__, e))
`;

/**
 * pyx12's verdict per file, and its log (errors it logged, exceptions).
 * @param {string[]} files
 */
function runPyx12(files) {
  const log = execFileSync(python, ['-c', DRIVER, maps, ...files], {
    env: { ...process.env, PYTHONPATH: pyx12 },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
  return { verdicts: new Map(files.map((f) => [f, log.includes(`${f}: OK`)])), log };
}

const x12Docs = documents('x12', x12Variants);
/** @type {('997' | '999' | 'TA1')[]} */
const types = ['997', '999', 'TA1'];
/** @type {{ id: string, v4010: boolean, findings: number, cells: Record<string, { file: string, engine: number }> }[]} */
const rows = [];
/** @type {string[]} */
const files = [];
for (const [n, doc] of x12Docs.entries()) {
  const result = inspect(doc.text, m.dictionaries);
  /** @type {Record<string, { file: string, engine: number }>} */
  const cells = {};
  for (const type of types) {
    const ack = acknowledge(result, type, { now, release: '004010' });
    const file = join(work, `${String(n).padStart(2, '0')}-${type}.x12`);
    writeFileSync(file, ack);
    files.push(file);
    cells[type] = { file, engine: ack ? errorsOf(ack).length : -1 };
  }
  rows.push({
    id: doc.id,
    v4010: /^ISA(\*[^*]*){11}\*00401\*/.test(doc.text),
    findings: errorsIn(result).length,
    cells,
  });
}
const { verdicts, log } = runPyx12(files);

/** @param {string | number} s @param {number} n */
const pad = (s, n) => String(s).padEnd(n);
console.log(`pyx12 ${pyx12} · engine ${root}\n`);
console.log(
  `${pad('X12 document', 40)} ${pad('errors', 7)} ${types.map((t) => pad(`${t} pyx12/engine`, 19)).join(' ')}`,
);
const totals = types.map(() => ({ pyx12: 0, engine: 0, pyx12Of4010: 0 }));
for (const row of rows) {
  const cells = types.map((t, k) => {
    const c = row.cells[t] ?? { file: '', engine: -1 };
    const ok = verdicts.get(c.file);
    const total = totals[k] ?? { pyx12: 0, engine: 0, pyx12Of4010: 0 };
    if (ok) total.pyx12 += 1;
    if (ok && row.v4010) total.pyx12Of4010 += 1;
    if (c.engine === 0) total.engine += 1;
    return pad(`${ok ? 'OK' : 'FAIL'} / ${c.engine === 0 ? 'OK' : `${c.engine} err`}`, 19);
  });
  console.log(`${pad(row.id, 40)} ${pad(row.findings, 7)} ${cells.join(' ')}`);
}
console.log(
  `\n${rows.length} X12 documents (${rows.length - x12Variants.length} samples, ${x12Variants.length} variants): ` +
    types
      .map((t, k) => `${t} pyx12 ${totals[k]?.pyx12}/${rows.length}, engine ${totals[k]?.engine}/${rows.length}`)
      .join(' · '),
);
const of4010 = rows.filter((r) => r.v4010).length;
console.log(
  `of which ${of4010} with a 004010 original: ` +
    types.map((t, k) => `${t} pyx12 ${totals[k]?.pyx12Of4010}/${of4010}`).join(' · '),
);
if (process.env.PYX12_LOG) console.log(log);

// CONTRL: read again by our engine (the CONTRL message's structure, ISO 9735 v3), its levels consistent.
/** @param {string} ack */
const levelsConsistent = (ack) => {
  let interchange = '7';
  let group = '7';
  for (const s of ack.split("'").map((x) => x.trim())) {
    const action = s.split('+')[s.startsWith('UCM') ? 3 : 4];
    if (s.startsWith('UCI')) interchange = action;
    if (s.startsWith('UCF')) {
      if (interchange === '4' && action !== '4') return false;
      group = action;
    }
    if (s.startsWith('UCM') && (interchange === '4' || group === '4') && action !== '4') return false;
  }
  return true;
};
const edifactDocs = documents('edifact', edifactVariants);
console.log(
  `\n${pad('EDIFACT document', 40)} ${pad('errors', 7)} ${pad('CONTRL engine', 14)} ${pad('structure', 10)} ${pad('levels', 7)} verdict`,
);
/** Findings about the CONTRL message's structure and envelopes (segments and groups where the message puts them). */
const structural = /^(segment|group|transaction|interchange)-|^outside-envelope$|^unexpected-trailer$/;
let contrlOk = 0;
let structureOk = 0;
let levelsOk = 0;
for (const doc of edifactDocs) {
  const result = inspect(doc.text, m.dictionaries);
  const ack = acknowledge(result, 'CONTRL', { now });
  const errors = errorsOf(ack);
  const consistent = levelsConsistent(ack);
  const structureErrors = errors.filter((e) => structural.test(e.code)).length;
  if (errors.length === 0) contrlOk += 1;
  if (structureErrors === 0) structureOk += 1;
  if (consistent) levelsOk += 1;
  const verdict = ack
    .split("'")
    .map((s) => s.trim())
    .filter((s) => /^UC[IFM]/.test(s))
    .map((s) =>
      s
        .split('+')
        .slice(0, 1)
        .concat(s.split('+').slice(s.startsWith('UCM') ? 3 : 4))
        .join('+'),
    )
    .join(' ');
  const findings = errorsIn(result).length;
  console.log(
    `${pad(doc.id, 40)} ${pad(findings, 7)} ${pad(errors.length === 0 ? 'OK' : `${errors.length} err`, 14)} ${pad(structureErrors === 0 ? 'OK' : `${structureErrors} err`, 10)} ${pad(consistent ? 'OK' : 'FAIL', 7)} ${verdict}`,
  );
  if (errors.length > 0) console.log(errors.map((e) => `  ${e.code}: ${e.message}`).join('\n'));
}
console.log(
  `\n${edifactDocs.length} EDIFACT documents (${edifactDocs.length - edifactVariants.length} samples, ${edifactVariants.length} variants): ` +
    `CONTRL engine 0 errors ${contrlOk}/${edifactDocs.length}, CONTRL structure ${structureOk}/${edifactDocs.length}, levels consistent ${levelsOk}/${edifactDocs.length}`,
);

// Random damage (seeded): every answer must still pass pyx12 and our engine; the failures are listed.
const count = Number(process.env.PYX12_MUTATIONS ?? 150);
const seed = Number(process.env.PYX12_SEED ?? 1);
const x12Samples = samples.filter((s) => s.standard === 'x12');
const edifactSamples = samples.filter((s) => s.standard === 'edifact');
/** @type {{ id: string, type: string, file: string, engine: number }[]} */
const random = [];
for (const [n, doc] of mutations(x12Samples, '~', count, seed).entries()) {
  const result = inspect(doc.text, m.dictionaries);
  for (const type of types) {
    const ack = acknowledge(result, type, { now, release: '004010' });
    if (!ack) continue;
    const file = join(work, `m${n}-${type}.x12`);
    writeFileSync(file, ack);
    random.push({ id: doc.id, type, file, engine: errorsOf(ack).length });
  }
}
const randomVerdicts = runPyx12(random.map((r) => r.file)).verdicts;
const pyx12Failed = random.filter((r) => !randomVerdicts.get(r.file));
const engineFailed = random.filter((r) => r.engine > 0);
console.log(
  `\nRandom damage, seed ${seed}: ${count} X12 documents, ${random.length} answers: ` +
    `pyx12 ${random.length - pyx12Failed.length}/${random.length}, engine ${random.length - engineFailed.length}/${random.length}`,
);
for (const r of new Set([...pyx12Failed, ...engineFailed]))
  console.log(
    `  ${r.type} of ${r.id}: ${randomVerdicts.get(r.file) ? '' : 'pyx12 FAIL '}${r.engine ? `${r.engine} engine errors` : ''}`,
  );
let contrls = 0;
let contrlFailed = 0;
let levelsFailed = 0;
for (const doc of mutations(edifactSamples, "'", count, seed)) {
  const ack = acknowledge(inspect(doc.text, m.dictionaries), 'CONTRL', { now });
  if (!ack) continue;
  contrls += 1;
  const errors = errorsOf(ack);
  if (errors.length > 0) contrlFailed += 1;
  if (!levelsConsistent(ack)) levelsFailed += 1;
  if (errors.length > 0 || !levelsConsistent(ack))
    console.log(`  CONTRL of ${doc.id}: ${errors.map((e) => `${e.code}: ${e.message}`).join(' | ')}`);
}
console.log(
  `Random damage, seed ${seed}: ${count} EDIFACT documents, ${contrls} CONTRLs: engine ${contrls - contrlFailed}/${contrls}, levels consistent ${contrls - levelsFailed}/${contrls}`,
);
rmSync(work, { recursive: true, force: true });
