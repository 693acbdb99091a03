/**
 * One inspection, as the pool's worker threads run it (and the server itself when no worker is built):
 * the API's request body decoded and its report encoded as UTF-8 JSON bytes here, so the request thread
 * neither scans 5 MB nor encodes a 14 MB string (one flat copy back, not a cloned object graph), or the
 * inspector page's data for its no-JavaScript post. Each thread loads the EDIFACT directories a document
 * names into its own bounded cache (shared/edi/edifact-pools.ts).
 */
import { x12Dictionary } from '../../content/directories/x12-segments';
import { inspectText, type InspectorData } from '../../shared/edi/page-inspection';
import { loadDirectories } from '../../shared/edi/edifact-pools';
import { dictionaryLoader, inspectLoading } from '../../shared/edi/inspect';
import { report } from '../../shared/edi/report';
import type { InspectOptions } from '../../shared/edi/types';
import { apiCopy } from '../../content/inspector/api-copy';
import { acknowledge } from '../../shared/edi/acknowledge';
import type { AckRequest } from './ack-options';
import { decodeDocument } from './decode-document';
import type { ConvertRequest } from './convert-options';
import { runConvert, type ConvertedFile, type StreamedFile } from './convert-task';
import type { MessagePort } from 'node:worker_threads';
import { runReconcile, type ReconcileAnswer, type ReconcileFormat } from './reconcile-task';

export type InspectTask =
  | { kind: 'report'; body: Uint8Array; options: InspectOptions }
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

const dictionaries = dictionaryLoader(x12Dictionary, loadDirectories);
const encoder = new TextEncoder();

export async function runInspectTask(task: InspectTask): Promise<ReportAnswer | InspectorData> {
  if (task.kind === 'page') return inspectText(task.text, task.sampleId, loadDirectories);
  if (task.kind === 'reconcile') return runReconcile(task.body, task.format);
  if (task.kind === 'convert') {
    const { port } = task;
    try {
      // Each chunk crosses to the request thread as it is made (transferred, not copied).
      const sink =
        port &&
        ((bytes: Uint8Array) => port.postMessage(bytes, bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []));
      return await runConvert(task.body, task.request, task.schema, dictionaries, sink);
    } finally {
      // The end marker follows every chunk on the port: the request thread ends the response on it.
      port?.postMessage(null);
      port?.close();
    }
  }
  const decoded = decodeDocument(task.body);
  if ('error' in decoded) return decoded;
  if (task.kind === 'ack') {
    const { result } = await inspectLoading(decoded.text, dictionaries);
    const { type, options } = task.request;
    const edi = acknowledge(result, type, options);
    if (!edi)
      return { status: 422, error: apiCopy.acknowledgment.nothing(type, type === 'CONTRL' ? 'EDIFACT' : 'X12') };
    return { edi: encoder.encode(edi) };
  }
  const { result } = await inspectLoading(decoded.text, dictionaries, task.options);
  return { json: encoder.encode(JSON.stringify(report(result, task.options))) };
}
