import { stringify } from 'csv-stringify/sync';
import pino from 'pino';
import { loadConfig, type Config } from '../config';
import type { StoredLead } from './lead-store';
import { openLeadStore } from './open-store';

const USAGE = 'Usage: npm run leads -- export [--since YYYY-MM-DD]';

/** Visitors' text, made inert for spreadsheets: a leading = + - @ would otherwise run as a formula. */
export const cell = (value: unknown) => {
  const s = typeof value === 'string' ? value : '';
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

/** One row per lead; contact and registration fields share the columns they have in common. */
function row(lead: StoredLead): string[] {
  const p = lead.payload;
  const name = lead.kind === 'contact' ? cell(p['fullName']) : `${cell(p['firstName'])} ${cell(p['lastName'])}`.trim();
  return [
    lead.id,
    lead.kind,
    lead.createdAt,
    name,
    cell(p['email']),
    lead.kind === 'contact' ? cell(p['company']) : cell(p['organization']),
    cell(p['phone']),
    cell(p['subject']),
    cell(p['message']),
    lead.source,
    lead.delivery,
    lead.deliveredAt ?? '',
  ];
}

const HEADER = [
  'id',
  'type',
  'created_at',
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'message',
  'source',
  'delivery',
  'delivered_at',
];

/** Parses `export [--since YYYY-MM-DD]`; a bad argument is a usage error (exit 2). */
export function parseArgs(args: string[]): { since?: Date } {
  const [command, ...rest] = args;
  if (command !== 'export') throw new Error(USAGE);
  if (rest.length === 0) return {};
  const [flag, value] = rest;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? new Date(`${value}T00:00:00.000Z`) : undefined;
  if (flag !== '--since' || rest.length !== 2 || !date || Number.isNaN(date.getTime())) throw new Error(USAGE);
  return { since: date };
}

/** Every lead as CSV, from whichever store the configuration names (PostgreSQL or the SQLite file). */
export async function exportCsv(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, since?: Date): Promise<string> {
  const store = openLeadStore(config, pino({ level: 'error' }, pino.destination(2)));
  try {
    return stringify([HEADER, ...(await store.list(since)).map(row)]);
  } finally {
    await store.close();
  }
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const config = loadConfig();
  process.stdout.write(await exportCsv(config, args.since));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
