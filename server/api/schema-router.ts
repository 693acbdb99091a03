import { Router } from 'express';
import { ediJsonSchema } from '../../shared/edi/writers/edi-json-schema';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/writers/edi-json-path';
import { EDI_GUIDE_SCHEMA_PATH, guideJsonSchema } from '../../shared/edi/guide-format/schema';

/**
 * GET /schemas/edi-json/v1.json (the converter's JSON) and /schemas/edi-guide/v1.json (the guide format): JSON
 * Schemas at stable, versioned URLs.
 */
export function schemaRouter(siteUrl: string): Router {
  const router = Router();
  const schemas: [string, object][] = [
    [EDI_JSON_SCHEMA_PATH, ediJsonSchema(siteUrl)],
    [EDI_GUIDE_SCHEMA_PATH, guideJsonSchema(siteUrl)],
  ];
  for (const [path, schema] of schemas) {
    const body = JSON.stringify(schema, null, 2);
    router.get(path, (_req, res) => {
      res
        .set({
          'Content-Type': 'application/schema+json; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
          'Access-Control-Allow-Origin': '*',
        })
        .send(body);
    });
  }
  return router;
}
