/**
 * One inspection, as the pool's worker threads run it (and the server itself when no worker is built):
 * the API's request body decoded and its report encoded as UTF-8 JSON bytes here, so the request thread
 * neither scans 5 MB nor encodes JSON (flat bytes back, not a cloned object graph; a report with every segment,
 * ~14 MB for 5 MB, in pieces through a port as it is written), or the inspector page's data for its
 * no-JavaScript post. Each thread reads the EDIFACT directories a document names from the build's files into
 * its own cache bounded in bytes (shared/edi/load/edifact-pools.ts).
 */
import { engineData } from '../../shared/inspector/engine-data';
import { inspectText, type InspectorData } from '../../shared/inspector/page-inspection';
import { loadDirectories } from '../../shared/edi/load/edifact-pools';
import { dictionaryLoader, inspectLoading } from '../../shared/edi/inspect';
import { siteLinker } from '../../shared/inspector/links';
import { report, reportJson, type ReportOptions } from '../../shared/edi/writers/report';
import { apiCopy } from '../../content/inspector/api-copy';
import { acknowledge } from '../../shared/edi/writers/acknowledge';
import type { AckRequest } from './ack-options';
import { decodeDocument } from './decode-document';
import { isEnvelope, readEnvelope } from './guide-envelope';
import type { ConvertRequest } from './convert-options';
import { runConvert, type ChunkSink, type ConvertedFile, type StreamedFile } from './convert-task';
import type { MessagePort } from 'node:worker_threads';
import { runReconcile, type ReconcileAnswer, type ReconcileFormat } from './reconcile-task';

export type InspectTask =
  | { kind: 'report'; body: Uint8Array; options: ReportOptions; port?: MessagePort }
  | { kind: 'ack'; body: Uint8Array; request: AckRequest }
  | { kind: 'convert'; body: Uint8Array; request: ConvertRequest; schema: string; port?: MessagePort }
  | { kind: 'page'; text: string; sampleId: string }
  | { kind: 'reconcile'; body: Uint8Array; format: ReconcileFormat };

/**
 * The API's answer: the report as JSON bytes, an acknowledgment as EDI bytes, a converted file (or the
 * size of one streamed through the task's port), or why the body is refused (422).
 */
export type ReportAnswer =
  | { json: Uint8Array }
  | { edi: Uint8Array }
  | ConvertedFile
  | StreamedFile
  | ReconcileAnswer
  | { status: number; error: string };

/** A worker thread's memory after its last job: V8's heap (the directories' objects) and external memory. */
export interface WorkerMemory {
  thread: number;
  heapBytes: number;
  externalBytes: number;
}

/** What a worker thread answers: the task's value and its memory. */
export interface InspectOutcome {
  value: ReportAnswer | InspectorData;
  memory: WorkerMemory;
}

const dictionaries = dictionaryLoader(engineData, loadDirectories, siteLinker);
const encoder = new TextEncoder();

/** A streamed answer's pieces are sent in strings of about this many characters. */
const PIECE_CHARS = 256 * 1024;

export async function runInspectTask(task: InspectTask): Promise<ReportAnswer | InspectorData> {
  if (task.kind === 'page') return inspectText(task.text, task.sampleId, loadDirectories);
  if (task.kind === 'reconcile') return runReconcile(task.body, task.format);
  if (task.kind === 'ack') return acknowledgmentOf(task.body, task.request);
  const { port } = task;
  try {
    // Each chunk crosses to the request thread as it is made (transferred, not copied).
    const sink =
      port &&
      ((bytes: Uint8Array) => port.postMessage(bytes, bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []));
    if (task.kind === 'convert') return await runConvert(task.body, task.request, task.schema, dictionaries, sink);
    return await reportOf(task.body, task.options, sink);
  } finally {
    // The end marker follows every chunk on the port: the request thread ends the response on it.
    port?.postMessage(null);
    port?.close();
  }
}

async function acknowledgmentOf(body: Uint8Array, request: AckRequest): Promise<ReportAnswer> {
  const decoded = decodeDocument(body);
  if ('error' in decoded) return decoded;
  const { type, options, guide } = request;
  const { result } = await inspectLoading(decoded.text, dictionaries, guide ? { guide } : {});
  const edi = acknowledge(result, type, options);
  if (!edi) return { status: 422, error: apiCopy.acknowledgment.nothing(type, type === 'CONTRL' ? 'EDIFACT' : 'X12') };
  return { edi: encoder.encode(edi) };
}

/** The report as JSON bytes, or with a sink its pieces as they are written (a report with every segment). */
async function reportOf(body: Uint8Array, options: ReportOptions, sink?: ChunkSink): Promise<ReportAnswer> {
  const decoded = decodeDocument(body);
  if ('error' in decoded) return decoded;
  // A JSON body carries the document and a partner's guide (guide-envelope.ts); EDI never starts with '{'.
  const envelope = isEnvelope(decoded.text) ? readEnvelope(decoded.text) : { document: decoded.text };
  if ('error' in envelope) return envelope;
  const { userGuide } = envelope;
  const { result } = await inspectLoading(envelope.document, dictionaries, {
    ...options,
    ...(userGuide && { userGuide }),
  });
  if (!sink) return { json: encoder.encode(JSON.stringify(report(result, options))) };
  let streamed = 0;
  let pending = '';
  const flush = () => {
    const bytes = encoder.encode(pending);
    streamed += bytes.byteLength;
    pending = '';
    sink(bytes);
  };
  for (const piece of reportJson(result, options)) {
    pending += piece;
    if (pending.length >= PIECE_CHARS) flush();
  }
  if (pending) flush();
  return { streamed, type: 'application/json; charset=utf-8', name: 'report.json' };
}
