import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** The Fetch Request React Router's static handler expects; aborted when the client goes away. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  // The origin comes from configuration, never from the Host header a client controls.
  return new Request(new URL(req.originalUrl, origin), { method: req.method, headers, signal: controller.signal });
}
