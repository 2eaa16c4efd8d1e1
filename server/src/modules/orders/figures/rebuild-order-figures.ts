import type { EntityManager } from 'typeorm';
import { OrderStatus } from '../order-status.js';
import { PERIODS_IN_ORDER } from './kept-periods.js';
import { ALL_CUSTOMERS, SLOTS } from './order-figures.entities.js';

const { APPROVED, CANCELLED } = OrderStatus;

/**
 * Recomputes every kept figure from the orders themselves, by `npm run rebuild-order-figures` after
 * orders were changed behind the application's back (a bulk import, a manual fix). The migrations
 * that introduced the figures keep their own frozen copies of this SQL.
 * Run it in a transaction; on MySQL/MariaDB the orders it reads stay locked until that commits.
 */
export async function rebuildOrderFigures(manager: EntityManager): Promise<void> {
  const mysql = manager.connection.options.type !== 'better-sqlite3';
  const slot = (column: string) => `${column} % ${SLOTS}`;
  const tables = ['order_counts', ...PERIODS_IN_ORDER.flatMap((p) => [p.totals, p.types])];
  for (const table of tables) await manager.query(`DELETE FROM ${table}`);
  await manager.query(
    `INSERT INTO order_counts (scope, status, slot, order_count)
     SELECT '${ALL_CUSTOMERS}', status, ${slot('id')}, COUNT(*) FROM orders GROUP BY status, ${slot('id')}`,
  );
  await manager.query(
    `INSERT INTO order_counts (scope, status, slot, order_count)
     SELECT customer_id, status, 0, COUNT(*) FROM orders GROUP BY customer_id, status`,
  );
  for (const { totals, types, column, format } of PERIODS_IN_ORDER) {
    const period = (at: string) =>
      mysql ? `DATE_FORMAT(DATE_ADD(${at}, INTERVAL 8 HOUR), '${format}')` : `strftime('${format}', ${at}, '+8 hours')`;
    await manager.query(
      `INSERT INTO ${totals} (${column}, slot, placed, approved, approved_centavos, cancelled)
       SELECT period, slot, SUM(placed), SUM(approved), SUM(approved_centavos), SUM(cancelled) FROM (
         SELECT ${period('order_date')} AS period, ${slot('id')} AS slot, COUNT(*) AS placed, 0 AS approved, 0 AS approved_centavos, 0 AS cancelled
         FROM orders GROUP BY 1, 2
         UNION ALL
         SELECT ${period('authorization_date')}, ${slot('id')}, 0,
           SUM(CASE WHEN status = '${APPROVED}' THEN 1 ELSE 0 END),
           SUM(CASE WHEN status = '${APPROVED}' THEN total_centavos ELSE 0 END),
           SUM(CASE WHEN status = '${CANCELLED}' THEN 1 ELSE 0 END)
         FROM orders WHERE authorization_date IS NOT NULL GROUP BY 1, 2
       ) per_period GROUP BY period, slot`,
    );
    await manager.query(
      `INSERT INTO ${types} (${column}, product_type, slot, quantity, centavos)
       SELECT ${period('o.authorization_date')}, l.product_type, ${slot('o.id')}, SUM(l.quantity), SUM(l.line_total_centavos)
       FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.status = '${APPROVED}' GROUP BY 1, 2, 3`,
    );
  }
}
