import mysql from 'mysql2/promise';
import type { DatabaseTarget } from '../config/database-url.js';

export type DriverType = 'better-sqlite3' | 'mysql' | 'mariadb';

/**
 * Before TypeORM connects: for MySQL/MariaDB, create the named database on first start
 * and tell the two servers apart (TypeORM reads their catalogues differently).
 * SQLite creates its file by itself.
 */
export async function prepareDatabase(target: DatabaseTarget): Promise<DriverType> {
  if (target.kind !== 'mysql') return 'better-sqlite3';
  const connection = await mysql.createConnection({
    host: target.host,
    port: target.port,
    user: target.user,
    password: target.password,
  });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${target.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test((rows as { version: string }[])[0].version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}
