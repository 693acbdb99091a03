import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeLabel } from './route-label';

/**
 * Process-wide Prometheus metrics. Modules call the small functions below; the registry is served
 * only by the separate metrics listener (metrics-server.ts), never on the public port.
 */
export const registry = new Registry();
// Event-loop lag, heap and resident memory, CPU, handles: prom-client's standard process metrics.
collectDefaultMetrics({ register: registry });

const registers = [registry];

// The counters every response moves (requests, bytes, page-cache events) are tallied in plain numbers and handed
// to prom-client when Prometheus scrapes (collect): its inc() builds and checks a label key on every call, a
// tenth of a kept page's own cost in a profile under wrk (issue 46). The label sets stay as bounded as before.
const pendingRequests = new Map<string, { route: string; method: string; status: number; count: number }>();
const pendingBytes = new Map<string, number>();
registry.registerMetric(
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [],
    collect() {
      for (const { route, method, status, count } of pendingRequests.values())
        this.inc({ route, method, status }, count);
      pendingRequests.clear();
    },
  }),
);
const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to the last byte of the response, by route template',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});
registry.registerMetric(
  new Counter({
    name: 'http_response_bytes_total',
    help: 'Bytes written to clients (after compression), by route template',
    labelNames: ['route'] as const,
    registers: [],
    collect() {
      for (const [route, count] of pendingBytes) this.inc({ route }, count);
      pendingBytes.clear();
    },
  }),
);
const pageCacheEvents = { hit: 0, miss: 0, stale: 0 };
registry.registerMetric(
  new Counter({
    name: 'page_cache_events_total',
    help: 'Rendered-page cache: hit (served from memory), miss (rendered), stale (an entry expired)',
    labelNames: ['result'] as const,
    registers: [],
    collect() {
      for (const [result, count] of Object.entries(pageCacheEvents)) if (count > 0) this.inc({ result }, count);
      pageCacheEvents.hit = pageCacheEvents.miss = pageCacheEvents.stale = 0;
    },
  }),
);
const deliveries = new Counter({
  name: 'lead_webhook_deliveries_total',
  help: 'Lead webhook delivery attempts, by outcome',
  labelNames: ['outcome'] as const,
  registers,
});
const upstreamDuration = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'Calls to upstream services (wordpress, reference, webhook), by outcome',
  labelNames: ['upstream', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});
const upstreamErrors = new Counter({
  name: 'upstream_errors_total',
  help: 'Failed calls to upstream services (network error, timeout or non-2xx answer)',
  labelNames: ['upstream'] as const,
  registers,
});

let outboxSource: (() => Promise<number>) | undefined;
const outboxDepth = new Gauge({
  name: 'lead_outbox_depth',
  help: 'Leads waiting for webhook delivery (0 without a store)',
  registers: [],
  async collect() {
    this.set(outboxSource ? await outboxSource().catch(() => 0) : 0);
  },
});
registry.registerMetric(outboxDepth);

let inspectSource: { workers(): { thread: number; heapBytes: number }[]; jobs(): number } | undefined;
const inspectHeap = new Gauge({
  name: 'edi_inspect_worker_heap_bytes',
  help: "Each inspection worker thread's V8 heap after its last job (its EDIFACT directories included)",
  labelNames: ['thread'] as const,
  registers: [],
  collect() {
    this.reset();
    for (const w of inspectSource?.workers() ?? []) this.set({ thread: String(w.thread) }, w.heapBytes);
  },
});
const inspectJobs = new Gauge({
  name: 'edi_inspect_jobs',
  help: 'EDI inspections running or waiting for a worker thread',
  registers: [],
  collect() {
    this.set(inspectSource?.jobs() ?? 0);
  },
});
registry.registerMetric(inspectHeap);
registry.registerMetric(inspectJobs);

/** The inspection pool whose workers and jobs the gauges above report. */
export function watchInspections(source: typeof inspectSource): void {
  inspectSource = source;
}

export type Upstream = 'wordpress' | 'reference' | 'webhook';

/**
 * Counts one finished response under `route` (a template from a bounded set, never the raw URL): requests by
 * method and status, its duration, the bytes written for it. The prepared lane calls this from its own one
 * `finish` listener (server/pages/prepared-lane.ts); every other response comes through measureResponse.
 */
export function countResponse(route: string, method: string, status: number, seconds: number, bytes: number): void {
  duration.observe({ route, method }, seconds);
  const key = `${route} ${method} ${status}`;
  const tally = pendingRequests.get(key);
  if (tally) tally.count++;
  else pendingRequests.set(key, { route, method, status, count: 1 });
  pendingBytes.set(route, (pendingBytes.get(route) ?? 0) + Math.max(0, bytes));
}

/**
 * Counts and times a response when it finishes, under the label `routeOf` gives then: a template from a
 * bounded set, never the raw URL.
 */
export function measureResponse(req: IncomingMessage, res: ServerResponse, routeOf: () => string): void {
  const startedAt = process.hrtime.bigint();
  const written = req.socket.bytesWritten;
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    countResponse(routeOf(), req.method ?? 'GET', res.statusCode, seconds, req.socket.bytesWritten - written);
  });
}

export const requestMetrics: RequestHandler = (req, res, next) => {
  measureResponse(req, res, () => routeLabel(req, res.statusCode));
  next();
};

export const countPageCache = (result: 'hit' | 'miss' | 'stale') => {
  pageCacheEvents[result]++;
};

export const countDelivery = (outcome: 'delivered' | 'failed') => deliveries.inc({ outcome });

export function watchOutbox(depth: () => Promise<number>): void {
  outboxSource = depth;
}

/** Times an upstream call; a rejection or `failed(result)` counts as an error. */
export async function observeUpstream<T>(
  upstream: Upstream,
  call: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const stop = upstreamDuration.startTimer({ upstream });
  try {
    const result = await call();
    const outcome = failed(result) ? 'error' : 'ok';
    if (outcome === 'error') upstreamErrors.inc({ upstream });
    stop({ outcome });
    return result;
  } catch (error) {
    upstreamErrors.inc({ upstream });
    stop({ outcome: 'error' });
    throw error;
  }
}
