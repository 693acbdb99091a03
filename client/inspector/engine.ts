import type { AckType } from '../../shared/edi/acknowledge';
import type { InspectorView, ViewSegment } from '../../shared/edi/view';
import { isWorkerReply, type WorkerReply, type WorkerRequest } from './protocol';
import type { ExportFile } from './session';
import type { ExportFormat } from './export-format';

/** A document inspected in the browser: its first screen, and the rest on request. */
export interface Inspection {
  view: InspectorView;
  /** Segments at positions `from`…`to` (1-based, inclusive), named and labelled. */
  describe(from: number, to: number): Promise<ViewSegment[]>;
  /** The whole document converted (JSON, CSV, XML, Excel), made only when asked for. */
  convert(format: ExportFormat): Promise<ExportFile>;
  /** The acknowledgment answering the document, as EDI text ('' without an interchange of its standard). */
  acknowledgment(type: AckType): Promise<string>;
}

// Set by build.mjs to the worker's hashed URL; absent in tests and other builds, which inspect in-thread.
const WORKER_URL = process.env.INSPECTOR_WORKER;

let worker: Worker | undefined;
let failed = false;
let nextId = 1;
const pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();

function failAll() {
  failed = true;
  worker = undefined;
  for (const p of pending.values()) p.reject(new Error('inspector worker failed'));
  pending.clear();
}

function theWorker(): Worker | undefined {
  if (failed || !WORKER_URL || typeof Worker === 'undefined') return undefined;
  if (worker) return worker;
  try {
    worker = new Worker(WORKER_URL, { type: 'module', name: 'edi-inspector' });
  } catch {
    failed = true;
    return undefined;
  }
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const reply = event.data;
    if (!isWorkerReply(reply)) return;
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.kind === 'error') p?.reject(new Error(reply.message));
    else p?.resolve(reply);
  });
  // A worker that cannot load (or dies) leaves the work to the main thread.
  worker.addEventListener('error', failAll);
  return worker;
}

function ask(w: Worker, request: WorkerRequest): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    w.postMessage(request, { transfer: [] });
  });
}

/** Starts the worker before the first document: its script loads, and it runs the parser over the samples. */
export function warmUp(): void {
  theWorker()?.postMessage({ id: nextId++, kind: 'warm' } satisfies WorkerRequest, { transfer: [] });
}

async function inWorker(w: Worker, text: string): Promise<Inspection | undefined> {
  const doc = nextId++;
  const first = await ask(w, { id: doc, kind: 'inspect', text });
  if (first.kind !== 'view') return undefined;
  return {
    view: first.view,
    describe: async (from, to) => {
      const reply = await ask(w, { id: nextId++, kind: 'describe', doc, from, to });
      return reply.kind === 'segments' ? reply.segments : [];
    },
    convert: async (format) => {
      const reply = await ask(w, { id: nextId++, kind: 'convert', doc, format });
      if (reply.kind !== 'convert') throw new Error('inspector worker: no conversion');
      return reply.file;
    },
    acknowledgment: async (type) => {
      const reply = await ask(w, { id: nextId++, kind: 'ack', doc, type });
      if (reply.kind !== 'ack') throw new Error('inspector worker: no acknowledgment');
      return reply.edi;
    },
  };
}

/** Inspects a document in the worker (the main thread stays free), or on the main thread without one. */
export async function inspectInBrowser(text: string): Promise<Inspection> {
  const w = theWorker();
  if (w) {
    try {
      const inspection = await inWorker(w, text);
      if (inspection) return inspection;
    } catch {
      // Fall through: the main thread does it.
    }
  }
  // The engine comes with the first document on the main thread (the worker has its own copy).
  const { InspectorSession } = await import('./session');
  const session = await InspectorSession.open(text);
  return {
    view: session.firstScreen(),
    describe: async (from, to) => session.describe(from, to),
    convert: async (format) => session.convert(format),
    acknowledgment: async (type) => session.acknowledgment(type),
  };
}
