import type { Logger } from 'pino';
import type { LeadGateway } from '../../shared/lead-types';
import type { Config } from '../config';
import { LeadService } from './lead-service';
import { LeadStore } from './lead-store';
import { WebhookForwarder } from './webhook-forwarder';

export interface Leads {
  service: LeadService;
  /** For page actions (no-JavaScript form posts). */
  formGateway: LeadGateway;
  /** False when the store cannot take writes: /readyz reports it. */
  writable(): boolean;
  close(): Promise<void>;
}

/**
 * Opens the lead store under DATA_DIR and, with LEADS_WEBHOOK_URL, starts forwarding. A store that
 * cannot open keeps the site up (pages still serve) but answers lead posts 503 and fails readiness.
 */
export function openLeads(config: Config, logger: Logger): Leads {
  let store: LeadStore | undefined;
  try {
    store = LeadStore.open(config.DATA_DIR);
  } catch (error) {
    logger.error({ err: error, dataDir: config.DATA_DIR }, 'lead store unavailable');
  }
  const forwarder =
    store && config.LEADS_WEBHOOK_URL
      ? new WebhookForwarder(store, config.LEADS_WEBHOOK_URL, logger, config.LEADS_RETRY_BASE_MS)
      : undefined;
  forwarder?.start();
  const service = new LeadService(store, forwarder, logger);
  return {
    service,
    formGateway: { submit: async (kind, input) => service.submit(kind, input, 'form') },
    writable: () => store?.isWritable() ?? false,
    async close() {
      await forwarder?.stop();
      store?.close();
    },
  };
}
