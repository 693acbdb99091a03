import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadKind } from '../../shared/lead-types';
import { migrations } from './migrations';

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

interface LeadRow {
  id: string;
  kind: LeadKind;
  payload: string;
  source: 'api' | 'form';
  created_at: string;
  status: 'pending' | 'delivered' | null;
  delivered_at: string | null;
}

/**
 * Leads in a SQLite file under DATA_DIR. WAL with synchronous=FULL: when insert() returns, the row is
 * on disk, so a crash right after the 201 loses nothing.
 */
export class LeadStore {
  private readonly db: Database.Database;

  private constructor(db: Database.Database) {
    this.db = db;
  }

  static open(dataDir: string): LeadStore {
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(join(dataDir, 'leads.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const version = db.pragma('user_version', { simple: true }) as number;
    db.transaction(() => {
      migrations.slice(version).forEach((sql) => db.exec(sql));
      db.pragma(`user_version = ${migrations.length}`);
    })();
    return new LeadStore(db);
  }

  /** Stores a lead, and queues it for the webhook when one is configured, in one transaction. */
  insert(kind: LeadKind, payload: object, source: 'api' | 'form', forward: boolean): string {
    const id = randomUUID();
    const now = new Date();
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO leads (id, kind, payload, source, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(id, kind, JSON.stringify(payload), source, now.toISOString());
      if (forward) this.db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)').run(id, now.getTime());
    })();
    return id;
  }

  /** Leads created on or after `since` (all when undefined), oldest first. */
  list(since?: Date): StoredLead[] {
    const rows = this.db
      .prepare(
        `SELECT l.id, l.kind, l.payload, l.source, l.created_at, o.status, o.delivered_at
           FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
          WHERE l.created_at >= ? ORDER BY l.created_at, l.id`,
      )
      .all(since ? since.toISOString() : '') as LeadRow[];
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      source: r.source,
      createdAt: r.created_at,
      delivery: r.status ?? 'not forwarded',
      deliveredAt: r.delivered_at,
    }));
  }

  dueDeliveries(now: number, limit: number): DueDelivery[] {
    const rows = this.db
      .prepare(
        `SELECT o.lead_id, o.attempts, l.kind, l.payload, l.created_at FROM outbox o JOIN leads l ON l.id = o.lead_id
          WHERE o.status = 'pending' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
      )
      .all(now, limit) as { lead_id: string; attempts: number; kind: LeadKind; payload: string; created_at: string }[];
    return rows.map((r) => ({
      leadId: r.lead_id,
      attempts: r.attempts,
      kind: r.kind,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      createdAt: r.created_at,
    }));
  }

  /** When the next pending delivery falls due (ms epoch), or undefined when none is pending. */
  nextDueAt(): number | undefined {
    const row = this.db.prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'`).get() as { at: number | null };
    return row.at ?? undefined;
  }

  markDelivered(leadId: string): void {
    this.db
      .prepare(`UPDATE outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL WHERE lead_id = ?`)
      .run(new Date().toISOString(), leadId);
  }

  markFailed(leadId: string, error: string, nextAttemptAt: number): void {
    this.db
      .prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE lead_id = ?')
      .run(error.slice(0, 500), nextAttemptAt, leadId);
  }

  /** A write probe: takes the write lock and releases it, so a read-only or vanished store shows. */
  isWritable(): boolean {
    try {
      this.db.exec('BEGIN IMMEDIATE; ROLLBACK;');
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
