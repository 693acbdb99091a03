import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Pool, QueryResultRow } from 'pg';

interface Database {
  pool: Pool;
  ready(): Promise<void>;
}

interface HitsRow {
  hits: number;
  expires_at: Date;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * express-rate-limit counters in PostgreSQL, so every replica counts against the same limit: one
 * upsert per hit (a fixed window per key that restarts once it has expired). Expired rows are swept
 * at most once a minute per replica.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    prefix = 'leads:',
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private async query<R extends QueryResultRow>(sql: string, params: unknown[]): Promise<R[]> {
    await this.db.ready();
    return (await this.db.pool.query<R>(sql, params)).rows;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.query<HitsRow>(
      'SELECT hits, expires_at FROM rate_limit_hits WHERE key = $1 AND expires_at > now()',
      [this.prefix + key],
    );
    return row ? { totalHits: row.hits, resetTime: row.expires_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [row] = await this.query<HitsRow>(
      `INSERT INTO rate_limit_hits AS r (key, hits, expires_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits       = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
       RETURNING hits, expires_at`,
      [this.prefix + key, this.windowMs],
    );
    this.sweep();
    return { totalHits: row?.hits ?? 1, resetTime: row?.expires_at ?? new Date(Date.now() + this.windowMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.query('UPDATE rate_limit_hits SET hits = GREATEST(0, hits - 1) WHERE key = $1', [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }

  private sweep(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    this.query('DELETE FROM rate_limit_hits WHERE expires_at < now()', []).catch(() => undefined);
  }
}
