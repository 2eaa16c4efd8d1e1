import { describe, expect, it } from '@jest/globals';
import { ConfigError } from './config-error.js';
import { parseDatabaseUrl } from './database-url.js';
import { parseReplicaConfig } from './replica-config.js';

const mysql = parseDatabaseUrl('mysql://root@db:3306/waters');

describe('read replica settings', () => {
  it('none by default: every read goes to the primary', () => {
    expect(parseReplicaConfig({}, mysql)).toEqual({ targets: [], maxLagMs: 5000 });
  });

  it('take one or more mysql:// addresses, comma-separated, and a lag bound in ms', () => {
    const config = parseReplicaConfig(
      {
        DATABASE_REPLICA_URLS: 'mysql://reader:s%40cret@replica-1:3306/waters, mysql://reader@replica-2/waters',
        DATABASE_REPLICA_MAX_LAG_MS: '2000',
      },
      mysql,
    );
    expect(config.targets.map((t) => [t.host, t.port, t.user, t.password])).toEqual([
      ['replica-1', 3306, 'reader', 's@cret'],
      ['replica-2', 3306, 'reader', ''],
    ]);
    expect(config.maxLagMs).toBe(2000);
  });

  it('refuse replicas of SQLite, addresses that are not MySQL and a lag out of bounds', () => {
    const sqlite = parseDatabaseUrl('sqlite:./data/waters.sqlite');
    expect(() => parseReplicaConfig({ DATABASE_REPLICA_URLS: 'mysql://r@h/w' }, sqlite)).toThrow(
      'DATABASE_REPLICA_URLS needs a MySQL/MariaDB DATABASE_URL (SQLite has no replicas)',
    );
    expect(() => parseReplicaConfig({ DATABASE_REPLICA_URLS: 'sqlite:./x.sqlite' }, mysql)).toThrow(ConfigError);
    expect(() => parseReplicaConfig({ DATABASE_REPLICA_URLS: 'http://h/w' }, mysql)).toThrow(ConfigError);
    expect(() => parseReplicaConfig({ DATABASE_REPLICA_MAX_LAG_MS: '5 s' }, mysql)).toThrow(ConfigError);
    expect(() => parseReplicaConfig({ DATABASE_REPLICA_MAX_LAG_MS: '100' }, mysql)).toThrow(ConfigError);
  });
});
