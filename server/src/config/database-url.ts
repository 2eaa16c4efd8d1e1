import { ConfigError } from './config-error.js';

export type DatabaseTarget =
  | { readonly kind: 'sqlite'; readonly file: string }
  | {
      readonly kind: 'mysql';
      readonly host: string;
      readonly port: number;
      readonly user: string;
      readonly password: string;
      readonly database: string;
    };

/**
 * `sqlite:./relative/or/absolute.sqlite`, `sqlite::memory:` or
 * `mysql://user:pass@host:port/db` (MySQL 8 and MariaDB 10.11 alike).
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (file === '') throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/waters.sqlite');
    return { kind: 'sqlite', file };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL is not a valid URL (expected mysql://user:pass@host:port/db)');
    }
    const database = parsed.pathname.replace(/^\//, '');
    if (!parsed.hostname || !/^[A-Za-z0-9_$]{1,64}$/.test(database)) {
      throw new ConfigError('DATABASE_URL must name a host and a database, e.g. mysql://root@127.0.0.1:3306/waters');
    }
    const port = parsed.port === '' ? 3306 : Number(parsed.port);
    try {
      return {
        kind: 'mysql',
        host: parsed.hostname,
        port,
        user: decodeURIComponent(parsed.username || 'root'),
        password: decodeURIComponent(parsed.password),
        database,
      };
    } catch {
      throw new ConfigError('DATABASE_URL user or password has a stray %: percent-encode it (% is %25)');
    }
  }
  throw new ConfigError(`DATABASE_URL must start with sqlite: or mysql:// (got ${JSON.stringify(url.split(':')[0])})`);
}
