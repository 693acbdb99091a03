import express, { Router, type RequestHandler } from 'express';
import type { LeadKind } from '../../shared/lead-types';
import { bodyLimit, requireContentType } from '../http/body-parsing';
import type { LeadService } from './lead-service';

/** POST /api/contact and /api/converter-registrations: JSON in, 201 {id} or 4xx {errors} out. */
export function leadsRouter(service: LeadService, limiter: RequestHandler): Router {
  const router = Router();
  const json = express.json({ limit: bodyLimit, strict: false });
  const submit =
    (kind: LeadKind): RequestHandler =>
    async (req, res) => {
      const result = await service.submit(kind, req.body, 'api');
      if (result.ok) res.status(201).json({ id: result.id });
      else res.status(result.status).json({ errors: result.errors });
    };
  router.post('/contact', limiter, requireContentType('application/json'), json, submit('contact'));
  router.post(
    '/converter-registrations',
    limiter,
    requireContentType('application/json'),
    json,
    submit('registration'),
  );
  return router;
}
