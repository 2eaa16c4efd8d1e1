import type { EntityManager } from 'typeorm';
import { OrderStatus } from '../order-status.js';
import { ALL_CUSTOMERS, SLOTS } from './order-figures.entities.js';

const { APPROVED, CANCELLED } = OrderStatus;

/** The Manila calendar day ('YYYY-MM-DD', UTC+8 all year) of a UTC DATETIME column, in each dialect. */
function manilaDaySql(mysql: boolean, column: string): string {
  return mysql
    ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL 8 HOUR), '%Y-%m-%d')`
    : `strftime('%Y-%m-%d', ${column}, '+8 hours')`;
}

/**
 * Recomputes every kept figure from the orders themselves, by `npm run rebuild-order-figures` after
 * orders were changed behind the application's back (a bulk import, a manual fix). The migration
 * that introduced the figures keeps its own frozen copy of this SQL.
 * Run it in a transaction; on MySQL/MariaDB the orders it reads stay locked until that commits.
 */
export async function rebuildOrderFigures(manager: EntityManager): Promise<void> {
  const mysql = manager.connection.options.type !== 'better-sqlite3';
  const day = (column: string) => manilaDaySql(mysql, column);
  const slot = (column: string) => `${column} % ${SLOTS}`;
  for (const table of ['order_counts', 'order_days', 'order_day_types']) await manager.query(`DELETE FROM ${table}`);
  await manager.query(
    `INSERT INTO order_counts (scope, status, slot, order_count)
     SELECT '${ALL_CUSTOMERS}', status, ${slot('id')}, COUNT(*) FROM orders GROUP BY status, ${slot('id')}`,
  );
  await manager.query(
    `INSERT INTO order_counts (scope, status, slot, order_count)
     SELECT customer_id, status, 0, COUNT(*) FROM orders GROUP BY customer_id, status`,
  );
  await manager.query(
    `INSERT INTO order_days (manila_day, slot, placed, approved, approved_centavos, cancelled)
     SELECT manila_day, slot, SUM(placed), SUM(approved), SUM(approved_centavos), SUM(cancelled) FROM (
       SELECT ${day('order_date')} AS manila_day, ${slot('id')} AS slot, COUNT(*) AS placed, 0 AS approved, 0 AS approved_centavos, 0 AS cancelled
       FROM orders GROUP BY 1, 2
       UNION ALL
       SELECT ${day('authorization_date')}, ${slot('id')}, 0,
         SUM(CASE WHEN status = '${APPROVED}' THEN 1 ELSE 0 END),
         SUM(CASE WHEN status = '${APPROVED}' THEN total_centavos ELSE 0 END),
         SUM(CASE WHEN status = '${CANCELLED}' THEN 1 ELSE 0 END)
       FROM orders WHERE authorization_date IS NOT NULL GROUP BY 1, 2
     ) per_day GROUP BY manila_day, slot`,
  );
  await manager.query(
    `INSERT INTO order_day_types (manila_day, product_type, slot, quantity, centavos)
     SELECT ${day('o.authorization_date')}, l.product_type, ${slot('o.id')}, SUM(l.quantity), SUM(l.line_total_centavos)
     FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE o.status = '${APPROVED}' GROUP BY 1, 2, 3`,
  );
}
