// `node bench/fuzz.mjs [count]`: sends generated hostile requests (paths, queries, methods, headers, bodies
// to every POST endpoint) to the production build and checks what comes back: no 5xx, no error-level log
// line, no stack trace or file path in any body, the server still alive. Prints the status-class counts;
// exits 1 on any finding. Loopback only; bounded in count.
// The requests themselves come from bench/fuzz-inputs.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './built-server.mjs';
import { generate } from './fuzz-inputs.mjs';

const COUNT = Number(process.argv[2] ?? 10_000);
const PORT = Number(process.env.FUZZ_PORT ?? 4605);
const IN_FLIGHT = 16;

/** @typedef {import('./fuzz-inputs.mjs').Spec} Spec */

const LEAK = /\n\s+at [\w.<>]+ \(|node_modules|\/dist\/server|\/work\/|\.tsx?:\d+/;
/**
 * @param {Spec} spec
 * @returns {Promise<{ status: number, body: string }>}
 */
function send({ method, path, headers, body }) {
  return new Promise((resolve) => {
    let req;
    try {
      req = request(
        {
          host: '127.0.0.1',
          port: PORT,
          method,
          path,
          headers: { ...headers, ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
          res.on('error', () => resolve({ status: -1, body: '' }));
        },
      );
    } catch {
      return resolve({ status: 0, body: '' }); // the client itself refuses to send it (e.g. a space in the path)
    }
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: -1, body: String(error) }));
    req.end(body);
  });
}

ensureBuild();
/** @type {string[]} */
const lines = [];
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    METRICS_PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'nw-fuzz-')),
    RENDER_TIMEOUT_MS: '10000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let buffered = '';
server.stdout.on('data', (chunk) => {
  buffered += chunk;
  const parts = buffered.split('\n');
  buffered = parts.pop() ?? '';
  lines.push(...parts.filter(Boolean));
});
for (let i = 0; ; i++) {
  if ((await send({ method: 'GET', path: '/readyz', headers: {} })).status === 200) break;
  if (i > 100) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

/** @type {Record<string, number>} */
const classes = { unsent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failed: 0 };
/** @type {string[]} */
const findings = [];
let begun = 0;
let answered = 0;
const started = Date.now();
async function worker() {
  // COUNT requests reach the server; ones the HTTP client refuses to send are counted apart and replaced.
  while (begun < COUNT) {
    begun++;
    const spec = generate();
    const { status, body } = await send(spec);
    if (status === 0) {
      classes.unsent++;
      begun--;
      continue;
    }
    answered++;
    if (status === -1) {
      classes.failed++;
      findings.push(`no answer: ${spec.method} ${spec.path.slice(0, 120)} (${body.slice(0, 80)})`);
    } else {
      classes[`${Math.floor(status / 100)}xx`]++;
      if (status >= 500) findings.push(`${status}: ${spec.method} ${spec.path.slice(0, 120)}`);
      if (LEAK.test(body)) findings.push(`leak in body: ${spec.method} ${spec.path.slice(0, 120)}`);
    }
  }
}
await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
const alive = (await send({ method: 'GET', path: '/livez', headers: {} })).status === 200;
await new Promise((r) => setTimeout(r, 300));
server.kill('SIGTERM');
const errorLines = lines.filter((line) => {
  try {
    return JSON.parse(line).level >= 50;
  } catch {
    return true;
  }
});

console.log(
  `fuzz: ${answered} requests sent in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${process.env.FUZZ_SEED ?? 12345})`,
);
console.log(
  `  status classes: ${Object.entries(classes)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`  error-level log lines: ${errorLines.length}; server alive after: ${alive ? 'yes' : 'NO'}`);
for (const finding of findings.slice(0, 20)) console.log(`  ✗ ${finding}`);
for (const line of errorLines.slice(0, 5)) console.log(`  ✗ log: ${line.slice(0, 300)}`);
process.exit(findings.length === 0 && errorLines.length === 0 && alive ? 0 : 1);
