import { nativeBindingEnv } from './support/built-server.js';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { APP_SCHEMA } from '../src/app-schema.js';
import { resolveDataSourceOptions } from '../src/database/data-source-options.js';
import { OrderFigures1795910400000 } from '../src/database/migrations/1795910400000-order-figures.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { eachDatabase } from './support/each-database.js';

const MIGRATE = fileURLToPath(new URL('../dist/tools/migrate.js', import.meta.url));
const REBUILD = fileURLToPath(new URL('../dist/tools/rebuild-order-figures.js', import.meta.url));
const run = promisify(execFile);

const urlOf = (db: TestDatabase) =>
  db.target.kind === 'sqlite'
    ? `sqlite:${db.target.file}`
    : `mysql://${db.target.user}${db.target.password ? `:${db.target.password}` : ''}@${db.target.host}:${db.target.port}/${db.target.database}`;

const CUSTOMER = '00000000-0000-4000-8000-000000000001';
const EMPLOYEE = '00000000-0000-4000-8000-000000000002';

eachDatabase('kept order figures of a shop that already has orders', (driver) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  let nextId = 1;

  beforeAll(async () => {
    db = await createTestDatabase(driver);
    env = { PATH: process.env.PATH ?? '', ...nativeBindingEnv(), DATABASE_URL: urlOf(db), NODE_ENV: 'test' };
  });
  afterAll(() => db?.drop());

  /** Runs SQL on the database with the given migrations applied first. */
  async function withDatabase(
    migrations: (typeof APP_SCHEMA.migrations)[number][],
    work: (dataSource: DataSource) => Promise<void>,
  ): Promise<void> {
    const dataSource = await new DataSource({
      ...(await resolveDataSourceOptions(db.target, APP_SCHEMA)),
      migrations,
    }).initialize();
    try {
      await dataSource.runMigrations();
      await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }

  /** An order and its lines written straight into the tables, as an import or an older version would. */
  async function insertOrder(
    dataSource: DataSource,
    order: { status: string; placed: string; decided?: string; lines: [string, number, number][] },
  ) {
    const id = nextId++;
    const total = order.lines.reduce((sum, [, price, quantity]) => sum + price * quantity, 0);
    await dataSource.query(
      `INSERT INTO orders (id, customer_id, full_name, address, mobile_number, email_address, total_centavos, status, order_date, authorized_by_id, authorization_date, remarks)
       VALUES (?, ?, 'Ana', 'Imus', '0917', 'a@e.ph', ?, ?, ?, ?, ?, NULL)`,
      [id, CUSTOMER, total, order.status, order.placed, order.decided ? EMPLOYEE : null, order.decided ?? null],
    );
    for (const [productId, price, quantity] of order.lines) {
      await dataSource.query(
        'INSERT INTO order_lines (order_id, product_id, product_name, unit_price_centavos, quantity, line_total_centavos) VALUES (?, ?, ?, ?, ?, ?)',
        [id, productId, productId, price, quantity, price * quantity],
      );
    }
  }

  /** The kept figures, slots added up: per status, per Manila day and per Manila hour. */
  async function figures(dataSource: DataSource) {
    const rows = (sql: string) => dataSource.query(sql) as Promise<Record<string, unknown>[]>;
    const totals = async (table: string, period: string) =>
      (
        await rows(
          `SELECT ${period} AS period, SUM(placed) AS placed, SUM(approved) AS approved, SUM(approved_centavos) AS centavos, SUM(cancelled) AS cancelled FROM ${table} GROUP BY ${period} ORDER BY ${period}`,
        )
      ).map((r) => [r.period, Number(r.placed), Number(r.approved), Number(r.centavos), Number(r.cancelled)]);
    const sold = async (table: string, period: string) =>
      (
        await rows(
          `SELECT ${period} AS period, product_type, SUM(quantity) AS q, SUM(centavos) AS c FROM ${table} GROUP BY ${period}, product_type ORDER BY ${period}, product_type`,
        )
      ).map((r) => [r.period, r.product_type, Number(r.q), Number(r.c)]);
    return {
      counts: (
        await rows(
          'SELECT scope, status, SUM(order_count) AS n FROM order_counts GROUP BY scope, status ORDER BY scope, status',
        )
      ).map((r) => [r.scope, r.status, Number(r.n)]),
      days: await totals('order_days', 'manila_day'),
      types: await sold('order_day_types', 'manila_day'),
      hours: await totals('order_hours', 'manila_hour'),
      hourTypes: await sold('order_hour_types', 'manila_hour'),
    };
  }

  it('fills them, and each line’s product type, when the migration runs, and rebuilds them on demand', async () => {
    await withDatabase(
      APP_SCHEMA.migrations.slice(0, APP_SCHEMA.migrations.indexOf(OrderFigures1795910400000)),
      async (dataSource) => {
        const user = `INSERT INTO users (id, role, user_name, user_name_key, full_name, address, mobile_number, email_address, password_hash, token_version, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'Someone', 'Imus', '0917', 'x@e.ph', 'x', 0, '2024-01-01 00:00:00.000', '2024-01-01 00:00:00.000')`;
        await dataSource.query(user, [CUSTOMER, 'Customer', 'ana', 'ana']);
        await dataSource.query(user, [EMPLOYEE, 'Employee', 'emp', 'emp']);
        const product = `INSERT INTO products (product_id, name, price_centavos, type, status, image_url, archived, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'Available', '/images/x.jpg', 0, '2024-01-01 00:00:00.000', '2024-01-01 00:00:00.000')`;
        await dataSource.query(product, ['DRD-001', 'Tuyo', 28_500, 'DRIED']);
        await dataSource.query(product, ['SMK-001', 'Tinapa', 23_000, 'SMOKED']);
        // 1 March 2025, 23:59:59.999 in Manila; approved on 2 March (00:00 in Manila).
        await insertOrder(dataSource, {
          status: 'APPROVED',
          placed: '2025-03-01 15:59:59.999',
          decided: '2025-03-01 16:00:00.000',
          lines: [
            ['DRD-001', 28_500, 2],
            ['SMK-001', 23_000, 1],
          ],
        });
        await insertOrder(dataSource, {
          status: 'CANCELLED',
          placed: '2025-03-01 16:00:00.000',
          decided: '2025-03-02 01:00:00.000',
          lines: [['SMK-001', 23_000, 3]],
        });
        await insertOrder(dataSource, {
          status: 'PENDING',
          placed: '2025-03-02 02:00:00.000',
          lines: [['DRD-001', 28_500, 1]],
        });
      },
    );

    const migrated = await run(process.execPath, [MIGRATE], { env });
    expect(migrated.stdout.trim()).toMatch(/^Applied \d+ migration\(s\): OrderFigures1795910400000(, \w+)*\.$/);

    await withDatabase(APP_SCHEMA.migrations, async (dataSource) => {
      expect(
        (await dataSource.query('SELECT product_type FROM order_lines ORDER BY id')).map(
          (r: { product_type: string }) => r.product_type,
        ),
      ).toEqual(['DRIED', 'SMOKED', 'SMOKED', 'DRIED']);
      expect(await figures(dataSource)).toEqual({
        counts: [
          ['*', 'APPROVED', 1],
          ['*', 'CANCELLED', 1],
          ['*', 'PENDING', 1],
          [CUSTOMER, 'APPROVED', 1],
          [CUSTOMER, 'CANCELLED', 1],
          [CUSTOMER, 'PENDING', 1],
        ],
        days: [
          ['2025-03-01', 1, 0, 0, 0],
          ['2025-03-02', 2, 1, 80_000, 1],
        ],
        types: [
          ['2025-03-02', 'DRIED', 2, 57_000],
          ['2025-03-02', 'SMOKED', 1, 23_000],
        ],
        hours: [
          ['2025-03-01 23', 1, 0, 0, 0],
          ['2025-03-02 00', 1, 1, 80_000, 0],
          ['2025-03-02 09', 0, 0, 0, 1],
          ['2025-03-02 10', 1, 0, 0, 0],
        ],
        hourTypes: [
          ['2025-03-02 00', 'DRIED', 2, 57_000],
          ['2025-03-02 00', 'SMOKED', 1, 23_000],
        ],
      });

      // Behind the application's back, then rebuilt with the tool.
      await dataSource.query(
        "UPDATE orders SET status = 'APPROVED', authorized_by_id = ?, authorization_date = '2025-03-03 00:00:00.000' WHERE status = 'PENDING'",
        [EMPLOYEE],
      );
    });
    expect((await run(process.execPath, [REBUILD], { env })).stdout).toMatch(
      /^Rebuilt the order figures in \d+\.\d s\.\n$/,
    );
    await withDatabase(APP_SCHEMA.migrations, async (dataSource) => {
      const rebuilt = await figures(dataSource);
      expect(rebuilt.counts).toEqual([
        ['*', 'APPROVED', 2],
        ['*', 'CANCELLED', 1],
        [CUSTOMER, 'APPROVED', 2],
        [CUSTOMER, 'CANCELLED', 1],
      ]);
      expect(rebuilt.days).toEqual([
        ['2025-03-01', 1, 0, 0, 0],
        ['2025-03-02', 2, 1, 80_000, 1],
        ['2025-03-03', 0, 1, 28_500, 0],
      ]);
      expect(rebuilt.hours.at(-1)).toEqual(['2025-03-03 08', 0, 1, 28_500, 0]);
      expect(rebuilt.hourTypes.at(-1)).toEqual(['2025-03-03 08', 'DRIED', 1, 28_500]);
    });
  });
});
