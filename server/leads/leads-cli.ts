import { stringify } from 'csv-stringify/sync';
import { loadConfig } from '../config';
import { LeadStore, type StoredLead } from './lead-store';

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

const HEADER = ['id', 'type', 'created_at', 'name', 'email', 'company', 'phone', 'subject', 'message', 'source', 'delivery', 'delivered_at'];

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

export function exportCsv(dataDir: string, since?: Date): string {
  const store = LeadStore.open(dataDir);
  try {
    return stringify([HEADER, ...store.list(since).map(row)]);
  } finally {
    store.close();
  }
}

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const config = loadConfig();
  process.stdout.write(exportCsv(config.DATA_DIR, args.since));
}

if (require.main === module) main();
