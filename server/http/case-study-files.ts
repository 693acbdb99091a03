import { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PDF_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

/**
 * GET /case-studies/{filename}: the PDFs build.mjs renders. Only plain lower-case names ending in .pdf
 * are looked up, inside that folder; anything else falls through to the not-found page.
 */
export function caseStudyFiles(dir: string): Router {
  const router = Router();
  router.get('/case-studies/:file', (req, res, next) => {
    const file = req.params.file;
    if (!PDF_NAME.test(file) || !existsSync(join(dir, file))) return next();
    // Framable by our own preview dialog only.
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    res.sendFile(file, {
      root: dir,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${file}"`,
        'Cache-Control': 'public, max-age=86400',
      },
    });
  });
  return router;
}
