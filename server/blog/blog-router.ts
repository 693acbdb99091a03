import { Router } from 'express';
import type { BlogService } from './blog-service';
import { BlogUnavailable } from './blog-service';

/** GET /api/blogs and /api/blogs/:id; Express adds a weak ETag and answers 304 to a matching request. */
export function blogRouter(service: BlogService): Router {
  const router = Router();
  const cacheFor = 'public, max-age=300, stale-while-revalidate=300';
  router.get('/blogs', async (_req, res, next) => {
    try {
      res.set('Cache-Control', cacheFor).json(await service.list());
    } catch (error) {
      if (error instanceof BlogUnavailable)
        return res.status(503).set('Retry-After', '60').json({ error: 'Blog temporarily unavailable' });
      next(error);
    }
  });
  router.get('/blogs/:id', async (req, res, next) => {
    try {
      const post = await service.get(req.params.id);
      if (!post) return res.status(404).json({ error: 'Blog post not found' });
      res.set('Cache-Control', cacheFor).json(post);
    } catch (error) {
      if (error instanceof BlogUnavailable)
        return res.status(503).set('Retry-After', '60').json({ error: 'Blog temporarily unavailable' });
      next(error);
    }
  });
  return router;
}
