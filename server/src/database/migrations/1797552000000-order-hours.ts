import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './column-types.js';

/**
 * The order figures per Manila hour (order_hours, order_hour_types), beside the per-day ones, so
 * that a period starting or ending inside a day reads that day's whole hours instead of its orders.
 * Filled from the existing orders.
 */
export class OrderHours1797552000000 implements MigrationInterface {
  name = 'OrderHours1797552000000';

  async up(runner: QueryRunner): Promise<void> {
    const c = columns(runner);
    const engine = isMysql(runner) ? { engine: 'InnoDB' } : {};
    await runner.createTable(
      new Table({
        name: 'order_hours',
        ...engine,
        columns: [
          c.varchar('manila_hour', 13, { isPrimary: true }),
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
        name: 'order_hour_types',
        ...engine,
        columns: [
          c.varchar('manila_hour', 13, { isPrimary: true }),
          c.varchar('product_type', 16, { isPrimary: true }),
          c.integer('slot', { isPrimary: true }),
          c.integer('quantity'),
          c.bigint('centavos'),
        ],
      }),
    );
    await fillOrderHours(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('order_hour_types', true);
    await runner.dropTable('order_hours', true);
  }
}

/** The hours' figures computed from the orders as they were, in plain SQL frozen with this migration. */
async function fillOrderHours(runner: QueryRunner): Promise<void> {
  const hour = (column: string) =>
    isMysql(runner)
      ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL 8 HOUR), '%Y-%m-%d %H')`
      : `strftime('%Y-%m-%d %H', ${column}, '+8 hours')`;
  await runner.query(
    `INSERT INTO order_hours (manila_hour, slot, placed, approved, approved_centavos, cancelled)
     SELECT manila_hour, slot, SUM(placed), SUM(approved), SUM(approved_centavos), SUM(cancelled) FROM (
       SELECT ${hour('order_date')} AS manila_hour, id % 8 AS slot, COUNT(*) AS placed, 0 AS approved, 0 AS approved_centavos, 0 AS cancelled
       FROM orders GROUP BY 1, 2
       UNION ALL
       SELECT ${hour('authorization_date')}, id % 8, 0,
         SUM(CASE WHEN status = 'APPROVED' THEN 1 ELSE 0 END),
         SUM(CASE WHEN status = 'APPROVED' THEN total_centavos ELSE 0 END),
         SUM(CASE WHEN status = 'CANCELLED' THEN 1 ELSE 0 END)
       FROM orders WHERE authorization_date IS NOT NULL GROUP BY 1, 2
     ) per_hour GROUP BY manila_hour, slot`,
  );
  await runner.query(
    `INSERT INTO order_hour_types (manila_hour, product_type, slot, quantity, centavos)
     SELECT ${hour('o.authorization_date')}, l.product_type, o.id % 8, SUM(l.quantity), SUM(l.line_total_centavos)
     FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE o.status = 'APPROVED' GROUP BY 1, 2, 3`,
  );
}
