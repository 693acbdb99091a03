import { Router } from 'express';
import NodeCache from 'node-cache';
import type { Logger } from 'pino';
import { extractPreview, type Preview } from './extract-preview';
import { observeUpstream } from '../metrics/metrics';
import { fetchPage } from './fetch-page';
import { standards } from '../../shared/standards';
import { findEntry, isStandard, referenceLink, wordsOf } from './reference-index';

const DAY = 24 * 60 * 60;
const FAILURE_TTL = 5 * 60;

type Outcome = { ok: true; preview: Preview } | { ok: false; reason: string };

/** Per standard id, the reference-page pattern (server/config.ts). */
export type ReferenceUrls = Readonly<Record<string, string>>;

/**
 * GET /api/reference-preview?standard=x12|edifact&code=…: the entry's page, fetched by the server from
 * the link in its own data, reduced to the preview fields and cached (24 h success, 5 min failure).
 * Concurrent misses for one code share one fetch.
 */
export function referencePreviewRouter(
  urls: ReferenceUrls,
  logger: Logger,
  fetcher: (url: string) => Promise<string> = (url) => observeUpstream('reference', () => fetchPage(url)),
): Router {
  const cache = new NodeCache({ useClones: false, checkperiod: 600 });
  const inFlight = new Map<string, Promise<Outcome>>();

  const load = (standard: string, code: string, name: string, link: string): Promise<Outcome> => {
    const key = `${standard}:${code}`;
    const cached = cache.get<Outcome>(key);
    if (cached) return Promise.resolve(cached);
    const running = inFlight.get(key);
    if (running) return running;
    const job = fetcher(link)
      .then((html): Outcome => ({
        ok: true,
        preview: extractPreview(html, { code, name, ...wordsOf(standard) }),
      }))
      .catch((error: unknown): Outcome => {
        logger.warn({ err: error, link }, 'reference preview fetch failed');
        return { ok: false, reason: (error as Error).message };
      })
      .then((outcome) => {
        cache.set(key, outcome, outcome.ok ? DAY : FAILURE_TTL);
        return outcome;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };

  const router = Router();
  router.get('/reference-preview', async (req, res) => {
    const { standard, code } = req.query;
    if (!isStandard(standard))
      return res
        .status(400)
        .json({ errors: { standard: `standard must be ${standards.map((s) => s.id).join(' or ')}` } });
    const entry = typeof code === 'string' && code.length <= 10 ? await findEntry(standard, code) : undefined;
    const pattern = urls[standard];
    if (!entry || pattern === undefined) return res.status(400).json({ errors: { code: `unknown ${standard} code` } });
    const link = referenceLink(pattern, entry.code);
    const site = new URL(link).host;
    const outcome = await load(standard, entry.code, entry.name, link);
    res.set('Cache-Control', outcome.ok ? 'public, max-age=3600' : 'no-store');
    if (outcome.ok) return res.json({ standard, code: entry.code, name: entry.name, link, site, ...outcome.preview });
    return res
      .status(502)
      .json({ error: 'Reference site unavailable', standard, code: entry.code, name: entry.name, link, site });
  });
  return router;
}
