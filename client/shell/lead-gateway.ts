import { leadErrorMessages } from '../../content/lead-forms';
import type { FieldErrors, LeadGateway, LeadKind } from '../../shared/lead-types';

const endpoints: Record<LeadKind, string> = {
  contact: '/api/contact',
  registration: '/api/converter-registrations',
};

/** The browser's way in: the lead API, with its answers turned into field errors a form can show. */
export const browserLeadGateway: LeadGateway = {
  async submit(kind, input) {
    let res: Response;
    try {
      res = await fetch(endpoints[kind], {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
      });
    } catch {
      return { ok: false, status: 0, errors: { form: leadErrorMessages.network } };
    }
    const body = (await res.json().catch(() => ({}))) as { id?: string; errors?: FieldErrors };
    if (res.status === 201 && body.id) return { ok: true, id: body.id };
    const fallback = res.status === 429 ? leadErrorMessages.rateLimited : leadErrorMessages.unavailable;
    return { ok: false, status: res.status, errors: body.errors ?? { form: fallback } };
  },
};
