// The command line's memory on large files (#42): peak resident memory of `northwind-edi inspect`, `ack` and
// `convert --to json|xml|csv` on a 5 MB and a 50 MB file of each shape (X12: one interchange of many 850s, and
// one 850 with a huge PO1 loop; EDIFACT: one interchange of many ORDERS, and one ORDERS with a huge LIN group),
// read by /usr/bin/time -v ("Maximum resident set size"), the median of 3 runs. Constant memory shows as about
// the same peak for 5 and 50 MB. Also the wall time and the exit code.
// `node bench/cli-memory.mjs [5,50] [inspect,inspect-json,ack,json,xml,csv,xlsx,edi] [many,huge]`: sizes in MB, the
// commands (inspect, inspect-json for `inspect --json`, ack and convert's targets; by default all but inspect-json,
// csv, xlsx and edi), words of the shapes to measure (by default all). `edi` converts our JSON back: the shape is
// made about a sixth of the size and converted to JSON first (by the bin measured), so that the JSON is about the
// size named (its size is printed beside). Set NW_BIN
// to measure another checkout's bin (e.g. /work/main/node_modules/.bin/northwind-edi). Numbers, not pass/fail.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MB = 1024 * 1024;
const bin = process.env.NW_BIN ?? join(process.cwd(), 'node_modules', '.bin', 'northwind-edi');
const sizes = (process.argv[2] ?? '5,50').split(',').map(Number);
const commands = (process.argv[3] ?? 'inspect,ack,json,xml').split(',');
/** Only the shapes whose label contains one of these words (e.g. `many`), when given. */
const only = process.argv[4]?.split(',');

const isa = (/** @type {number} */ n) =>
  `ISA*00*          *00*          *ZZ*HARBORMART     *ZZ*ACMESUPPLY     *260315*1045*^*00501*${String(n).padStart(9, '0')}*0*P*>~\n`;
const x12Body = [
  'BEG*00*SA*4500098231**20260315~',
  'CUR*BY*USD~',
  'REF*DP*042~',
  'N1*BY*Harbor Mart Stores*92*0042~',
  'N1*ST*Harbor Mart DC 7*9*0614589720008~',
  'N3*1800 Logistics Parkway~',
  'N4*Columbus*OH*43217*US~',
];
const po1 = (/** @type {number} */ i) => [
  `PO1*${i}*48*CA*36.5*PE*UP*012345678905*VP*AC-1180~`,
  'PID*F****Stainless water bottle~',
];

/** One interchange, one group, sets of 3 PO1 lines each, until `bytes`. */
/** @param {number} bytes */
function x12Batch(bytes) {
  const parts = [isa(1), 'GS*PO*HARBORMART*ACMESUPPLY*20260315*1045*1*X*005010~\n'];
  let size = 0;
  let sets = 0;
  while (size < bytes) {
    sets += 1;
    const control = String(sets).padStart(9, '0');
    const segs = [`ST*850*${control}~`, ...x12Body, ...po1(1), ...po1(2), ...po1(3), 'CTT*3~'];
    segs.push(`SE*${segs.length + 1}*${control}~`);
    const text = `${segs.join('\n')}\n`;
    size += text.length;
    parts.push(text);
  }
  parts.push(`GE*${sets}*1~\nIEA*1*000000001~\n`);
  return parts.join('');
}

/** One 850 whose PO1 loop runs until `bytes`. */
/** @param {number} bytes */
function x12HugeSet(bytes) {
  const parts = [isa(1), 'GS*PO*HARBORMART*ACMESUPPLY*20260315*1045*1*X*005010~\n', 'ST*850*0001~\n'];
  parts.push(`${x12Body.join('\n')}\n`);
  let size = 0;
  let segs = 1 + x12Body.length;
  let lines = 0;
  while (size < bytes) {
    lines += 1;
    const text = `${po1(lines).join('\n')}\n`;
    size += text.length;
    segs += 2;
    parts.push(text);
  }
  parts.push(`CTT*${lines}~\nSE*${segs + 2}*0001~\nGE*1*1~\nIEA*1*000000001~\n`);
  return parts.join('');
}

const unb = "UNA:+.? '\nUNB+UNOC:3+5412345000013:14+4012345000009:14+260315:1045+ORD0004721++ORDERS'\n";
const edifactHead = [
  "BGM+220+PO4500098231+9'",
  "DTM+137:20260315:102'",
  "NAD+BY+5412345000013::9++Harbor Mart Europe BV+Havenstraat 12+Rotterdam++3011 AB+NL'",
  "NAD+SU+4012345000009::9++Acme Supply GmbH+Industriestrasse 40+Hamburg++20095+DE'",
];
const lin = (/** @type {number} */ i) => [`LIN+${i}++4012345111118:EN'`, "QTY+21:48'", "PRI+AAA:4.25'"];

/** One interchange of ORDERS with 3 lines each, until `bytes`. */
/** @param {number} bytes */
function edifactBatch(bytes) {
  const parts = [unb];
  let size = 0;
  let messages = 0;
  while (size < bytes) {
    messages += 1;
    const segs = [`UNH+${messages}+ORDERS:D:96A:UN:EAN008'`, ...edifactHead, ...lin(1), ...lin(2), ...lin(3)];
    segs.push("UNS+S'", "CNT+2:3'");
    segs.push(`UNT+${segs.length + 1}+${messages}'`);
    const text = `${segs.join('\n')}\n`;
    size += text.length;
    parts.push(text);
  }
  parts.push(`UNZ+${messages}+ORD0004721'\n`);
  return parts.join('');
}

/** One ORDERS whose LIN group runs until `bytes`. */
/** @param {number} bytes */
function edifactHugeMessage(bytes) {
  const parts = [unb, "UNH+1+ORDERS:D:96A:UN:EAN008'\n", `${edifactHead.join('\n')}\n`];
  let size = 0;
  let segs = 1 + edifactHead.length;
  let lines = 0;
  while (size < bytes) {
    lines += 1;
    const text = `${lin(lines).join('\n')}\n`;
    size += text.length;
    segs += 3;
    parts.push(text);
  }
  parts.push(`UNS+S'\nCNT+2:${lines}'\nUNT+${segs + 3}+1'\nUNZ+1+ORD0004721'\n`);
  return parts.join('');
}

/** @type {[string, (bytes: number) => string][]} */
const shapes = [
  ['X12, many 850s', x12Batch],
  ['X12, one huge 850', x12HugeSet],
  ['EDIFACT, many ORDERS', edifactBatch],
  ['EDIFACT, one huge ORDERS', edifactHugeMessage],
];

const median = (/** @type {number[]} */ v) => [...v].sort((a, b) => a - b)[1] ?? NaN;

/** Peak RSS in MiB, seconds and exit code of one run. */
/** @param {string[]} args */
function once(args) {
  const started = Date.now();
  // Standard output goes to /dev/null: a conversion of 50 MB is hundreds of MB of text.
  const r = spawnSync('/usr/bin/time', ['-v', bin, ...args], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] ?? NaN);
  return { mib: Math.round(kb / 1024), seconds: (Date.now() - started) / 1000, code: r.status };
}

/**
 * The median of 3 runs: a peak depends on when V8 collects the old generation's garbage (the same run
 * peaks 50 MB apart on a busy machine), so one run says little.
 */
/** @param {string[]} args */
function measure(args) {
  const runs = [once(args), once(args), once(args)];
  return { mib: median(runs.map((r) => r.mib)), seconds: median(runs.map((r) => r.seconds)), code: runs[0]?.code };
}

/** Our JSON of the shape made at a sixth of `size` MB (JSON is about six times the EDI), for `edi`. */
/** @param {string} path @param {(bytes: number) => string} make @param {number} size */
function ourJson(path, make, size) {
  const edi = `${path}.small.edi`;
  const json = `${path}.json`;
  writeFileSync(edi, make((size * MB) / 6));
  const out = openSync(json, 'w');
  const r = spawnSync(bin, ['convert', edi, '--to', 'json'], { stdio: ['ignore', out, 'inherit'] });
  closeSync(out);
  rmSync(edi);
  if (r.status !== 0) throw new Error(`convert --to json of ${edi} exited ${r.status}`);
  return { path: json, mb: (statSync(json).size / MB).toFixed(1) };
}

const dir = mkdtempSync(join(tmpdir(), 'nw-cli-memory-'));
try {
  // A first run builds the bin's bundle when the sources changed, so no measured run pays for it.
  spawnSync(bin, ['--help']);
  console.log(`northwind-edi: ${bin}`);
  console.log(
    `shape                      size   ${commands.map((c) => `${c}: peak RSS  time exit`.padStart(28)).join(' ')}`,
  );
  for (const [label, make] of shapes.filter(([l]) => !only || only.some((w) => l.includes(w))))
    for (const size of sizes) {
      const path = join(dir, `${label.replace(/\W+/g, '-')}-${size}.edi`);
      writeFileSync(path, make(size * MB));
      const mb = (statSync(path).size / MB).toFixed(1);
      /** @type {Record<string, string[]>} */
      const args = {
        inspect: ['inspect', path],
        'inspect-json': ['inspect', path, '--json'],
        ack: ['ack', path, '--type', label.startsWith('X12') ? '997' : 'CONTRL'],
      };
      const cells = commands.map((c) => {
        const input = c === 'edi' ? ourJson(path, make, size) : undefined;
        const m = measure(input ? ['convert', input.path, '--to', 'edi'] : (args[c] ?? ['convert', path, '--to', c]));
        const cell = `${String(m.mib).padStart(14)} MiB ${m.seconds.toFixed(1).padStart(6)} s ${String(m.code).padStart(3)}`;
        if (input) rmSync(input.path);
        return input ? `${cell} (JSON ${input.mb} MB)` : cell;
      });
      console.log(`${label.padEnd(26)} ${mb.padStart(5)} MB ${cells.join(' ')}`);
      rmSync(path);
    }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
