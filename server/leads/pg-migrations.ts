/**
 * PostgreSQL schema versions, applied in order at start under an advisory lock, so replicas starting
 * together migrate once; schema_migrations records which have run.
 */
export const pgMigrations: readonly string[] = [
  `CREATE TABLE leads (
     id         uuid PRIMARY KEY,
     kind       text NOT NULL CHECK (kind IN ('contact', 'registration')),
     payload    jsonb NOT NULL,
     source     text NOT NULL CHECK (source IN ('api', 'form')),
     created_at timestamptz NOT NULL
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE TABLE outbox (
     lead_id         uuid PRIMARY KEY REFERENCES leads (id),
     status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
     attempts        integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_error      text,
     delivered_at    timestamptz
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
   CREATE TABLE readiness_probe (id uuid PRIMARY KEY, at timestamptz NOT NULL DEFAULT now());`,
  // The shared lead rate limit: one row per client address and window.
  `CREATE TABLE rate_limit_hits (
     key        text PRIMARY KEY,
     hits       integer NOT NULL,
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at);`,
];
