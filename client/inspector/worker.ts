/**
 * The inspector's module worker: parses, validates and describes off the main thread, and keeps the
 * latest document so the page can ask for more segments or the JSON later. Built as its own entry
 * (build.mjs); the page finds it through process.env.INSPECTOR_WORKER.
 */
import { engineData } from '../../shared/inspector/engine-data';
import { inspectorSamples } from '../../content/inspector/samples';
import { inspect } from '../../shared/edi/inspect';
import { Collector } from '../../shared/edi/rules/findings';
import { ingest } from '../../shared/edi/syntax/ingest';
import { buildView } from '../../shared/inspector/view';
import { isWorkerRequest, type WorkerReply, type WorkerRequest } from './protocol';
import { FIRST_SCREEN } from './screen';
import { InspectorSession } from './session';
import { loadDictionaries } from './dictionaries';
import { FILE_LIMIT, readFileText } from './file-reading';
import { compareTexts, reconcileTexts, shareLinkOf } from './tools';
import type { Against } from './guide-choice';
import type { InspectOptions } from '../../shared/edi/model/types';

/** The engine's options for a "Check against" choice; the guide code loads only when one is chosen. */
async function guideOptions(against: Against | undefined): Promise<InspectOptions> {
  if (!against || against.kind === 'auto') return {};
  return (await import('./guide-tasks')).optionsOf(against);
}

let current: { doc: number; session: Promise<InspectorSession> } | undefined;

const reply = (message: WorkerReply) => globalThis.postMessage(message, { transfer: [] });

async function handle(request: Exclude<WorkerRequest, { kind: 'warm' }>): Promise<WorkerReply> {
  if (request.kind === 'inspect') {
    // The request id names the document in later requests.
    const session = InspectorSession.open(request.text, loadDictionaries, await guideOptions(request.against));
    current = { doc: request.id, session };
    return { id: request.id, kind: 'view', view: (await session).firstScreen() };
  }
  if (request.kind === 'inspect-file') {
    const { id } = request;
    const text = await readFileText(request.file, ({ bytes, sets }) => reply({ id, kind: 'progress', bytes, sets }));
    const options = { ...(await guideOptions(request.against)), maxChars: FILE_LIMIT };
    const session = InspectorSession.open(text, loadDictionaries, options);
    current = { doc: id, session };
    return { id, kind: 'view', view: (await session).firstScreen() };
  }
  if (request.kind === 'infer') {
    const { inferFromTexts } = await import('./guide-tasks');
    return { id: request.id, kind: 'inferred', inferred: await inferFromTexts(request.texts) };
  }
  // The tools hold no document: each request brings its own.
  if (request.kind === 'compare')
    return { id: request.id, kind: 'comparison', comparison: await compareTexts(request.left, request.right) };
  if (request.kind === 'reconcile')
    return { id: request.id, kind: 'reconciliation', reconciliation: await reconcileTexts(request.texts) };
  if (request.kind === 'share') {
    const { text, redact, focus } = request;
    return { id: request.id, kind: 'share', link: await shareLinkOf(text, { redact, ...(focus && { focus }) }) };
  }
  if (!current || current.doc !== request.doc) return { id: request.id, kind: 'error', message: 'stale document' };
  const session = await current.session;
  if (request.kind === 'describe')
    return { id: request.id, kind: 'segments', segments: session.describe(request.from, request.to) };
  if (request.kind === 'save')
    return { id: request.id, kind: 'saved', bytes: await session.save(request.format, request.file) };
  if (request.kind === 'ack') return { id: request.id, kind: 'ack', edi: session.acknowledgment(request.type) };
  return { id: request.id, kind: 'convert', file: await session.convert(request.format) };
}

/**
 * Runs the parser over the samples when the page is idle: the first large document then meets
 * optimised code instead of the interpreter. EDIFACT is only scanned, as checking it needs the D.96A
 * directory, which is fetched for EDIFACT documents only.
 */
function warm() {
  if (current) return;
  const dictionaries = { ...engineData, edifact: {} };
  for (const sample of inspectorSamples) {
    if (sample.standard === 'x12') {
      buildView(inspect(sample.text.repeat(20), dictionaries), dictionaries, FIRST_SCREEN);
      continue;
    }
    // One UNA, then the interchange again and again; reading the elements splits them.
    const text = sample.text + sample.text.slice(sample.text.indexOf('UNB')).repeat(19);
    for (const segment of ingest(text, 0, new Collector()).segments) void segment.elements;
  }
}

globalThis.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isWorkerRequest(request)) return;
  if (request.kind === 'warm') warm();
  else
    handle(request).then(reply, (error: unknown) => reply({ id: request.id, kind: 'error', message: String(error) }));
});
