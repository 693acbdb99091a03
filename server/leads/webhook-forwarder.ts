import type { Logger } from 'pino';
import { request } from 'undici';
import type { DueDelivery, LeadStore } from './lead-store';

const MAX_DELAY_MS = 30_000;
const TIMEOUT_MS = 10_000;
const BATCH = 20;

/** Delay before attempt n+1 after n failures: base·2ⁿ⁻¹, capped at 30 s. */
export const retryDelay = (failures: number, baseMs: number) => Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, failures - 1));

/**
 * Sends queued leads to LEADS_WEBHOOK_URL until the receiver answers 2xx. The queue lives in the lead
 * store, so deliveries resume after a restart. Each POST carries the lead id as Idempotency-Key: a
 * receiver sees a lead once even if a crash falls between its 2xx and our bookkeeping.
 */
export class WebhookForwarder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly store: LeadStore,
    private readonly url: string,
    private readonly logger: Logger,
    private readonly retryBaseMs = 1000,
  ) {}

  start(): void {
    this.wake();
  }

  /** Runs a pass now (a new lead arrived) unless one is running. */
  wake(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      this.schedule();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = this.store.nextDueAt();
    if (next === undefined) return;
    this.timer = setTimeout(() => this.wake(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    for (let due = this.store.dueDeliveries(Date.now(), BATCH); due.length > 0 && !this.stopped; due = this.store.dueDeliveries(Date.now(), BATCH)) {
      for (const delivery of due) await this.deliver(delivery);
    }
  }

  private async deliver(delivery: DueDelivery): Promise<void> {
    try {
      const res = await request(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': delivery.leadId },
        body: JSON.stringify({ id: delivery.leadId, type: delivery.kind, createdAt: delivery.createdAt, lead: delivery.payload }),
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      await res.body.dump();
      if (res.statusCode >= 200 && res.statusCode < 300) {
        this.store.markDelivered(delivery.leadId);
        this.logger.info({ leadId: delivery.leadId, attempts: delivery.attempts + 1 }, 'lead delivered to webhook');
        return;
      }
      this.fail(delivery, `HTTP ${res.statusCode}`);
    } catch (error) {
      this.fail(delivery, (error as Error).message);
    }
  }

  private fail(delivery: DueDelivery, reason: string): void {
    const failures = delivery.attempts + 1;
    const delay = retryDelay(failures, this.retryBaseMs);
    this.store.markFailed(delivery.leadId, reason, Date.now() + delay);
    this.logger.warn({ leadId: delivery.leadId, failures, retryInMs: delay, reason }, 'lead webhook delivery failed');
  }
}
