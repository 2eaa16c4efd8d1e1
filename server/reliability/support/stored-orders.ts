import { num, type RelDatabase } from './databases.js';
import { lineKey, type Ack } from './orders.js';

/** How the acknowledged orders compare with what the database holds. */
export interface StoredOrders {
  /** Acknowledged orders stored exactly as answered (customer, total, lines). */
  intact: number;
  problems: string[];
  /** Orders stored without any line. */
  orphans: number;
  /** All orders in the database. */
  stored: number;
}

async function chunks<T, R>(items: T[], size: number, work: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await work(items.slice(i, i + size))));
  return out;
}

/** Compares every acknowledged order with the database rows. */
export async function verify(database: RelDatabase, acks: Ack[]): Promise<StoredOrders> {
  const ids = acks.map((a) => a.orderId);
  const placeholders = (n: number) => Array(n).fill('?').join(',');
  const orders = await chunks(ids, 400, (c) =>
    database.query<{ id: number; customer_id: string; total_centavos: number }>(
      `SELECT id, customer_id, total_centavos FROM orders WHERE id IN (${placeholders(c.length)})`,
      c,
    ),
  );
  const lines = await chunks(ids, 400, (c) =>
    database.query<{ order_id: number; product_name: string; quantity: number; line_total_centavos: number }>(
      `SELECT order_id, product_name, quantity, line_total_centavos FROM order_lines WHERE order_id IN (${placeholders(c.length)})`,
      c,
    ),
  );
  const orderById = new Map(orders.map((o) => [num(o.id), o]));
  const linesById = new Map<number, string[]>();
  for (const l of lines) {
    const key = lineKey(l.product_name, num(l.quantity), num(l.line_total_centavos));
    linesById.set(num(l.order_id), [...(linesById.get(num(l.order_id)) ?? []), key]);
  }
  const problems: string[] = [];
  let intact = 0;
  for (const ack of acks) {
    const stored = orderById.get(ack.orderId);
    const storedLines = (linesById.get(ack.orderId) ?? []).sort();
    if (!stored) problems.push(`order ${ack.orderId} was acknowledged but is not stored`);
    else if (String(stored.customer_id) !== ack.customerId)
      problems.push(`order ${ack.orderId} belongs to ${stored.customer_id}, acknowledged to ${ack.customerId}`);
    else if (num(stored.total_centavos) !== ack.totalCentavos)
      problems.push(`order ${ack.orderId}: total ${stored.total_centavos} stored, ${ack.totalCentavos} acknowledged`);
    else if (storedLines.join('|') !== ack.lines.join('|'))
      problems.push(
        `order ${ack.orderId}: lines [${storedLines.join('; ')}] stored, [${ack.lines.join('; ')}] acknowledged`,
      );
    else intact++;
  }
  const [orphans] = await database.query<{ n: number }>(
    'SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
  );
  const [all] = await database.query<{ n: number }>('SELECT COUNT(*) AS n FROM orders');
  return { intact, problems, orphans: num(orphans.n), stored: num(all.n) };
}

/**
 * Where the figures the server keeps (order_counts, order_days, order_hours) disagree with the orders
 * stored: each status's count shop-wide and per customer, and the orders placed and decided in all.
 */
export async function figureMismatches(database: RelDatabase): Promise<string[]> {
  const kept = await database.query<{ scope: string; status: string; n: unknown }>(
    'SELECT scope, status, SUM(order_count) AS n FROM order_counts GROUP BY scope, status',
  );
  const stored = await database.query<{ scope: string; status: string; n: unknown }>(
    "SELECT '*' AS scope, status, COUNT(*) AS n FROM orders GROUP BY status UNION ALL SELECT customer_id, status, COUNT(*) FROM orders GROUP BY customer_id, status",
  );
  const counts = (rows: { scope: string; status: string; n: unknown }[]) =>
    new Map(rows.filter((r) => num(r.n) !== 0).map((r) => [`${r.scope} ${r.status}`, num(r.n)]));
  const [keptCounts, storedCounts] = [counts(kept), counts(stored)];
  const problems: string[] = [];
  for (const key of new Set([...keptCounts.keys(), ...storedCounts.keys()])) {
    if (keptCounts.get(key) !== storedCounts.get(key))
      problems.push(`${key}: ${keptCounts.get(key) ?? 0} kept, ${storedCounts.get(key) ?? 0} stored`);
  }
  const [orders] = await database.query<{ placed: unknown; decided: unknown }>(
    'SELECT COUNT(*) AS placed, COUNT(authorization_date) AS decided FROM orders',
  );
  for (const [period, table] of [
    ['day', 'order_days'],
    ['hour', 'order_hours'],
  ]) {
    const [kept] = await database.query<{ placed: unknown; decided: unknown }>(
      `SELECT SUM(placed) AS placed, SUM(approved) + SUM(cancelled) AS decided FROM ${table}`,
    );
    if (num(kept.placed) !== num(orders.placed))
      problems.push(`orders placed per ${period} add up to ${num(kept.placed)}, ${num(orders.placed)} stored`);
    if (num(kept.decided) !== num(orders.decided))
      problems.push(`orders decided per ${period} add up to ${num(kept.decided)}, ${num(orders.decided)} stored`);
  }
  return problems;
}
