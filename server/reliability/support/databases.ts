import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

export type Driver = 'sqlite' | 'mariadb';

/** A throwaway database for the servers of one test file, queried directly by the proofs. */
export interface RelDatabase {
  readonly driver: Driver;
  /** DATABASE_URL for the server. */
  readonly url: string;
  /** A read query; rows as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

const MARIADB = {
  host: process.env.TEST_MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.TEST_MYSQL_PORT ?? 3306),
  user: process.env.TEST_MYSQL_USER ?? 'root',
  password: process.env.TEST_MYSQL_PASSWORD ?? '',
};

interface SqliteHandle {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
}
type SqliteConstructor = new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean; nativeBinding?: string },
) => SqliteHandle;

// better-sqlite3 ships no types here; it is the server's own driver, loaded the CommonJS way.
const require = createRequire(import.meta.url);
const loadSqlite = () => require('better-sqlite3') as SqliteConstructor;

function sqliteDatabase(): RelDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'waters-rel-'));
  const file = join(dir, 'waters.sqlite');
  return {
    driver: 'sqlite',
    url: `sqlite:${file}`,
    async query<T>(sql: string, params: unknown[] = []) {
      // A fresh read-only handle per query: it never holds a lock across a server restart.
      const Sqlite = loadSqlite();
      // Under Node 24 (scripts/node24.sh) the better-sqlite3 build for it; node_modules holds Node 20's.
      const binding = process.env.SQLITE_NATIVE_BINDING;
      const handle = new Sqlite(file, {
        readonly: true,
        fileMustExist: true,
        ...(binding ? { nativeBinding: binding } : {}),
      });
      try {
        return handle.prepare(sql).all(...params) as T[];
      } finally {
        handle.close();
      }
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function mariadbDatabase(): Promise<RelDatabase> {
  const name = `waters_rel_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection(MARIADB);
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  let pool: mysql.Pool | undefined;
  const auth = MARIADB.password
    ? `${encodeURIComponent(MARIADB.user)}:${encodeURIComponent(MARIADB.password)}`
    : encodeURIComponent(MARIADB.user);
  return {
    driver: 'mariadb',
    url: `mysql://${auth}@${MARIADB.host}:${MARIADB.port}/${name}`,
    async query<T>(sql: string, params: unknown[] = []) {
      pool ??= mysql.createPool({ ...MARIADB, database: name, connectionLimit: 2 });
      const [rows] = await pool.query(sql, params);
      return rows as T[];
    },
    async drop() {
      await pool?.end().catch(() => undefined);
      const c = await mysql.createConnection(MARIADB);
      try {
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await c.end();
      }
    },
  };
}

export function createDatabase(driver: Driver): Promise<RelDatabase> {
  return driver === 'sqlite' ? Promise.resolve(sqliteDatabase()) : mariadbDatabase();
}

/** Counts come back as numbers from SQLite and as strings or bigints from MariaDB. */
export const num = (value: unknown): number => Number(value);
