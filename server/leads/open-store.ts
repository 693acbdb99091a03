import type { Logger } from 'pino';
import type { Config } from '../config';
import type { LeadStore } from './lead-store';
import { createPool, PgLeadStore } from './pg-lead-store';
import { SqliteLeadStore } from './sqlite-lead-store';

/** PostgreSQL when DATABASE_URL is set (replicas), else the SQLite file under DATA_DIR (one machine). */
export function openLeadStore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, logger: Logger): LeadStore {
  if (config.DATABASE_URL) return new PgLeadStore(createPool(config.DATABASE_URL, logger), logger);
  return SqliteLeadStore.open(config.DATA_DIR);
}
