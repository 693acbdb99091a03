import { randomUUID } from 'node:crypto';
import { Pool, type QueryResultRow } from 'pg';
import type { Logger } from 'pino';
import type { LeadKind } from '../../shared/lead-types';
import { isRecord, type DueDelivery, type LeadStore, type StoredLead } from './lead-store';
import { pgMigrations } from './pg-migrations';

interface LeadRow {
  id: string;
  kind: LeadKind;
  payload: unknown;
  source: 'api' | 'form';
  created_at: Date;
  status: 'pending' | 'delivered' | null;
  delivered_at: Date | null;
}

interface DueRow {
  lead_id: string;
  attempts: number;
  kind: LeadKind;
  payload: unknown;
  created_at: Date;
}

// Any number 0..2^31: an arbitrary but fixed key for the migration lock.
const MIGRATION_LOCK = 727_274_133;

/** Bounded waits everywhere: a database that hangs turns into an error (then 503), not a stuck request. */
export function createPool(url: string, logger: Logger): Pool {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
    application_name: 'northwind-edi-site',
  });
  // An idle client losing its connection emits here; unhandled, it would end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  return pool;
}

/** Applies the migrations not yet recorded, once, whichever replica gets the lock first. */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
    const done = rows[0]?.v ?? 0;
    for (const [index, sql] of pgMigrations.entries()) {
      if (index + 1 <= done) continue;
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const toDue = (r: DueRow): DueDelivery => ({
  leadId: r.lead_id,
  attempts: r.attempts,
  kind: r.kind,
  payload: isRecord(r.payload) ? r.payload : {},
  createdAt: r.created_at.toISOString(),
});

/**
 * Leads in PostgreSQL, shared by every replica. A commit returns once it is in the WAL (the server's
 * synchronous_commit), so a 201 is durable. The outbox is claimed with FOR UPDATE SKIP LOCKED plus a
 * lease: each due row goes to one replica at a time, and a dead replica's claims fall due again.
 */
export class PgLeadStore implements LeadStore {
  private migrated: Promise<void> | undefined;

  constructor(
    readonly pool: Pool,
    private readonly logger: Logger,
  ) {}

  /** Migrations run before the first query; a database that was down at start is migrated on a later call. */
  ready(): Promise<void> {
    this.migrated ??= migrate(this.pool).catch((error: unknown) => {
      this.migrated = undefined;
      this.logger.warn({ err: error }, 'database migration failed; will retry');
      throw error;
    });
    return this.migrated;
  }

  private async query<R extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
    await this.ready();
    return (await this.pool.query<R>(sql, params)).rows;
  }

  async insert(kind: LeadKind, payload: object, source: 'api' | 'form', forward: boolean): Promise<string> {
    const id = randomUUID();
    // One statement, so lead and outbox row commit together without holding a client across awaits.
    await this.query(
      `WITH lead AS (INSERT INTO leads (id, kind, payload, source, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id)
       INSERT INTO outbox (lead_id) SELECT id FROM lead WHERE $6`,
      [id, kind, JSON.stringify(payload), source, new Date().toISOString(), forward],
    );
    return id;
  }

  async list(since?: Date): Promise<StoredLead[]> {
    const rows = await this.query<LeadRow>(
      `SELECT l.id, l.kind, l.payload, l.source, l.created_at, o.status, o.delivered_at
         FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
        WHERE $1::timestamptz IS NULL OR l.created_at >= $1 ORDER BY l.created_at, l.id`,
      [since?.toISOString() ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      payload: isRecord(r.payload) ? r.payload : {},
      source: r.source,
      createdAt: r.created_at.toISOString(),
      delivery: r.status ?? 'not forwarded',
      deliveredAt: r.delivered_at?.toISOString() ?? null,
    }));
  }

  async claimDue(limit: number, leaseMs: number): Promise<DueDelivery[]> {
    const rows = await this.query<DueRow>(
      `WITH due AS (
         SELECT lead_id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       UPDATE outbox o SET next_attempt_at = now() + $2 * interval '1 millisecond'
         FROM due, leads l WHERE o.lead_id = due.lead_id AND l.id = o.lead_id
       RETURNING o.lead_id, o.attempts, l.kind, l.payload, l.created_at`,
      [limit, leaseMs],
    );
    return rows.map(toDue);
  }

  async msUntilNextDue(): Promise<number | undefined> {
    const [row] = await this.query<{ ms: number | null }>(
      `SELECT (EXTRACT(EPOCH FROM MIN(next_attempt_at) - now()) * 1000)::float8 AS ms FROM outbox WHERE status = 'pending'`,
    );
    return row?.ms == null ? undefined : Math.max(0, row.ms);
  }

  async markDelivered(leadId: string): Promise<void> {
    await this.query(
      `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, delivered_at = now(), last_error = NULL WHERE lead_id = $1 AND status = 'pending'`,
      [leadId],
    );
  }

  async markFailed(leadId: string, error: string, retryInMs: number): Promise<void> {
    await this.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond' WHERE lead_id = $1 AND status = 'pending'`,
      [leadId, error.slice(0, 500), retryInMs],
    );
  }

  async outboxDepth(): Promise<number> {
    const [row] = await this.query<{ n: number }>(`SELECT COUNT(*)::integer AS n FROM outbox WHERE status = 'pending'`);
    return row?.n ?? 0;
  }

  /** Two committed writes over the network: a database that is down, read-only or out of disk fails here. */
  async probe(): Promise<void> {
    const id = randomUUID();
    await this.query('INSERT INTO readiness_probe (id) VALUES ($1)', [id]);
    await this.query('DELETE FROM readiness_probe WHERE id = $1', [id]);
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
