/**
 * The database bench:scale measures: MariaDB `waters_scale_<N>` or a SQLite file, kept between
 * runs (seeding a million orders takes minutes) and described for the report.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import mysql from 'mysql2/promise';
import { databaseVersion, mysqlConnection, openDatabase } from './database.mjs';

/** @returns {import('./database.mjs').Target} */
export function scaleDatabase({ orders, sqliteFile, mysqlServer }) {
  if (sqliteFile) return { kind: 'sqlite', url: `sqlite:${sqliteFile}`, file: sqliteFile };
  const address = new URL(mysqlServer);
  address.pathname = `/waters_scale_${orders}`;
  return { kind: 'mysql', url: address.toString(), connection: mysqlConnection(address.toString()) };
}

/** The orders in the database, or null when it has no orders table (not created, not migrated). */
export async function orderCount(target) {
  if (target.kind === 'sqlite' && !existsSync(target.file)) return null;
  let db;
  try {
    db = await openDatabase(target);
    return Number((await db.all('SELECT COUNT(*) AS n FROM orders'))[0].n);
  } catch (error) {
    if (/no such table|ER_NO_SUCH_TABLE|ER_BAD_DB_ERROR/.test(`${error.code} ${error.message}`)) return null;
    throw error;
  } finally {
    await db?.close();
  }
}

export async function dropDatabase(target) {
  if (target.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target.file}${suffix}`, { force: true });
    return;
  }
  const admin = await mysql.createConnection({ ...target.connection, database: undefined });
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${target.connection.database}\``);
  } finally {
    await admin.end();
  }
}

/**
 * What the report says about the database: server and version, its size, and what it holds,
 * including the customer with the most orders (the one the bench signs in as).
 */
export async function describeDatabase(target) {
  const db = await openDatabase(target);
  const one = async (sql, params) => (await db.all(sql, params))[0];
  try {
    const orders = await one(
      "SELECT COUNT(*) AS total, SUM(CASE WHEN status = 'PENDING' THEN 1 ELSE 0 END) AS pending FROM orders",
    );
    const lines = await one('SELECT COUNT(*) AS n FROM order_lines');
    const customers = await one("SELECT COUNT(*) AS n FROM users WHERE role = 'Customer'");
    const heaviest = await one(
      "SELECT customer_id AS id, COUNT(*) AS orders, SUM(CASE WHEN status = 'PENDING' THEN 1 ELSE 0 END) AS pending FROM orders GROUP BY customer_id ORDER BY orders DESC, customer_id LIMIT 1",
    );
    if (!heaviest) throw new Error('the database has no orders');
    const { user_name: userName } = await one('SELECT user_name FROM users WHERE id = ?', [heaviest.id]);
    let server = await databaseVersion(target);
    let bytes;
    if (target.kind === 'mysql') {
      server += `, InnoDB buffer pool ${Number((await one('SELECT @@innodb_buffer_pool_size AS n')).n) / 2 ** 20} MiB`;
      bytes = Number(
        (
          await one(
            'SELECT SUM(data_length + index_length) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
          )
        ).n,
      );
    } else {
      bytes = statSync(target.file).size;
    }
    return {
      server,
      bytes,
      orders: Number(orders.total),
      pending: Number(orders.pending ?? 0),
      lines: Number(lines.n),
      customers: Number(customers.n),
      heaviest: { id: heaviest.id, userName, orders: Number(heaviest.orders), pending: Number(heaviest.pending) },
    };
  } finally {
    await db.close();
  }
}
