import pino, { type Logger } from 'pino';
import { LineBatch } from './line-batch.js';

import type { LogLevel } from '../../config/observability-config.js';

export type { LogLevel };

/** Lines are written in batches of about this many characters (one write instead of one per request)… */
const BATCH_CHARS = 16_384;
/** …and at least this often, so a quiet server's lines are never held back for long. */
const FLUSH_EVERY_MS = 500;

/**
 * One JSON line per event on stdout (pino). Written in batches, so a busy server pays one write
 * per ~80 lines rather than one per line; flushed every half second and when the process stops.
 * The batch is written synchronously (pino's default): handing each batch to a libuv thread and
 * back measured 2.1 µs per line, against 0.7 µs written here. Nothing that could carry a
 * credential is ever logged: no headers, bodies or query strings (see request-log.ts).
 */
export function createLogger(level: LogLevel): Logger {
  const stdout = pino.destination({ dest: 1, sync: true });
  return pino(
    { level, base: { service: 'waters' }, timestamp: pino.stdTimeFunctions.isoTime },
    new LineBatch(stdout, BATCH_CHARS),
  );
}

/** Writes out the batch every FLUSH_EVERY_MS while the server runs; returns the function that stops it. */
export function flushLogsPeriodically(logger: Logger): () => void {
  const timer = setInterval(() => logger.flush(), FLUSH_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Writes out what is still buffered; call right before the process exits. */
export function flushLogs(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // stdout is gone (a closed pipe): nothing more can be written, and exiting must go on.
  }
}
