/**
 * The inspector's module worker: parses, validates and describes off the main thread, and keeps the
 * latest document so the page can ask for more segments or the JSON later. Built as its own entry
 * (build.mjs); the page finds it through process.env.INSPECTOR_WORKER.
 */
import { isWorkerRequest, type WorkerReply, type WorkerRequest } from './protocol';
import { InspectorSession } from './session';

let current: { doc: number; session: Promise<InspectorSession> } | undefined;

const reply = (message: WorkerReply) => globalThis.postMessage(message, { transfer: [] });

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  if (request.kind === 'inspect') {
    // The request id names the document in later requests.
    const session = InspectorSession.open(request.text);
    current = { doc: request.id, session };
    return { id: request.id, kind: 'view', view: (await session).firstScreen() };
  }
  if (!current || current.doc !== request.doc) return { id: request.id, kind: 'error', message: 'stale document' };
  const session = await current.session;
  if (request.kind === 'describe') return { id: request.id, kind: 'segments', segments: session.describe(request.from, request.to) };
  return { id: request.id, kind: 'json', json: session.json() };
}

globalThis.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isWorkerRequest(request)) return;
  handle(request).then(reply, (error: unknown) => reply({ id: request.id, kind: 'error', message: String(error) }));
});
