import { ConfigError } from './config-error.js';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];
/** A token anyone could guess would open the metrics to them. */
const MIN_METRICS_TOKEN = 16;

export function parseLogLevel(value: string | undefined, env: 'development' | 'test' | 'production'): LogLevel {
  if (value === undefined || value === '') return env === 'test' ? 'error' : 'info';
  if (!(LEVELS as readonly string[]).includes(value))
    throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got ${JSON.stringify(value)})`);
  return value as LogLevel;
}

export function parseMetricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < MIN_METRICS_TOKEN || /\s/.test(value))
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN} characters without spaces`);
  return value;
}
