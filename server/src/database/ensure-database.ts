import mysql from 'mysql2/promise';
import type { DatabaseTarget } from '../config/database-url.js';

/** MySQL/MariaDB: create the named database on first start (SQLite creates its file by itself). */
export async function ensureDatabaseExists(target: DatabaseTarget): Promise<void> {
  if (target.kind !== 'mysql') return;
  const connection = await mysql.createConnection({ host: target.host, port: target.port, user: target.user, password: target.password });
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${target.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}
