/** Driver error codes, read the same way whether TypeORM wrapped the error or not. */
function driverCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

const DUPLICATE_KEY = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
/** Lost a lock race: the whole transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);

/** A unique index refused a row that another request inserted first. */
export const isDuplicateKey = (error: unknown): boolean => DUPLICATE_KEY.has(driverCode(error) ?? '');

/** A deadlock or lock timeout (MySQL/MariaDB) or a busy database (SQLite). */
export const isRetryableConflict = (error: unknown): boolean => RETRYABLE.has(driverCode(error) ?? '');

/** Said when a transaction lost a lock race twice; the caller may simply try again. */
export const BUSY_MESSAGE = 'Another change to the same data was being saved at the same time. Please try again.';
