// PostgreSQL SQLSTATE codes that mean "not now" rather than "wrong": the server is going away
// or refusing connections (class 08, 57P0x, 53300 too many connections, 55000 a database
// switched to ALLOW_CONNECTIONS false for maintenance, 3D000 a database dropped or not yet
// restored), a statement ran out of time (57014) or could not get a lock in time (55P03), or
// the transaction lost a race it may retry (40001, 40P01). Our own SQL raises 55000 nowhere
// else, so the code alone is enough.
const PG_UNAVAILABLE = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '3D000',
  '53300',
  '55000',
  '55P03',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '40001',
  '40P01',
]);
// Node socket failures on the way to the database server.
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// better-sqlite3: another connection holds the lock, or the file cannot be reached.
const SQLITE_UNAVAILABLE = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);
// pg and pg-pool report their own timeouts and broken connections only in words.
const PG_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /driver has already been destroyed/i,
  /The database connection is not open/i,
];

/** Whether an error means the database cannot serve right now (a 503), as opposed to a bug. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    typeof code === 'string' &&
    (PG_UNAVAILABLE.has(code) || NETWORK.has(code) || SQLITE_UNAVAILABLE.has(code))
  ) {
    return true;
  }
  if (typeof message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // node-postgres reports a failed connection to a host with several addresses (localhost: ::1
  // and 127.0.0.1) as an AggregateError of one error per address; read by shape, since an error
  // from another realm (a worker, a test runner's sandbox) fails instanceof.
  const { errors } = error as { errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
