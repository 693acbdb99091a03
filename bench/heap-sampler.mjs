// Peak JS heaps of a page and of its dedicated workers, sampled through the Chrome DevTools Protocol
// (Runtime.getHeapUsage, https://chromedevtools.github.io/devtools-protocol/tot/Runtime/#method-getHeapUsage):
// a page and its worker share one renderer process, so resident memory alone cannot tell them apart.

/**
 * Starts sampling every `everyMs`; `stop()` ends it and returns the peaks in bytes.
 * @param {import('@playwright/test').CDPSession} cdp a session on the page
 */
export async function sampleHeaps(cdp, everyMs = 100) {
  /** @type {Set<string>} */
  const workers = new Set();
  /** @type {Map<number, (used: number) => void>} */
  const waiting = new Map();
  let nextId = 1;
  let page = 0;
  let worker = 0;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workers.add(event.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (event) => workers.delete(event.sessionId ?? ''));
  // Replies from a worker come back wrapped, as messages from its target (the non-flattened protocol).
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    /** @type {{ id?: number, result?: { usedSize?: number } }} */
    const reply = JSON.parse(event.message);
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result?.usedSize ?? 0);
    if (reply.id !== undefined) waiting.delete(reply.id);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  /** @param {string} sessionId */
  const workerHeap = (sessionId) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      void cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
        })
        .catch(() => resolve(0));
      // A busy worker may not answer in time: this sample is skipped (the peak is the largest answered).
      setTimeout(() => {
        waiting.delete(id);
        resolve(0);
      }, 2000);
    });
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const [own, ...others] = await Promise.all([
        cdp.send('Runtime.getHeapUsage').then(
          (r) => r.usedSize,
          () => 0,
        ),
        ...[...workers].map(workerHeap),
      ]);
      page = Math.max(page, own ?? 0);
      worker = Math.max(worker, ...others.map(Number));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      state.running = false;
      await loop;
      return { page, worker, workers: workers.size };
    },
  };
}
