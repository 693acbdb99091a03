/** Lead types both sides share, without the validation library (pages import this, not the schemas). */

export type LeadKind = 'contact' | 'registration';

/** A hidden field people never fill in: anything in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = 'website';

export type FieldErrors = Record<string, string>;

export type LeadResult = { ok: true; id: string } | { ok: false; status: number; errors: FieldErrors };

/** How pages hand a lead over: directly to the service on the server, through the API in the browser. */
export interface LeadGateway {
  submit(kind: LeadKind, input: unknown): Promise<LeadResult>;
}
