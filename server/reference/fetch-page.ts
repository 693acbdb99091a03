import { request } from 'undici';

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export class FetchRefused extends Error {}

/**
 * GET an HTML page with hard limits: http/https only, 10 s, 2 MB, and redirects followed only
 * within the same host (a reference site must not send us elsewhere).
 */
export async function fetchPage(
  url: string,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
  redirects = 0,
): Promise<string> {
  const timeout = limits.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? MAX_BYTES;
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new FetchRefused(`protocol ${target.protocol} refused`);
  const res = await request(target, {
    method: 'GET',
    headers: { accept: 'text/html', 'user-agent': 'NorthwindEDI-ReferencePreview/1.0' },
    headersTimeout: timeout,
    bodyTimeout: timeout,
    signal: AbortSignal.timeout(timeout),
  });
  if (res.statusCode >= 300 && res.statusCode < 400) {
    await res.body.dump();
    const location = res.headers['location'];
    if (typeof location !== 'string' || redirects >= MAX_REDIRECTS)
      throw new FetchRefused('redirect without a usable location');
    const next = new URL(location, target);
    if (next.host !== target.host) throw new FetchRefused(`redirect to another host (${next.host}) refused`);
    return fetchPage(next.href, limits, redirects + 1);
  }
  if (res.statusCode !== 200) {
    await res.body.dump();
    throw new Error(`upstream answered ${res.statusCode}`);
  }
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    res.body.destroy();
    throw new FetchRefused(`upstream body of ${declared} bytes exceeds ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.body.destroy();
      throw new FetchRefused(`upstream body exceeds ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
