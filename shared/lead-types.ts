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

/** Each lead form's text fields and its consent checkbox: the form action reads these, the schema checks them. */
export const leadFields = {
  contact: { text: ['fullName', 'email', 'company', 'phone', 'subject', 'message'], consent: 'terms' },
  registration: { text: ['firstName', 'lastName', 'email', 'organization', 'phone'], consent: 'agree' },
} as const satisfies Record<LeadKind, { text: readonly string[]; consent: string }>;

export type LeadFieldName<K extends LeadKind> =
  (typeof leadFields)[K]['text'][number] | (typeof leadFields)[K]['consent'];

/** What a refused form post answers: messages, and the values to refill the form with. */
export interface LeadActionData {
  errors: FieldErrors;
  values: Record<string, string>;
}
