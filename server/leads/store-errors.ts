/** The store cannot take writes right now (closed, disk full, database down): lead posts get 503. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}

// SQLite result codes (better-sqlite3 puts them on `code`, extended codes share the prefix).
const SQLITE_UNAVAILABLE = [
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_PERM',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
];
// PostgreSQL SQLSTATE classes: 08 connection, 53 insufficient resources (53100 disk full), 57 operator
// intervention (shutdown, statement timeout), 58 system/I-O error; and 25006 read-only transaction.
const PG_CLASSES = ['08', '53', '57', '58'];
// Node socket errors and pg-pool's own messages when the server cannot be reached.
const NET_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH'];
const PG_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end|Client has encountered a connection error/;

const codeOf = (error: object): string => ('code' in error && typeof error.code === 'string' ? error.code : '');

/** Whether an error from a lead store means "the database cannot take writes now" rather than a bug. */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (SQLITE_UNAVAILABLE.some((prefix) => code.startsWith(prefix))) return true;
  if (/^[0-9A-Z]{5}$/.test(code) && (PG_CLASSES.includes(code.slice(0, 2)) || code === '25006')) return true;
  if (NET_CODES.includes(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isStoreUnavailable);
  // better-sqlite3 throws a TypeError once its connection is closed.
  return (
    error instanceof Error &&
    (PG_MESSAGES.test(error.message) || error.message === 'The database connection is not open')
  );
}
