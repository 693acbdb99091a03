import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { LeadGateway } from '../../shared/lead-types';
import type { Config } from '../config';
import { watchOutbox } from '../metrics/metrics';
import { LeadService } from './lead-service';
import type { LeadStore } from './lead-store';
import { openLeadStore } from './open-store';
import { PgLeadStore } from './pg-lead-store';
import { PgRateLimitStore } from './pg-rate-limit-store';
import { WebhookForwarder } from './webhook-forwarder';

const PROBE_TIMEOUT_MS = 3_000;

export interface Leads {
  service: LeadService;
  /** For page actions (no-JavaScript form posts). */
  formGateway: LeadGateway;
  /** The store, when it opened (metrics read the outbox depth from it). */
  store: LeadStore | undefined;
  /** With PostgreSQL: the lead rate limit's counters, shared by every replica. */
  rateLimitStore: Store | undefined;
  /**
   * A rate-limit store in the same PostgreSQL for another limit (its own key prefix), so replicas count
   * together; undefined without DATABASE_URL (each replica counts alone).
   */
  sharedRateLimit: (prefix: string) => Store | undefined;
  /** False when the store cannot take a real write within a few seconds: /readyz reports it. */
  writable(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the lead store (SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL) and, with
 * LEADS_WEBHOOK_URL, starts forwarding. A store that cannot open keeps the site up (pages still serve)
 * but answers lead posts 503 and fails readiness.
 */
export function openLeads(
  config: Config,
  logger: Logger,
  open: () => LeadStore = () => openLeadStore(config, logger),
): Leads {
  let store: LeadStore | undefined;
  try {
    store = open();
  } catch (error) {
    logger.error({ err: error, dataDir: config.DATA_DIR }, 'lead store unavailable');
  }
  const forwarder =
    store && config.LEADS_WEBHOOK_URL
      ? new WebhookForwarder(store, config.LEADS_WEBHOOK_URL, logger, {
          retryBaseMs: config.LEADS_RETRY_BASE_MS,
          leaseMs: config.LEADS_CLAIM_LEASE_MS,
        })
      : undefined;
  forwarder?.start();
  if (store) {
    const s = store;
    watchOutbox(() => s.outboxDepth());
  }
  const service = new LeadService(store, forwarder, logger);
  // Concurrent /readyz calls share one probe.
  let probing: Promise<boolean> | undefined;
  const probe = async (s: LeadStore): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
    const write = s.probe().then(
      () => true,
      (error: unknown) => {
        logger.warn({ err: error }, 'lead store write probe failed');
        return false;
      },
    );
    try {
      return await Promise.race([write, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    service,
    formGateway: { submit: (kind, input) => service.submit(kind, input, 'form') },
    store,
    rateLimitStore: store instanceof PgLeadStore ? new PgRateLimitStore(store) : undefined,
    sharedRateLimit: (prefix) => (store instanceof PgLeadStore ? new PgRateLimitStore(store, prefix) : undefined),
    writable() {
      if (!store) return Promise.resolve(false);
      probing ??= probe(store).finally(() => (probing = undefined));
      return probing;
    },
    async close() {
      await forwarder?.stop();
      await store?.close();
    },
  };
}
