import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { leadErrorMessages } from '../../content/lead-forms';
import { fieldErrors, leadSchemas } from '../../shared/lead-schemas';
import { HONEYPOT_FIELD, type LeadKind, type LeadResult } from '../../shared/lead-types';
import { isRecord, type LeadStore } from './lead-store';
import { isStoreUnavailable } from './store-errors';
import type { WebhookForwarder } from './webhook-forwarder';

const unavailable: LeadResult = { ok: false, status: 503, errors: { form: leadErrorMessages.unavailable } };

/** Validates, stores (durably) and queues a lead. The one path both the API and form posts take. */
export class LeadService {
  constructor(
    private readonly store: LeadStore | undefined,
    private readonly forwarder: WebhookForwarder | undefined,
    private readonly logger: Logger,
  ) {}

  async submit(kind: LeadKind, input: unknown, source: 'api' | 'form'): Promise<LeadResult> {
    if (!isRecord(input)) return { ok: false, status: 400, errors: { form: leadErrorMessages.malformed } };
    const honeypot = input[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      // Answer like a success so the bot learns nothing; keep nothing.
      this.logger.info({ kind }, 'lead dropped by honeypot');
      return { ok: true, id: randomUUID() };
    }
    const parsed = leadSchemas[kind].safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
    if (!this.store) return unavailable;
    let id: string;
    try {
      id = await this.store.insert(kind, parsed.data, source, this.forwarder !== undefined);
    } catch (error) {
      // A full or read-only disk, or a database that is down: the visitor should try again later.
      if (!isStoreUnavailable(error)) throw error;
      this.logger.error({ err: error, kind, source }, 'lead not stored: store unavailable');
      return unavailable;
    }
    this.logger.info({ leadId: id, kind, source }, 'lead stored');
    this.forwarder?.wake();
    return { ok: true, id };
  }
}
