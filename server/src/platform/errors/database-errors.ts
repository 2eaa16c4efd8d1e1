interface DriverError {
  code?: unknown;
  fatal?: unknown;
  message?: unknown;
  driverError?: DriverError;
}

/** Driver error codes, read the same way whether TypeORM wrapped the error or not. */
function driverCode(error: unknown): string | undefined {
  const e = error as DriverError | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

const DUPLICATE_KEY = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
/** Lost a lock race: the whole transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);

/**
 * The database cannot be reached or dropped the connection: refused, reset, timed out, shut down, out
 * of connections (network codes, mysql2's PROTOCOL_* codes, MariaDB's own).
 */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
]);
/** mysql2's words for a pool or connection that can no longer be used (these carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(Pool is closed\.|Can't add new command when connection is in closed state|Can't write in closed state|Queue limit reached\.|No connections available\.)$/;

/** A unique index refused a row that another request inserted first. */
export const isDuplicateKey = (error: unknown): boolean => DUPLICATE_KEY.has(driverCode(error) ?? '');

/** A deadlock or lock timeout (MySQL/MariaDB) or a busy database (SQLite). */
export const isRetryableConflict = (error: unknown): boolean => RETRYABLE.has(driverCode(error) ?? '');

/**
 * The database is not answering (stopped, restarting, unreachable) or broke the connection mid-query:
 * an outage, not a bug, and nothing the caller did (answered 503 with Retry-After). mysql2 marks every
 * error after which a connection is unusable `fatal`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE.has(driverCode(error) ?? '')) return true;
  const e = error as DriverError | null;
  return [e, e?.driverError].some(
    (d) =>
      typeof d === 'object' &&
      d !== null &&
      (d.fatal === true || (typeof d.message === 'string' && UNAVAILABLE_MESSAGE.test(d.message))),
  );
}

/** Said when a transaction lost a lock race twice; the caller may simply try again. */
export const BUSY_MESSAGE = 'Another change to the same data was being saved at the same time. Please try again.';
