import { Router } from 'express';
import { guideOf } from '../../content/x12-guides';
import { x12GuideJsonPath } from '../../shared/standards';
import { publicGuideOf } from '../../shared/edi/guide-format/from-internal';
import { EDI_GUIDE_SCHEMA_PATH } from '../../shared/edi/guide-format/schema';

const FILE = /^(\d{6})(\.edi-guide)?\.json$/;
const SET = /^\d{3}$/;

/**
 * Our X12 implementation guides as JSON (content/x12-guides): the download on each guide page, and what the
 * guide's query fetches after a client-side navigation (client/shell/reference-gateway.ts). Guides change with a release of the
 * site only, so a day's caching is safe.
 */
export function guideRouter(siteUrl = ''): Router {
  const router = Router();
  const pattern = x12GuideJsonPath(':set', ':file').replace(/\.json$/, '');
  router.get(pattern, (req, res, next) => {
    const param = (name: string) => {
      const value = req.params[name];
      return typeof value === 'string' ? value : '';
    };
    const set = param('set');
    const file = param('file');
    const match = FILE.exec(file);
    const release = match?.[1];
    if (!release) return next();
    const guide = SET.test(set) ? guideOf(set, release) : undefined;
    if (!guide) return res.status(404).json({ error: 'No guide for this set and release' });
    // 004010.edi-guide.json: the same guide in the public format (/schemas/edi-guide/v1.json), for partners' tools.
    const body = match?.[2] ? publicGuideOf(guide, `${siteUrl.replace(/\/$/, '')}${EDI_GUIDE_SCHEMA_PATH}`) : guide;
    res.set('Cache-Control', 'public, max-age=86400').json(body);
  });
  return router;
}
