import type { LeadKind } from '../../shared/lead-types';

export interface StoredLead {
  id: string;
  kind: LeadKind;
  payload: Record<string, unknown>;
  source: 'api' | 'form';
  createdAt: string;
  delivery: 'delivered' | 'pending' | 'not forwarded';
  deliveredAt: string | null;
}

export interface DueDelivery {
  leadId: string;
  attempts: number;
  kind: LeadKind;
  payload: Record<string, unknown>;
  createdAt: string;
}

/**
 * Where leads and their webhook outbox live: SQLite on one machine, PostgreSQL for replicas. Each
 * store keeps its own clock for delivery times, so replicas never compare their clocks.
 */
export interface LeadStore {
  /** Stores a lead, and queues it for the webhook when `forward`, in one transaction; resolves once durable. */
  insert(kind: LeadKind, payload: object, source: 'api' | 'form', forward: boolean): Promise<string>;
  /** Leads created on or after `since` (all when undefined), oldest first. */
  list(since?: Date): Promise<StoredLead[]>;
  /**
   * Claims up to `limit` due deliveries for `leaseMs`: nobody else gets them until the lease runs out,
   * so a claim by a process that died is picked up again after that.
   */
  claimDue(limit: number, leaseMs: number): Promise<DueDelivery[]>;
  /** Milliseconds until the next pending delivery is due (0 if overdue), undefined when none is pending. */
  msUntilNextDue(): Promise<number | undefined>;
  markDelivered(leadId: string): Promise<void>;
  markFailed(leadId: string, error: string, retryInMs: number): Promise<void>;
  /** Deliveries not yet acknowledged by the webhook. */
  outboxDepth(): Promise<number>;
  /** Writes a row and deletes it again; rejects when the store cannot take writes (full, read-only, gone). */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
