// The soak: a fresh server under 100 connections cycling through ~20 URLs (cached pages, campaign links,
// queries rendered per request) for 60 s, then left idle for 30 s. Reports the server process's resident
// memory (VmRSS; VmHWM is the peak) before, right after and after the idle period, with the load's figures.
import { memoryOf, startBuiltServer, waitForQuiet } from './built-server.mjs';
import { ACCEPT_ENCODING, load } from './throughput.mjs';
import { soakPaths } from './routes.mjs';

/**
 * @typedef {object} SoakResult
 * @property {{ rssKb: number, hwmKb: number }} before after start-up and one request to each URL
 * @property {{ rssKb: number, hwmKb: number }} after right after the load
 * @property {{ rssKb: number, hwmKb: number }} idle after the idle period
 * @property {import('./throughput.mjs').LoadResult} load
 */

/**
 * @param {{ port: number, seconds: number, idleSeconds: number, connections: number }} options
 * @returns {Promise<SoakResult>}
 */
export async function runSoak({ port, seconds, idleSeconds, connections }) {
  const server = await startBuiltServer(port);
  try {
    const headers = { 'accept-encoding': ACCEPT_ENCODING };
    // One request to each URL first, so "before" is a started server that has seen every page once.
    for (const path of soakPaths) await fetch(`${server.url}${path}`, { headers });
    await waitForQuiet(server.pid);
    const before = memoryOf(server.pid);
    const result = await load(`${server.url}/`, { seconds, connections, headers, paths: soakPaths });
    const after = memoryOf(server.pid);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idle = memoryOf(server.pid);
    return { before, after, idle, load: result };
  } finally {
    await server.stop();
  }
}

/** @param {number} kb */
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

/**
 * @param {SoakResult} soak
 * @param {{ seconds: number, idleSeconds: number, connections: number }} options
 */
export function printSoak(soak, { seconds, idleSeconds, connections }) {
  const { load: l } = soak;
  console.log(
    `Soak: ${seconds} s, ${connections} connections, ${soakPaths.length} URLs in turn on every connection, Accept-Encoding: ${ACCEPT_ENCODING}:`,
  );
  console.log(`  ${soakPaths.join('  ')}`);
  console.log(
    `  ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.requests} requests, errors ${l.errors} (timeouts ${l.timeouts})`,
  );
  console.log(
    `  status codes: ${Object.entries(l.statuses)
      .map(([code, n]) => `${code} ×${n}`)
      .join(', ')}`,
  );
  console.log(
    `  server RSS: before ${mb(soak.before.rssKb)}, after the soak ${mb(soak.after.rssKb)}, after ${idleSeconds} s idle ${mb(soak.idle.rssKb)} (peak ${mb(Math.max(soak.idle.hwmKb, soak.after.rssKb))})`,
  );
}
