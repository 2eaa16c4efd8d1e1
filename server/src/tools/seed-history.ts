import { parseArgs } from 'node:util';
import { DataSource, type QueryRunner } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { APP_SCHEMA } from '../app-schema.js';
import { resolveDataSourceOptions } from '../database/data-source-options.js';
import { rebuildOrderFigures } from '../modules/orders/figures/rebuild-order-figures.js';
import { PasswordHasher } from '../modules/users/password-hasher.js';
import { bulkSql, type BulkSql } from './seed-history/bulk-sql.js';
import { placeProfileAddresses } from '../modules/places/profile-places.js';
import {
  auditSql,
  CREATE_PLAN_SQL,
  customersSql,
  EMPLOYEES,
  employeesSql,
  deliverySql,
  linesSql,
  ordersSql,
  planSql,
  PRODUCT_NUMBERS_SQL,
  type HistoryShape,
} from './seed-history/statements.js';

/**
 * npm run seed:history -- [--orders 1000000] [--customers 20000] [--pending 20001]
 *
 * Fills DATABASE_URL — migrated, its catalogue seeded (the server's first start does both), no
 * orders yet — with three years of a shop's history ending now, for measuring the server at real
 * size (npm run bench:scale): customers scale000001… and 5 employees (passwords
 * scale-customer-password and scale-employee-password), orders of two lines each, the older ones
 * decided with their audit events, the newest --pending still waiting, and the order figures the
 * application keeps rebuilt from them. Bulk SQL only: each chunk
 * of 100,000 orders is a few INSERT … SELECT statements over a sequence of integers, in one
 * transaction. Refuses NODE_ENV=production.
 */
const CHUNK = 100_000;
const HISTORY_MS = 3 * 365 * 24 * 60 * 60 * 1000;
const CUSTOMER_PASSWORD = 'scale-customer-password';
const EMPLOYEE_PASSWORD = 'scale-employee-password';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Options {
  orders: number;
  customers: number;
  pending: number;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '1000000' },
      customers: { type: 'string', default: '20000' },
      pending: { type: 'string', default: '20001' },
    },
  });
  const count = (name: keyof Options, max: number) => {
    const value = values[name];
    if (!/^\d+$/.test(value) || Number(value) > max)
      throw new ConfigError(`--${name} must be a whole number up to ${max.toLocaleString('en-US')} (got ${value})`);
    return Number(value);
  };
  // Bounds that keep every hash and id in range (see hash32 and the 9-digit mobile numbers).
  const options = {
    orders: count('orders', 100_000_000),
    customers: count('customers', 1_000_000),
    pending: count('pending', 100_000_000),
  };
  if (options.orders < 1 || options.customers < 1) throw new ConfigError('--orders and --customers must be at least 1');
  if (options.pending > options.orders)
    throw new ConfigError(`--pending (${options.pending}) cannot be more than --orders (${options.orders})`);
  return options;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const whole = (n: number) => n.toLocaleString('en-US');
/** How both drivers store DATETIME(3) here: UTC, 'YYYY-MM-DD HH:MM:SS.mmm'. */
const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

async function count(runner: QueryRunner, sql: string): Promise<number> {
  const rows = (await runner.query(sql)) as { n: unknown }[];
  return Number(rows[0].n);
}

async function inTransaction(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
  await runner.startTransaction();
  try {
    await work();
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  }
}

/** Customers and employees, all with the one argon2id hash of their role's known password (hashing each would take hours). */
async function seedAccounts(runner: QueryRunner, sql: BulkSql, options: Options, createdAt: string): Promise<void> {
  const started = performance.now();
  const hasher = new PasswordHasher();
  const [customerHash, employeeHash] = [await hasher.hash(CUSTOMER_PASSWORD), await hasher.hash(EMPLOYEE_PASSWORD)];
  const nameDigits = Math.max(6, String(options.customers).length);
  await inTransaction(runner, async () => {
    for (let first = 1; first <= options.customers; first += CHUNK) {
      await runner.query(customersSql(sql, first, Math.min(first + CHUNK - 1, options.customers), nameDigits), [
        customerHash,
        createdAt,
        createdAt,
      ]);
    }
    await runner.query(employeesSql(sql), [employeeHash, createdAt, createdAt]);
    // Every account has its profile address in the book, as sign-up makes it.
    await placeProfileAddresses(runner);
  });
  console.log(
    `Accounts: ${whole(options.customers)} customers and ${EMPLOYEES} employees, with their profile addresses, in ${seconds(started)}.`,
  );
}

/** Orders, their lines and the audit events of their decisions, a transaction per chunk. */
async function seedOrders(runner: QueryRunner, sql: BulkSql, shape: HistoryShape): Promise<void> {
  for (const statement of [...PRODUCT_NUMBERS_SQL, CREATE_PLAN_SQL]) await runner.query(statement);
  const orders = ordersSql(sql, shape);
  const lines = linesSql(sql, shape);
  for (let first = 1; first <= shape.orders; first += CHUNK) {
    const started = performance.now();
    const last = Math.min(first + CHUNK - 1, shape.orders);
    await inTransaction(runner, async () => {
      await runner.query('DELETE FROM seed_plan');
      await runner.query(planSql(sql, first, last));
      await runner.query(orders);
      await runner.query(lines);
      await runner.query(auditSql(sql, first, last));
      if (shape.delivery) await runner.query(deliverySql(sql, shape, first, last));
    });
    console.log(`Orders ${whole(first)}–${whole(last)} of ${whole(shape.orders)} in ${seconds(started)}.`);
  }
}

/**
 * MariaDB/MySQL recompute a table's statistics by themselves once a tenth of it changed, in the
 * background: done here, so that the first queries do not depend on when that happens. SQLite is
 * left as it is: the app never runs ANALYZE, so a real database has no statistics either.
 */
async function settle(runner: QueryRunner, sql: BulkSql): Promise<void> {
  const started = performance.now();
  if (sql.kind === 'mysql') await runner.query('ANALYZE TABLE users, orders, order_lines, audit_events');
  else await runner.query('PRAGMA wal_checkpoint(TRUNCATE)');
  console.log(
    `${sql.kind === 'mysql' ? 'Statistics analysed' : 'Write-ahead log checkpointed'} in ${seconds(started)}.`,
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const options = parseOptions();
  const config = loadConfig(process.env);
  if (config.env === 'production')
    throw new ConfigError('seed:history writes made-up history: it refuses to run with NODE_ENV=production');
  const dataSource = await new DataSource(await resolveDataSourceOptions(config.database, APP_SCHEMA)).initialize();
  // One connection for everything: the temporary tables live in it.
  const runner = dataSource.createQueryRunner();
  try {
    const sql = bulkSql(dataSource.options.type);
    const existing = await count(runner, 'SELECT COUNT(*) AS n FROM orders');
    if (existing > 0)
      throw new ConfigError(
        `the orders table already holds ${whole(existing)} orders: seed:history only fills a database without orders`,
      );
    const products = await count(
      runner,
      "SELECT COUNT(*) AS n FROM products WHERE archived = 0 AND status = 'Available'",
    );
    if (products < 2)
      throw new ConfigError(
        `orders need two different available products, the catalogue has ${products}: start the server once first (it seeds the catalogue)`,
      );
    const nowMs = Date.now();
    const slotMs = Math.max(1, Math.floor(HISTORY_MS / options.orders));
    const shape: HistoryShape = {
      ...options,
      nowMs,
      slotMs,
      products,
      lineProductType: (await count(runner, sql.hasColumn('order_lines', 'product_type'))) > 0,
      delivery: (await count(runner, sql.hasColumn('orders', 'delivery_date'))) > 0,
    };
    console.log(
      `Seeding ${whole(options.orders)} orders (${whole(options.pending)} pending) of ${whole(options.customers)} customers over ${sqlTime(nowMs - options.orders * slotMs)} – ${sqlTime(nowMs)} UTC, ${products} products.`,
    );
    await seedAccounts(runner, sql, options, sqlTime(nowMs - options.orders * slotMs - DAY_MS));
    await seedOrders(runner, sql, shape);
    await settle(runner, sql);
    // Orders written behind the application's back: counted as after any import.
    const counting = performance.now();
    await dataSource.transaction((manager) => rebuildOrderFigures(manager));
    console.log(`Order figures rebuilt in ${seconds(counting)}.`);
    const [orders, pending, lines, decisions] = [
      await count(runner, 'SELECT COUNT(*) AS n FROM orders'),
      await count(runner, "SELECT COUNT(*) AS n FROM orders WHERE status = 'PENDING'"),
      await count(runner, 'SELECT COUNT(*) AS n FROM order_lines'),
      await count(runner, "SELECT COUNT(*) AS n FROM audit_events WHERE target_type = 'order'"),
    ];
    console.log(
      `Done in ${seconds(started)}: ${whole(orders)} orders (${whole(pending)} pending), ${whole(lines)} order lines, ${whole(decisions)} order audit events.`,
    );
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Cannot seed: ${error.message}`
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
