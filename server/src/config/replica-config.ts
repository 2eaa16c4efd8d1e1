import { ConfigError } from './config-error.js';
import { parseDatabaseUrl, type DatabaseTarget } from './database-url.js';

export type MysqlTarget = Extract<DatabaseTarget, { kind: 'mysql' }>;

/** Read replicas of a MySQL/MariaDB primary (docs/operations.md, "Read replicas"). */
export interface ReplicaConfig {
  /** DATABASE_REPLICA_URLS, comma-separated; none: every read goes to the primary. */
  readonly targets: readonly MysqlTarget[];
  /** DATABASE_REPLICA_MAX_LAG_MS: a replica further behind than this is not read from. */
  readonly maxLagMs: number;
}

const DEFAULT_MAX_LAG_MS = 5000;

export function parseReplicaConfig(
  source: { DATABASE_REPLICA_URLS?: string; DATABASE_REPLICA_MAX_LAG_MS?: string },
  primary: DatabaseTarget,
): ReplicaConfig {
  const urls = (source.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length > 0 && primary.kind !== 'mysql') {
    throw new ConfigError('DATABASE_REPLICA_URLS needs a MySQL/MariaDB DATABASE_URL (SQLite has no replicas)');
  }
  const targets = urls.map((url) => {
    let target: DatabaseTarget;
    try {
      target = parseDatabaseUrl(url);
    } catch (error) {
      throw new ConfigError(`DATABASE_REPLICA_URLS: ${(error as Error).message.replace(/^DATABASE_URL:? ?/, '')}`);
    }
    if (target.kind !== 'mysql') throw new ConfigError('DATABASE_REPLICA_URLS must be mysql:// addresses');
    return target;
  });
  const lag = source.DATABASE_REPLICA_MAX_LAG_MS;
  if (lag !== undefined && lag !== '' && !/^\d+$/.test(lag)) {
    throw new ConfigError(`DATABASE_REPLICA_MAX_LAG_MS must be a whole number (got ${JSON.stringify(lag)})`);
  }
  const maxLagMs = lag ? Number(lag) : DEFAULT_MAX_LAG_MS;
  if (maxLagMs < 1000 || maxLagMs > 600_000) {
    throw new ConfigError(`DATABASE_REPLICA_MAX_LAG_MS must be between 1000 and 600000 (got ${maxLagMs})`);
  }
  return { targets, maxLagMs };
}
