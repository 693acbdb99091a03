import type { AckType } from '../../shared/edi/model/ack-types';
import type { InspectorView, ViewSegment } from '../../shared/inspector/view';
import { isWorkerReply, type WorkerReply, type WorkerRequest } from './protocol';
import { FILE_LIMIT, type ReadProgress } from './file-reading';
import type { ExportFile, InspectorSession } from './session';
import type { ExportFormat } from './export-format';
import type { Against } from './guide-choice';
import type { Inferred } from './guide-tasks';

/** A document inspected in the browser: its first screen, and the rest on request. */
export interface Inspection {
  view: InspectorView;
  /** Segments at positions `from`…`to` (1-based, inclusive), named and labelled. */
  describe(from: number, to: number): Promise<ViewSegment[]>;
  /** The whole document converted (JSON, CSV, XML, Excel), made only when asked for. */
  convert(format: ExportFormat): Promise<ExportFile>;
  /** The whole document converted and written into `file` as it is made (never held whole); bytes written. */
  save(format: ExportFormat, file: FileSystemFileHandle): Promise<number>;
  /** The acknowledgment answering the document, as EDI text ('' without an interchange of its standard). */
  acknowledgment(type: AckType): Promise<string>;
}

// Set by build.mjs to the worker's hashed URL; absent in tests and other builds, which inspect in-thread.
const WORKER_URL = process.env.INSPECTOR_WORKER;

let worker: Worker | undefined;
let failed = false;
let nextId = 1;
const pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
/** Progress listeners of file inspections, by request id. */
const listeners = new Map<number, (progress: ReadProgress) => void>();

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
    if (reply.kind === 'progress') {
      listeners.get(reply.id)?.(reply);
      return;
    }
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

async function inWorker(w: Worker, text: string, against?: Against): Promise<Inspection | undefined> {
  const doc = nextId++;
  const first = await ask(w, { id: doc, kind: 'inspect', text, ...(against && { against }) });
  return first.kind === 'view' ? workerInspection(w, doc, first.view) : undefined;
}

/** The Inspection of a document the worker holds as `doc`. */
function workerInspection(w: Worker, doc: number, view: InspectorView): Inspection {
  return {
    view,
    describe: async (from, to) => {
      const reply = await ask(w, { id: nextId++, kind: 'describe', doc, from, to });
      return reply.kind === 'segments' ? reply.segments : [];
    },
    convert: async (format) => {
      const reply = await ask(w, { id: nextId++, kind: 'convert', doc, format });
      if (reply.kind !== 'convert') throw new Error('inspector worker: no conversion');
      return reply.file;
    },
    save: async (format, file) => {
      const reply = await ask(w, { id: nextId++, kind: 'save', doc, format, file });
      if (reply.kind !== 'saved') throw new Error('inspector worker: not saved');
      return reply.bytes;
    },
    acknowledgment: async (type) => {
      const reply = await ask(w, { id: nextId++, kind: 'ack', doc, type });
      if (reply.kind !== 'ack') throw new Error('inspector worker: no acknowledgment');
      return reply.edi;
    },
  };
}

/** Why a file inspection ended without a result: its Cancel was pressed. */
export class InspectionCancelled extends Error {}

/** A chosen file being inspected: its result, and the way to stop it. */
export interface FileInspection {
  done: Promise<Inspection>;
  cancel: () => void;
}

/**
 * Inspects a chosen file of up to FILE_LIMIT in the worker: read in chunks there (progress reported as it
 * goes), never copied to the page. Cancel ends the worker (the next document starts a new one). Without a
 * worker, the file is read and inspected on the main thread.
 */
export function inspectFileInBrowser(
  file: File,
  progress: (p: ReadProgress) => void,
  against?: Against,
): FileInspection {
  const w = theWorker();
  if (!w) {
    const done = (async () => {
      const { InspectorSession } = await import('./session');
      const options = { ...(await mainThreadOptions(against)), maxChars: FILE_LIMIT };
      const session = await InspectorSession.open(await file.text(), undefined, options);
      return mainThreadInspection(session);
    })();
    return { done, cancel: () => {} };
  }
  const id = nextId++;
  listeners.set(id, progress);
  const done = ask(w, { id, kind: 'inspect-file', file, ...(against && { against }) }).then((reply) => {
    if (reply.kind !== 'view') throw new Error('inspector worker: no view');
    return workerInspection(w, id, reply.view);
  });
  void done.finally(() => listeners.delete(id)).catch(() => {});
  const cancel = () => {
    if (!pending.has(id)) return;
    // The worker is busy reading or checking: ending it is the only way to stop it at once.
    w.terminate();
    worker = undefined;
    for (const p of pending.values()) p.reject(new InspectionCancelled('cancelled'));
    pending.clear();
    listeners.clear();
  };
  return { done, cancel };
}

/** The Inspection of a session held on the main thread. */
const mainThreadInspection = (session: InspectorSession): Inspection => ({
  view: session.firstScreen(),
  describe: async (from, to) => session.describe(from, to),
  convert: async (format) => session.convert(format),
  save: async (format, file) => session.save(format, file),
  acknowledgment: async (type) => session.acknowledgment(type),
});

/** Inspects a document in the worker (the main thread stays free), or on the main thread without one. */
export async function inspectInBrowser(text: string, against?: Against): Promise<Inspection> {
  const w = theWorker();
  if (w) {
    try {
      const inspection = await inWorker(w, text, against);
      if (inspection) return inspection;
    } catch {
      // Fall through: the main thread does it.
    }
  }
  // The engine comes with the first document on the main thread (the worker has its own copy).
  const { InspectorSession } = await import('./session');
  return mainThreadInspection(await InspectorSession.open(text, undefined, await mainThreadOptions(against)));
}

/** The engine's options for a "Check against" choice on the main thread (the guide code loads when needed). */
const mainThreadOptions = async (against: Against | undefined) =>
  !against || against.kind === 'auto' ? {} : (await import('./guide-tasks')).optionsOf(against);

/** A starting guide inferred from sample documents, in the worker (or on the main thread without one). */
export async function inferInBrowser(texts: string[]): Promise<Inferred> {
  const w = theWorker();
  if (w) {
    try {
      const reply = await ask(w, { id: nextId++, kind: 'infer', texts });
      if (reply.kind === 'inferred') return reply.inferred;
    } catch {
      // Fall through: the main thread does it.
    }
  }
  return (await import('./guide-tasks')).inferFromTexts(texts);
}

type ToolRequest = Extract<WorkerRequest, { kind: 'compare' | 'reconcile' | 'share' }>;
type ToolReply<K extends ToolRequest['kind']> = Extract<
  WorkerReply,
  { kind: K extends 'compare' ? 'comparison' : K extends 'reconcile' ? 'reconciliation' : 'share' }
>;

/** Runs a tool in the worker, or on the main thread without one (the tools' code then loads on first use). */
async function tool(request: ToolRequest): Promise<WorkerReply> {
  const w = theWorker();
  if (w) {
    try {
      return await ask(w, request);
    } catch {
      // Fall through: the main thread does it.
    }
  }
  const tools = await import('./tools');
  const { id } = request;
  if (request.kind === 'compare')
    return { id, kind: 'comparison', comparison: await tools.compareTexts(request.left, request.right) };
  if (request.kind === 'reconcile')
    return { id, kind: 'reconciliation', reconciliation: await tools.reconcileTexts(request.texts) };
  const { text, redact, focus } = request;
  return { id, kind: 'share', link: await tools.shareLinkOf(text, { redact, ...(focus && { focus }) }) };
}

export async function compareInBrowser(left: string, right: string): Promise<ToolReply<'compare'>['comparison']> {
  const reply = await tool({ id: nextId++, kind: 'compare', left, right });
  if (reply.kind !== 'comparison') throw new Error('inspector worker: no comparison');
  return reply.comparison;
}

export async function reconcileInBrowser(texts: string[]): Promise<ToolReply<'reconcile'>['reconciliation']> {
  const reply = await tool({ id: nextId++, kind: 'reconcile', texts });
  if (reply.kind !== 'reconciliation') throw new Error('inspector worker: no reconciliation');
  return reply.reconciliation;
}

export async function shareInBrowser(
  text: string,
  options: { redact: boolean; focus?: number },
): Promise<ToolReply<'share'>['link']> {
  const reply = await tool({ id: nextId++, kind: 'share', text, ...options });
  if (reply.kind !== 'share') throw new Error('inspector worker: no share link');
  return reply.link;
}
