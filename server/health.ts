import { Router } from 'express';
import type { Readiness } from './readiness';

/** /livez: the process answers (no dependency checks); /readyz: it should get traffic; /healthz = /livez. */
export function healthRouter(readiness: Readiness): Router {
  const router = Router();
  const live = (_req: unknown, res: import('express').Response) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  };
  router.get('/livez', live);
  router.get('/healthz', live);
  router.get('/readyz', (_req, res) => {
    const { ready, checks } = readiness.report();
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return router;
}
