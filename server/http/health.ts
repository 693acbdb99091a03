import { Router, type Response } from 'express';
import type { Readiness } from '../readiness';

const live = (_req: unknown, res: Response) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
};

/** /livez: the process answers (no dependency checks); /readyz: it should get traffic; /healthz = /livez. */
export function healthRouter(readiness: Readiness): Router {
  const router = Router();
  router.get('/livez', live);
  router.get('/healthz', live);
  router.get('/readyz', async (_req, res) => {
    const { ready, checks } = await readiness.report();
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return router;
}
