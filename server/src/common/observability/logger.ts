import pino, { type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * One JSON line per event on stdout (pino). Written asynchronously, so a busy server does not
 * wait on its log pipe; flushed when the process stops. Nothing that could carry a credential
 * is ever logged: no headers, bodies or query strings (see request-log.ts).
 */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'waters' }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
}

/** Writes out what is still buffered; call right before the process exits. */
export function flushLogs(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // Nothing to flush yet (the stream had not opened): nothing is lost.
  }
}
