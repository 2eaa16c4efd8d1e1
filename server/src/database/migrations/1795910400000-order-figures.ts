import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * Figures kept per status, customer and Manila day (order_counts, order_days, order_day_types), so
 * that the dashboard and the lists' totals read a few rows however long the shop's history; and the
 * product type recorded on each order line, as its name and price are, so that revenue by type
 * stays what it was when the order was placed. Both are filled from the existing orders.
 */
export class OrderFigures1795910400000 implements MigrationInterface {
  name = 'OrderFigures1795910400000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const mysql = isMysql(runner);
    const engine = mysql ? { engine: 'InnoDB' } : {};

    await runner.addColumn('order_lines', new TableColumn(c.varchar('product_type', 16, { default: "''" })));
    await runner.query(
      mysql
        ? 'UPDATE order_lines l JOIN products p ON p.product_id = l.product_id SET l.product_type = p.type'
        : 'UPDATE order_lines SET product_type = (SELECT p.type FROM products p WHERE p.product_id = order_lines.product_id)',
    );

    await runner.createTable(
      new Table({
        name: 'order_counts',
        ...engine,
        columns: [
          c.varchar('scope', 36, { isPrimary: true }),
          c.varchar('status', 16, { isPrimary: true }),
          c.integer('slot', { isPrimary: true }),
          c.integer('order_count'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'order_days',
        ...engine,
        columns: [
          c.varchar('manila_day', 10, { isPrimary: true }),
          c.integer('slot', { isPrimary: true }),
          c.integer('placed'),
          c.integer('approved'),
          c.bigint('approved_centavos'),
          c.integer('cancelled'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'order_day_types',
        ...engine,
        columns: [
          c.varchar('manila_day', 10, { isPrimary: true }),
          c.varchar('product_type', 16, { isPrimary: true }),
          c.integer('slot', { isPrimary: true }),
          c.integer('quantity'),
          c.bigint('centavos'),
        ],
      }),
    );
    await fillOrderFigures(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('order_day_types', true);
    await runner.dropTable('order_days', true);
    await runner.dropTable('order_counts', true);
    await runner.dropColumn('order_lines', 'product_type');
  }
}

/**
 * The figures computed from the orders as they were, in plain SQL frozen with this migration (the
 * live `npm run rebuild-order-figures` may change with the tables; history does not): global rows
 * in 8 slots by order id under scope '*', a row per customer and status, Manila days (UTC+8).
 */
async function fillOrderFigures(runner: QueryRunner): Promise<void> {
  const day = (column: string) =>
    isMysql(runner)
      ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL 8 HOUR), '%Y-%m-%d')`
      : `strftime('%Y-%m-%d', ${column}, '+8 hours')`;
  await runner.query(
    `INSERT INTO order_counts (scope, status, slot, order_count) SELECT '*', status, id % 8, COUNT(*) FROM orders GROUP BY status, id % 8`,
  );
  await runner.query(
    `INSERT INTO order_counts (scope, status, slot, order_count) SELECT customer_id, status, 0, COUNT(*) FROM orders GROUP BY customer_id, status`,
  );
  await runner.query(
    `INSERT INTO order_days (manila_day, slot, placed, approved, approved_centavos, cancelled)
     SELECT manila_day, slot, SUM(placed), SUM(approved), SUM(approved_centavos), SUM(cancelled) FROM (
       SELECT ${day('order_date')} AS manila_day, id % 8 AS slot, COUNT(*) AS placed, 0 AS approved, 0 AS approved_centavos, 0 AS cancelled
       FROM orders GROUP BY 1, 2
       UNION ALL
       SELECT ${day('authorization_date')}, id % 8, 0,
         SUM(CASE WHEN status = 'APPROVED' THEN 1 ELSE 0 END),
         SUM(CASE WHEN status = 'APPROVED' THEN total_centavos ELSE 0 END),
         SUM(CASE WHEN status = 'CANCELLED' THEN 1 ELSE 0 END)
       FROM orders WHERE authorization_date IS NOT NULL GROUP BY 1, 2
     ) per_day GROUP BY manila_day, slot`,
  );
  await runner.query(
    `INSERT INTO order_day_types (manila_day, product_type, slot, quantity, centavos)
     SELECT ${day('o.authorization_date')}, l.product_type, o.id % 8, SUM(l.quantity), SUM(l.line_total_centavos)
     FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE o.status = 'APPROVED' GROUP BY 1, 2, 3`,
  );
}
