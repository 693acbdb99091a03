import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadKind } from '../../shared/lead-types';
import { isRecord, type DueDelivery, type LeadStore, type StoredLead } from './lead-store';
import { migrations } from './migrations';
import { StoreUnavailableError } from './store-errors';

interface LeadRow {
  id: string;
  kind: LeadKind;
  payload: string;
  source: 'api' | 'form';
  created_at: string;
  status: 'pending' | 'delivered' | null;
  delivered_at: string | null;
}

interface DueRow {
  lead_id: string;
  attempts: number;
  kind: LeadKind;
  payload: string;
  created_at: string;
}

const parsePayload = (text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  return isRecord(value) ? value : {};
};

/**
 * Leads in a SQLite file under DATA_DIR. WAL with synchronous=FULL: when insert() resolves, the row is
 * on disk, so a crash right after the 201 loses nothing. One process only (no replicas).
 */
export class SqliteLeadStore implements LeadStore {
  private constructor(private readonly db: Database.Database) {}

  static open(dataDir: string): SqliteLeadStore {
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(join(dataDir, 'leads.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const version = Number(db.pragma('user_version', { simple: true }));
    db.transaction(() => {
      migrations.slice(version).forEach((sql) => db.exec(sql));
      db.pragma(`user_version = ${migrations.length}`);
      // One process owns the file: claims still marked are from a run that died mid-delivery; due now.
      db.prepare('UPDATE outbox SET leased = 0, next_attempt_at = ? WHERE leased = 1').run(Date.now());
    })();
    return new SqliteLeadStore(db);
  }

  private get open(): Database.Database {
    if (!this.db.open) throw new StoreUnavailableError('lead store is closed');
    return this.db;
  }

  async insert(kind: LeadKind, payload: object, source: 'api' | 'form', forward: boolean): Promise<string> {
    const db = this.open;
    const id = randomUUID();
    const now = new Date();
    db.transaction(() => {
      db.prepare('INSERT INTO leads (id, kind, payload, source, created_at) VALUES (?, ?, ?, ?, ?)').run(
        id,
        kind,
        JSON.stringify(payload),
        source,
        now.toISOString(),
      );
      if (forward) db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)').run(id, now.getTime());
    })();
    return id;
  }

  async list(since?: Date): Promise<StoredLead[]> {
    const rows = this.open
      .prepare<[string], LeadRow>(
        `SELECT l.id, l.kind, l.payload, l.source, l.created_at, o.status, o.delivered_at
           FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
          WHERE l.created_at >= ? ORDER BY l.created_at, l.id`,
      )
      .all(since ? since.toISOString() : '');
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      payload: parsePayload(r.payload),
      source: r.source,
      createdAt: r.created_at,
      delivery: r.status ?? 'not forwarded',
      deliveredAt: r.delivered_at,
    }));
  }

  async claimDue(limit: number, leaseMs: number): Promise<DueDelivery[]> {
    const db = this.open;
    const now = Date.now();
    const rows = db.transaction(() => {
      const due = db
        .prepare<[number, number], DueRow>(
          `SELECT o.lead_id, o.attempts, l.kind, l.payload, l.created_at FROM outbox o JOIN leads l ON l.id = o.lead_id
            WHERE o.status = 'pending' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
        )
        .all(now, limit);
      const lease = db.prepare('UPDATE outbox SET next_attempt_at = ?, leased = 1 WHERE lead_id = ?');
      for (const row of due) lease.run(now + leaseMs, row.lead_id);
      return due;
    })();
    return rows.map((r) => ({
      leadId: r.lead_id,
      attempts: r.attempts,
      kind: r.kind,
      payload: parsePayload(r.payload),
      createdAt: r.created_at,
    }));
  }

  async msUntilNextDue(): Promise<number | undefined> {
    const row = this.open
      .prepare<[], { at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'`)
      .get();
    return row?.at == null ? undefined : Math.max(0, row.at - Date.now());
  }

  async markDelivered(leadId: string): Promise<void> {
    this.open
      .prepare(
        `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL, leased = 0 WHERE lead_id = ? AND status = 'pending'`,
      )
      .run(new Date().toISOString(), leadId);
  }

  async markFailed(leadId: string, error: string, retryInMs: number): Promise<void> {
    this.open
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, leased = 0 WHERE lead_id = ? AND status = 'pending'`,
      )
      .run(error.slice(0, 500), Date.now() + retryInMs, leadId);
  }

  async outboxDepth(): Promise<number> {
    return (
      this.open.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'`).get()?.n ?? 0
    );
  }

  /** Two committed writes (synchronous=FULL syncs the WAL each time): a full or read-only disk fails here. */
  async probe(): Promise<void> {
    const db = this.open;
    const id = randomUUID();
    db.prepare('INSERT INTO readiness_probe (id, at) VALUES (?, ?)').run(id, new Date().toISOString());
    db.prepare('DELETE FROM readiness_probe WHERE id = ?').run(id);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
