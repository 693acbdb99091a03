/** SQLite schema versions, applied in order at start; PRAGMA user_version records how far a file has come. */
export const migrations: readonly string[] = [
  `CREATE TABLE leads (
     id         TEXT PRIMARY KEY,
     kind       TEXT NOT NULL CHECK (kind IN ('contact', 'registration')),
     payload    TEXT NOT NULL,
     source     TEXT NOT NULL CHECK (source IN ('api', 'form')),
     created_at TEXT NOT NULL
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE TABLE outbox (
     lead_id         TEXT PRIMARY KEY REFERENCES leads (id),
     status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     delivered_at    TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // The readiness probe writes and deletes a row here: proof that a commit reaches the disk.
  `CREATE TABLE readiness_probe (id TEXT PRIMARY KEY, at TEXT NOT NULL);`,
  // Marks a delivery claimed by the running process, so the next start can release what a crash left.
  `ALTER TABLE outbox ADD COLUMN leased INTEGER NOT NULL DEFAULT 0;`,
];
