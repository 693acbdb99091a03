import type { Logger } from 'pino';
import { request } from 'undici';
import { countDelivery, observeUpstream } from '../metrics/metrics';
import type { DueDelivery, LeadStore } from './lead-store';

const MAX_DELAY_MS = 30_000;
const TIMEOUT_MS = 10_000;
const BATCH = 10;
// Other replicas' leads (and claims left by one that died) are noticed at least this often.
const POLL_MS = 5_000;

/** Delay before attempt n+1 after n failures: base·2ⁿ⁻¹, capped at 30 s. */
export const retryDelay = (failures: number, baseMs: number) =>
  Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, failures - 1));

export interface ForwarderOptions {
  retryBaseMs?: number;
  /** How long a claimed batch is ours; a request never outlives half of it. */
  leaseMs?: number;
}

/**
 * Sends queued leads to LEADS_WEBHOOK_URL until the receiver answers 2xx. The queue lives in the lead
 * store, so deliveries resume after a restart, and with PostgreSQL any replica may deliver any lead:
 * each batch is claimed with a lease, so one replica sends it and a dead replica's batch falls due
 * again. Each POST carries the lead id as Idempotency-Key: a receiver sees a lead once even if a crash
 * falls between its 2xx and our bookkeeping.
 */
export class WebhookForwarder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly retryBaseMs: number;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly store: LeadStore,
    private readonly url: string,
    private readonly logger: Logger,
    { retryBaseMs = 1000, leaseMs = 60_000 }: ForwarderOptions = {},
  ) {
    this.retryBaseMs = retryBaseMs;
    this.leaseMs = leaseMs;
    this.timeoutMs = Math.min(TIMEOUT_MS, Math.floor(leaseMs / 2));
  }

  start(): void {
    this.wake();
  }

  /** Runs a pass now (a new lead arrived) unless one is running. */
  wake(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.pass()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'lead outbox unavailable; will retry'))
      .finally(() => {
        this.running = undefined;
        void this.schedule();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    const next = await this.store.msUntilNextDue().catch(() => undefined);
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.min(next ?? POLL_MS, POLL_MS));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    while (!this.stopped) {
      const due = await this.store.claimDue(BATCH, this.leaseMs);
      if (due.length === 0) return;
      await Promise.all(due.map((delivery) => this.deliver(delivery)));
    }
  }

  private async post(delivery: DueDelivery): Promise<number> {
    const res = await request(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': delivery.leadId },
      body: JSON.stringify({
        id: delivery.leadId,
        type: delivery.kind,
        createdAt: delivery.createdAt,
        lead: delivery.payload,
      }),
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    await res.body.dump();
    return res.statusCode;
  }

  private async deliver(delivery: DueDelivery): Promise<void> {
    let outcome: { ok: true } | { ok: false; reason: string };
    try {
      const status = await observeUpstream(
        'webhook',
        () => this.post(delivery),
        (s) => s < 200 || s >= 300,
      );
      outcome = status >= 200 && status < 300 ? { ok: true } : { ok: false, reason: `HTTP ${status}` };
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    countDelivery(outcome.ok ? 'delivered' : 'failed');
    if (outcome.ok) {
      await this.store.markDelivered(delivery.leadId);
      this.logger.info({ leadId: delivery.leadId, attempts: delivery.attempts + 1 }, 'lead delivered to webhook');
      return;
    }
    const failures = delivery.attempts + 1;
    const delay = retryDelay(failures, this.retryBaseMs);
    await this.store.markFailed(delivery.leadId, outcome.reason, delay);
    this.logger.warn(
      { leadId: delivery.leadId, failures, retryInMs: delay, reason: outcome.reason },
      'lead webhook delivery failed',
    );
  }
}
