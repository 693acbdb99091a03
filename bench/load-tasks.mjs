// `node bench/load-tasks.mjs <path> [path …]`: the main-thread tasks of a page load over TASK_MS (default 10 ms),
// each with what it spent its time on (script, style and layout, paint, HTML parsing), medians of TASK_RUNS loads
// (default 3). Why: Lighthouse's TBT names no task; this says whether a page's long task is its script (hydration),
// its first layout or its HTML, so the fix goes where the time is. Chromium at Lighthouse's mobile viewport, no
// throttling (Lighthouse's simulator multiplies these by 2 to 4). BENCH_CWD measures another checkout's build.
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.TASK_RUNS ?? 3);
const MIN = Number(process.env.TASK_MS ?? 10);
const PORT = Number(process.env.TASK_PORT ?? 4640);
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('usage: node bench/load-tasks.mjs <path> [path …]');

/** What a descendant event's time counts as. @type {[RegExp, string][]} */
const KINDS = [
  [
    /^(EvaluateScript|v8\.compile|v8\.run|FunctionCall|TimerFire|RunMicrotasks|v8\.evaluateModule|EventDispatch|FireAnimationFrame|V8\.GCScavenger|MajorGC|MinorGC)$/,
    'script',
  ],
  [/^(UpdateLayoutTree|RecalculateStyles)$/, 'style'],
  [/^(Layout|UpdateLayerTree|PrePaint|Layerize)$/, 'layout'],
  [/^(Paint|PaintImage|CompositeLayers|Commit|RasterTask)$/, 'paint'],
  [/^ParseHTML$/, 'html'],
];

/** @param {number[]} v */
const median = (v) => v.toSorted((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

/**
 * The top-level tasks of the renderer's main thread over MIN ms, each split by kind (self times of the first
 * level of known events under it).
 * @param {any[]} events
 * @param {string} url the server's
 */
function longTasks(events, url) {
  // The page's renderer: the main thread that parsed its HTML (Chromium's own pages run beside it).
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
  const main = parse ? `${parse.pid}:${parse.tid}` : '';
  const own = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = own.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= MIN);
  return tasks.map((t) => {
    const inner = own.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    /** @type {Record<string, number>} */
    const split = {};
    for (const [re, kind] of KINDS) {
      // Outermost events of the kind only: nested ones are counted by their parent.
      const hits = inner.filter((e) => re.test(e.name));
      const outer = hits.filter(
        (e) => !hits.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
      );
      split[kind] = outer.reduce((s, e) => s + e.dur / 1000, 0);
    }
    // Where its script time went: the scripts it evaluated, the functions and events it ran.
    const urls = [
      ...new Set(
        inner
          .filter((e) =>
            ['EvaluateScript', 'v8.compile', 'FunctionCall', 'EventDispatch', 'TimerFire'].includes(e.name),
          )
          .map((e) => {
            const d = e.args?.data ?? {};
            const where = String(d.url ?? '').replace(/^.*\//, '');
            return d.type
              ? `${e.name}:${d.type}`
              : d.functionName
                ? `${d.functionName}@${where}:${d.lineNumber}`
                : where;
          }),
      ),
    ]
      .filter(Boolean)
      .slice(0, 6);
    return { ms: t.dur / 1000, split, urls };
  });
}

const server = await startBuiltServer(PORT);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  for (const path of paths) {
    /** @type {{ total: number, n: number, biggest: number, tasks: ReturnType<typeof longTasks> }[]} */
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
      });
      const page = await context.newPage();
      // EXTRA_CSS: a style sheet added to the page's head, to try a layout change before making it.
      if (process.env.EXTRA_CSS) {
        await page.route(`${server.url}${path}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace('</head>', `<style>${process.env.EXTRA_CSS}</style></head>`);
          await route.fulfill({ response, body: html });
        });
      }
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'],
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(1500);
      const buffer = await browser.stopTracing();
      const { traceEvents } = JSON.parse(buffer.toString('utf8'));
      const tasks = longTasks(traceEvents, server.url);
      loads.push({
        total: tasks.reduce((s, t) => s + t.ms, 0),
        n: tasks.length,
        biggest: Math.max(0, ...tasks.map((t) => t.ms)),
        tasks,
      });
      await context.close();
    }
    const typical = process.env.TASK_ALL
      ? undefined
      : loads.toSorted((a, b) => a.total - b.total)[Math.floor(loads.length / 2)];
    console.log(
      `${path}: tasks over ${MIN} ms per load ${median(loads.map((l) => l.n))}, their sum ${median(loads.map((l) => l.total)).toFixed(0)} ms, biggest ${median(loads.map((l) => l.biggest)).toFixed(0)} ms (median of ${RUNS})`,
    );
    for (const t of typical
      ? typical.tasks
      : loads.flatMap((l, i) => [{ ms: 0, split: { run: i + 1 }, urls: [] }, ...l.tasks])) {
      const parts = Object.entries(t.split)
        .filter(([, ms]) => ms >= 1)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      console.log(
        `  ${t.ms.toFixed(0).padStart(5)} ms  ${parts.join(', ')}${t.urls.length ? `  [${t.urls.join(' ')}]` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
