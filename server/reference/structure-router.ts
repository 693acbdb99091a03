import { Router } from 'express';
import { loadMessageStructure } from './load-message-structure';

const MESSAGE_CODE = /^[A-Z]{6}$/;

/**
 * One D.96A message's structure, as JSON: what a code page's structure query fetches after a client-side
 * navigation (client/shell/reference-gateway.ts). Directory data changes only with
 * a release, so a day's caching is safe.
 */
export function structureRouter(): Router {
  const router = Router();
  router.get('/edifact-structures/:code', async (req, res) => {
    const { code } = req.params;
    // Checked before the lookup: the directory is a plain object ("__proto__" must not reach it).
    const structure = MESSAGE_CODE.test(code) ? await loadMessageStructure(code) : undefined;
    if (!structure) return res.status(404).json({ error: 'Unknown EDIFACT message' });
    res.set('Cache-Control', 'public, max-age=86400').json(structure);
  });
  return router;
}
