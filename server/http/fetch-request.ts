import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

function formBody(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') params.append(key, v);
  }
  return params;
}

/** The Fetch Request React Router's static handler expects; aborted when the client goes away. */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: string,
  url = req.originalUrl,
): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  // Form posts arrive parsed (express.urlencoded); the router's action reads them as form data again.
  const body =
    req.method === 'POST' && req.body && typeof req.body === 'object'
      ? formBody(req.body as Record<string, unknown>)
      : undefined;
  if (body) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  headers.delete('content-length');
  // The origin comes from configuration, never from the Host header a client controls; the path is canonical
  // (one leading slash), so it is appended, never resolved: "//x" must not become a host.
  return new Request(new URL(`${origin}${url}`), { method: req.method, headers, body, signal: controller.signal });
}
