// `node bench/first-frame.mjs [path …]` (also the last section of `npm run bench:lighthouse`): what a route costs the
// browser's main thread, beside a peer page measured in the same run, so that the ratio survives a noisy machine.
//
// Why: Lighthouse's TBT on these machines moves between 74 and 395 ms for one build. Its simulator multiplies
// each main-thread task of the trace (by 2 for a task that lays out, by 4 otherwise: @paulirish/trace_engine,
// lantern/simulation/Simulator.js), and the largest task of a guide is the frame that first lays out and
// paints the whole page. That frame is measured here directly: Chromium at Lighthouse's mobile viewport
// (412×823, DPR 1.75), no CPU throttling, FRAME_RUNS loads per route (default 5), medians. The peer is a plain
// page of 140 short lines of text (no CSS, no script) served by this script: the first frame any page costs
// on this machine.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs';
import { lighthouseRoutes } from './routes.mjs';

const RUNS = Number(process.env.FRAME_RUNS ?? 5);
const PEER_LINES = Array.from({ length: 140 }, (_, i) => `<div><a href="#">Link ${i}</a> and a line of text</div>`);
const PEER_HTML = `<!doctype html><meta name="viewport" content="width=device-width"><body>${PEER_LINES.join('')}`;

/**
 * A main-thread trace event (the fields read here).
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} ph
 * @property {number} pid
 * @property {number} tid
 * @property {number} ts
 * @property {number} [dur]
 * @property {{ name?: string }} [args]
 * @typedef {{ frame: number, layout: number, tasks: number, over50: number }} Load
 */

/**
 * @param {unknown} e
 * @returns {e is TraceEvent}
 */
const isTraceEvent = (e) =>
  typeof e === 'object' &&
  e !== null &&
  'name' in e &&
  typeof e.name === 'string' &&
  'ts' in e &&
  typeof e.ts === 'number' &&
  'pid' in e &&
  'tid' in e;

/**
 * The renderer main thread's events: the CrRendererMain thread with the most events (the page's, not a blank one's).
 * @param {TraceEvent[]} events
 */
function mainThread(events) {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  /** @type {Map<string, TraceEvent[]>} */
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key) || e.ph !== 'X') continue;
    const thread = byThread.get(key);
    if (thread) thread.push(e);
    else byThread.set(key, [e]);
  }
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/**
 * One load's figures: the task that lays out the most (the frame that lays out the page) and its Layout time, all
 * tasks' time until 2 s after `load`, and the tasks from the first paint on charged the way Lighthouse's simulator
 * would (layout tasks ×2, others ×4, less 50 ms each). Milliseconds.
 * @param {TraceEvent[]} thread
 * @returns {Load}
 */
function loadFigures(thread) {
  const tasks = thread.filter((e) => e.name === 'RunTask');
  // Lighthouse charges from the first contentful paint on; the first paint is the nearest mark in a trace.
  const firstPaint = thread.find((e) => e.name === 'Paint')?.ts ?? 0;
  const within = (/** @type {TraceEvent} */ task, /** @type {string} */ name) =>
    thread
      .filter((e) => e.name === name && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0))
      .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  let frame = 0;
  let layout = 0;
  let over50 = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    const laidOut = within(task, 'Layout');
    if (laidOut > layout) [frame, layout] = [ms, laidOut];
    if (task.ts + (task.dur ?? 0) >= firstPaint) over50 += Math.max(0, ms * (laidOut > 0 ? 2 : 4) - 50);
  }
  return { frame, layout, tasks: tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000, over50 };
}

/**
 * Loads `url` RUNS times in fresh mobile contexts, tracing the main thread; the per-figure medians.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Load>}
 */
async function measure(browser, url) {
  /** @type {Load[]} */
  const loads = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** @type {TraceEvent[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      /** @type {unknown[]} CDP types every event as string-valued */
      const raw = value;
      events.push(...raw.filter(isTraceEvent));
    });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    loads.push(loadFigures(mainThread(events)));
    await context.close();
  }
  /** @param {(l: Load) => number} pick */
  const median = (pick) => loads.map(pick).sort((a, b) => a - b)[Math.floor(loads.length / 2)] ?? NaN;
  return {
    frame: median((l) => l.frame),
    layout: median((l) => l.layout),
    tasks: median((l) => l.tasks),
    over50: median((l) => l.over50),
  };
}

/**
 * Prints the table: each route's figures, and its first frame as a multiple of the peer's (measured first and last;
 * their mean is the divisor).
 * @param {string} baseUrl the built server, e.g. http://127.0.0.1:4620
 * @param {readonly string[]} paths
 */
export async function reportFirstFrames(baseUrl, paths) {
  const peer = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(PEER_HTML));
  await new Promise((resolve) => peer.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = peer.address();
  const peerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const before = await measure(browser, peerUrl);
    /** @type {[string, Load][]} */
    const rows = [];
    for (const path of paths) rows.push([path, await measure(browser, `${baseUrl}${path}`)]);
    const after = await measure(browser, peerUrl);
    const peerFrame = (before.frame + after.frame) / 2;
    console.log(
      [
        `\nMain thread per load (Chromium 412×823 mobile, no throttling, median of ${RUNS}). Peer: a plain page of`,
        `140 lines: first frame ${before.frame.toFixed(1)} ms before the routes, ${after.frame.toFixed(1)} ms after.`,
        '"frame": the task that lays out the most. "charged": each task from the first paint on ×4 (×2 if it lays',
        "out) less 50 ms, as Lighthouse's simulator charges them: a rough stand-in for TBT (no network simulation).",
      ].join('\n'),
    );
    console.log(`${'route'.padEnd(40)} frame ms  layout ms  tasks ms  charged ms  frame/peer`);
    /** @type {[string, Load][]} */
    const table = [['(peer)', before], ...rows, ['(peer, again)', after]];
    for (const [path, l] of table) {
      console.log(
        path.padEnd(40),
        l.frame.toFixed(1).padStart(8),
        l.layout.toFixed(1).padStart(10),
        l.tasks.toFixed(0).padStart(9),
        l.over50.toFixed(0).padStart(11),
        (l.frame / peerFrame).toFixed(2).padStart(11),
      );
    }
  } finally {
    await browser.close();
    peer.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { benchRoot, ensureBuild, startBuiltServer, waitForQuiet } = await import('./built-server.mjs');
  const root = benchRoot();
  ensureBuild(root);
  const server = await startBuiltServer(4621, {}, { root });
  try {
    await waitForQuiet(server.pid);
    await reportFirstFrames(server.url, process.argv.length > 2 ? process.argv.slice(2) : lighthouseRoutes);
  } finally {
    await server.stop();
  }
}
