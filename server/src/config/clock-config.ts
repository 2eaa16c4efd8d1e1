import { ConfigError } from './config-error.js';

/**
 * CLOCK_START (an ISO instant, e.g. 2026-12-07T05:00:00+08:00): the application's clock starts
 * there and runs on at the real pace, so a browser test or a demo can live a Monday morning at
 * 05:00 Manila time on any day. Refused in production, where only the real time may be told.
 */
export function parseClockStart(value: string | undefined, env: string): Date | null {
  if (value === undefined || value === '') return null;
  if (env === 'production') throw new ConfigError('CLOCK_START is refused when NODE_ENV=production');
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? new Date(value)
    : null;
  if (!start || Number.isNaN(start.getTime())) {
    throw new ConfigError(
      `CLOCK_START must be an ISO instant with its offset, e.g. 2026-12-07T05:00:00+08:00 (got ${JSON.stringify(value)})`,
    );
  }
  return start;
}
