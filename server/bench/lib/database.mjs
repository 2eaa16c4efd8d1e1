/** The database a run uses: a temp SQLite file, a throwaway MariaDB database, or DATABASE_URL as given. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import mysql from 'mysql2/promise';
import { onCleanup } from './cleanup.mjs';

const require = createRequire(import.meta.url);

/** @typedef {{ kind: 'sqlite', url: string, file: string } | { kind: 'mysql', url: string, connection: object }} Target */

export function mysqlConnection(url) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username || 'root'),
    password: decodeURIComponent(parsed.password),
    database: parsed.pathname.replace(/^\//, '') || undefined,
  };
}

/** A SQLite file in a temp directory, removed at cleanup. */
export function temporarySqlite() {
  const dir = mkdtempSync(join(tmpdir(), 'waters-bench-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'bench.sqlite');
  return { kind: 'sqlite', url: `sqlite:${file}`, file };
}

/** A database name on `serverUrl` that the app creates at start and cleanup drops. */
export function temporaryMysql(serverUrl) {
  const address = new URL(serverUrl);
  address.pathname = `/waters_bench_${randomBytes(4).toString('hex')}`;
  const url = address.toString();
  const connection = mysqlConnection(url);
  onCleanup(async () => {
    const admin = await mysql.createConnection({ ...connection, database: undefined });
    try {
      await admin.query(`DROP DATABASE IF EXISTS \`${connection.database}\``);
    } finally {
      await admin.end();
    }
  });
  return { kind: 'mysql', url, connection };
}

/** DATABASE_URL as the user gave it: used, never dropped. */
export function givenDatabase(url) {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { kind: 'sqlite', url, file: isAbsolute(file) ? file : resolve(file) };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://'))
    return { kind: 'mysql', url, connection: mysqlConnection(url) };
  throw new Error(`DATABASE_URL must start with sqlite: or mysql:// (got ${url.split(':')[0]})`);
}

/**
 * A small common interface over both drivers, for the bench's own reads and inserts.
 * @returns {Promise<{ all(sql: string, params?: unknown[]): Promise<any[]>, insert(sql: string, params?: unknown[]): Promise<number>, transaction(fn: () => Promise<void>): Promise<void>, close(): Promise<void> }>}
 */
export async function openDatabase(target) {
  if (target.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(target.file);
    db.pragma('busy_timeout = 5000');
    return {
      all: async (sql, params = []) => db.prepare(sql).all(...params),
      insert: async (sql, params = []) => Number(db.prepare(sql).run(...params).lastInsertRowid),
      transaction: async (fn) => {
        // IMMEDIATE takes the write lock up front, so the app's writers wait instead of failing.
        db.exec('BEGIN IMMEDIATE');
        try {
          await fn();
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      },
      close: async () => db.close(),
    };
  }
  const connection = await mysql.createConnection({
    ...target.connection,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
  });
  return {
    all: async (sql, params = []) => (await connection.query(sql, params))[0],
    insert: async (sql, params = []) => (await connection.query(sql, params))[0].insertId,
    transaction: async (fn) => {
      await connection.beginTransaction();
      try {
        await fn();
        await connection.commit();
      } catch (error) {
        await connection.rollback();
        throw error;
      }
    },
    close: () => connection.end(),
  };
}

export async function databaseVersion(target) {
  const db = await openDatabase(target);
  try {
    if (target.kind === 'sqlite')
      return `SQLite ${(await db.all('SELECT sqlite_version() AS v'))[0].v} (better-sqlite3, WAL)`;
    const version = (await db.all('SELECT VERSION() AS v'))[0].v;
    return `${/mariadb/i.test(version) ? 'MariaDB' : 'MySQL'} ${version}`;
  } finally {
    await db.close();
  }
}

/**
 * A MariaDB database a scale bench fills (`BENCH_MYSQL_URL`, default the local server), named
 * `${prefix}_<random>` or the kept one `reuse` names; dropped at cleanup unless kept.
 */
export function benchMysqlDatabase(prefix, { reuse, keep }, say) {
  const address = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  address.pathname = `/${reuse ?? `${prefix}_${randomBytes(4).toString('hex')}`}`;
  const url = address.toString();
  const connection = mysqlConnection(url);
  if (!keep)
    onCleanup(async () => {
      const admin = await mysql.createConnection({ ...connection, database: undefined });
      try {
        await admin.query(`DROP DATABASE IF EXISTS \`${connection.database}\``);
        say(`Dropped ${connection.database}.`);
      } finally {
        await admin.end();
      }
    });
  return { url, connection };
}

/** A connection to a bench database, reading and writing instants as UTC. */
export const connectTo = (database) =>
  mysql.createConnection({ ...database.connection, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
