import { Router } from 'express';
import { unNotice } from '../../content/directories/edifact/notice';
import { EDIFACT_BASE } from '../../shared/edifact-reference';
import { edifactPage } from './edifact-pages';

/**
 * The data of each UN/EDIFACT directory page as JSON, at /api/edifact/{dir}[/{kind}/{id}] (and /api/edifact/
 * index): the browser's copy after a client-side navigation, and a download for anyone. Only canonical
 * spellings answer (the page's own link); anything else is a 404. Directory data changes only with a
 * release, so a day's caching is safe.
 */
export function edifactRouter(): Router {
  const router = Router();
  router.get(/^\/edifact\/.+/, async (req, res) => {
    const rest = req.path.slice('/edifact'.length);
    const pagePath = rest === '/index' ? EDIFACT_BASE : `${EDIFACT_BASE}${rest}`;
    const page = await edifactPage(pagePath);
    if (!page) return res.status(404).json({ error: 'No such UN/EDIFACT directory entry' });
    res.set('Cache-Control', 'public, max-age=86400').json({ ...page, notice: unNotice.text });
  });
  return router;
}
