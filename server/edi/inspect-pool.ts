import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { InspectorData } from '../../shared/inspector/page-inspection';
import type { ReportOptions } from '../../shared/edi/writers/report';
import type { AckRequest } from './ack-options';
import type { ConvertRequest } from './convert-options';
import type { ChunkSink } from './convert-task';
import type { ReconcileFormat } from './reconcile-task';
import { MessageChannel, type MessagePort, type TransferListItem } from 'node:worker_threads';
import { inspectorCopy } from '../../content/inspector/copy';
import {
  runInspectTask,
  type InspectOutcome,
  type InspectTask,
  type ReportAnswer,
  type WorkerMemory,
} from './inspect-task';

/** Why an inspection was not run: every thread busy and the queue full, or the job over its time. */
export class InspectBusy extends Error {
  constructor(
    message: string,
    /** Seconds after which a retry may succeed (Retry-After). */
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

export interface InspectPoolOptions {
  /** The bundled worker (dist/server/edi/inspect-worker.js); without it, inspections run on this thread. */
  filename: string;
  threads: number;
  /** Jobs waiting beyond the running ones; more are refused (503). */
  queue: number;
  /** A job running longer ends its worker (a new one starts) and is refused (503). */
  timeoutMs: number;
  /** A thread idle this long ends (piscina's idleTimeout), taking the memory of its last job with it. */
  idleMs?: number;
  logger: Logger;
}

export interface InspectPool {
  /**
   * The API's report of a request body (decoded in the thread), as JSON bytes, or why the body is refused. With
   * `sink`, its pieces go to it as the worker writes them (the answer then says `streamed`).
   */
  report(body: Uint8Array, options?: ReportOptions, sink?: ChunkSink): Promise<ReportAnswer>;
  /** An acknowledgment of a request body (997, 999, TA1, CONTRL), as EDI bytes, or why the body is refused. */
  acknowledgment(body: Uint8Array, request: AckRequest): Promise<ReportAnswer>;
  /**
   * A conversion of a request body (EDI, or our JSON for to=edi), as a file, or why the body is refused. With
   * `sink`, a text format's bytes go to it as the worker makes them (the answer then says `streamed`).
   */
  convert(body: Uint8Array, request: ConvertRequest, schema: string, sink?: ChunkSink): Promise<ReportAnswer>;
  /** Two or three documents reconciled (a JSON body of documents), as JSON or a CSV or Excel file. */
  reconcile(body: Uint8Array, format: ReconcileFormat): Promise<ReportAnswer>;
  /** The inspector page's data for a posted document. */
  page(text: string, sampleId: string): Promise<InspectorData>;
  /** Whether the inspections run off the request thread. */
  readonly threaded: boolean;
  /** Each live worker thread's memory after its last job (empty on the request thread or before a job). */
  workers(): WorkerMemory[];
  /** Jobs running or waiting now. */
  jobs(): number;
  close(): Promise<void>;
}

const RETRY_AFTER_S = 5;

/**
 * Inspections off the request thread: a small piscina pool (a well-kept worker-thread pool with a bounded
 * queue and per-task abort that terminates the thread), so a 5 MB document never holds other requests.
 */
export function createInspectPool({
  filename,
  threads,
  queue,
  timeoutMs,
  idleMs = 20_000,
  logger,
}: InspectPoolOptions): InspectPool {
  if (!existsSync(filename)) {
    logger.warn({ filename }, 'inspection worker not built: inspections run on the request thread');
    return {
      report: async (body, options = {}, sink) =>
        reportAnswer(await runInspectTask({ kind: 'report', body, options }), sink),
      acknowledgment: async (body, request) => reportAnswer(await runInspectTask({ kind: 'ack', body, request })),
      convert: async (body, request, schema, sink) =>
        reportAnswer(await runInspectTask({ kind: 'convert', body, request, schema }), sink),
      reconcile: async (body, format) => reportAnswer(await runInspectTask({ kind: 'reconcile', body, format })),
      page: async (text, sampleId) => pageData(await runInspectTask({ kind: 'page', text, sampleId })),
      threaded: false,
      workers: () => [],
      jobs: () => 0,
      close: async () => {},
    };
  }
  // Started on first use: a process that never inspects (a test, a CLI) starts no thread.
  let started: Piscina<InspectTask, InspectOutcome> | undefined;
  const pool = () =>
    (started ??= new Piscina<InspectTask, InspectOutcome>({
      filename,
      // No thread kept while idle: a thread that inspected 5 MB holds a few hundred MB of heap until it ends,
      // and starting one again costs ~0.2 s (bench/soak.mjs measures both).
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleMs,
    }));
  // Jobs admitted (running or waiting). The bound is kept here rather than by piscina's maxQueue: after
  // refusing a task with maxQueue 0, piscina 5.3 went on refusing every later one.
  let admitted = 0;
  const memory = new Map<number, WorkerMemory>();
  const run = async (task: InspectTask, transferList?: TransferListItem[]) => {
    if (admitted >= threads + queue) throw new InspectBusy('inspection queue full', RETRY_AFTER_S);
    admitted += 1;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const outcome = await pool().run(task, { signal, ...(transferList && { transferList }) });
      memory.set(outcome.memory.thread, outcome.memory);
      return outcome.value;
    } catch (error) {
      if (signal.aborted) throw new InspectBusy('inspection over its time limit', RETRY_AFTER_S);
      throw error;
    } finally {
      admitted -= 1;
    }
  };
  const runReport = async (task: InspectTask) => reportAnswer(await run(task));
  /** A task whose answer's bytes the worker posts on a channel as it makes them, then null; its answer apart. */
  const streamed = async (task: (port: MessagePort) => InspectTask, sink: ChunkSink) => {
    const { port1, port2 } = new MessageChannel();
    const ended = new Promise<void>((resolve) => {
      port1.on('message', (message: unknown) => {
        if (message instanceof Uint8Array) sink(message);
        else resolve();
      });
      // A worker that ends without its marker (terminated) closes its side: never wait past that.
      port1.on('close', resolve);
    });
    try {
      const answer = reportAnswer(await run(task(port2), [port2]));
      await ended;
      return answer;
    } finally {
      port1.close();
    }
  };
  return {
    report: (body, options = {}, sink) =>
      sink
        ? streamed((port) => ({ kind: 'report', body, options, port }), sink)
        : runReport({ kind: 'report', body, options }),
    acknowledgment: (body, request) => runReport({ kind: 'ack', body, request }),
    convert: (body, request, schema, sink) =>
      sink
        ? streamed((port) => ({ kind: 'convert', body, request, schema, port }), sink)
        : runReport({ kind: 'convert', body, request, schema }),
    reconcile: async (body, format) => reportAnswer(await run({ kind: 'reconcile', body, format })),
    page: async (text, sampleId) => pageData(await run({ kind: 'page', text, sampleId })),
    threaded: true,
    workers: () => {
      // Threads that ended (idle, or over their time) leave the list.
      const live = new Set(started?.threads.map((t) => t.threadId));
      for (const thread of memory.keys()) if (!live.has(thread)) memory.delete(thread);
      return [...memory.values()];
    },
    jobs: () => admitted,
    close: async () => {
      await started?.destroy();
      started = undefined;
    },
  };
}

/** The inspector page's service over a pool: a busy pool gives the form back with the reason, not an error page. */
export const inspectPage =
  (pool: InspectPool) =>
  async (text: string, sampleId: string): Promise<InspectorData> => {
    try {
      return await pool.page(text, sampleId);
    } catch (error) {
      if (!(error instanceof InspectBusy)) throw error;
      return { text: '', sampleId, error: inspectorCopy.form.busy, retryAfter: error.retryAfter };
    }
  };

const isReport = (value: ReportAnswer | InspectorData): value is ReportAnswer =>
  'json' in value || 'edi' in value || 'file' in value || 'streamed' in value || 'status' in value;

function pageData(value: ReportAnswer | InspectorData): InspectorData {
  if (isReport(value)) throw new Error('inspection returned a report for a page task');
  return value;
}

/** The answer of a report, acknowledgment or conversion task; one made whole on this thread goes to `sink` if given. */
function reportAnswer(value: ReportAnswer | InspectorData, sink?: ChunkSink): ReportAnswer {
  if (!isReport(value)) throw new Error('inspection returned page data for a report task');
  if (!sink || !('json' in value || 'file' in value)) return value;
  const bytes = 'json' in value ? value.json : value.file;
  sink(bytes);
  return {
    streamed: bytes.byteLength,
    type: 'type' in value ? value.type : 'application/json; charset=utf-8',
    name: 'name' in value ? value.name : 'report.json',
  };
}
