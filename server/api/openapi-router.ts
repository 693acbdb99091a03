import { Router } from 'express';
import { openApiDocument } from './openapi';

/** GET /api/openapi.json: the EDI API's OpenAPI 3.1 description, public like the API (openapi.ts). */
export function openApiRouter(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set({ 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' }).json(openApiDocument);
  });
  return router;
}
