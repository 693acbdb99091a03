import { Router } from 'express';
import { ediJsonSchema } from '../../shared/edi/edi-json-schema';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/edi-json-path';

/** GET /schemas/edi-json/v1.json: the JSON Schema of the converter's JSON, at a stable, versioned URL. */
export function schemaRouter(siteUrl: string): Router {
  const router = Router();
  const body = JSON.stringify(ediJsonSchema(siteUrl), null, 2);
  router.get(EDI_JSON_SCHEMA_PATH, (_req, res) => {
    res
      .set({
        'Content-Type': 'application/schema+json; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        'Access-Control-Allow-Origin': '*',
      })
      .send(body);
  });
  return router;
}
