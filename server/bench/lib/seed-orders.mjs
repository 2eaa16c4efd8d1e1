/**
 * Brings the orders table up to a given size by direct SQL (half pending, half decided), so the
 * lists can be measured at 100 and 10,000 orders without placing them through the API, then
 * rebuilds the figures the server keeps of them (as after any import). The server keeps running:
 * it reads the tables live.
 */
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database.mjs';
import { run } from './processes.mjs';

const REBUILD_FIGURES = fileURLToPath(new URL('../../dist/tools/rebuild-order-figures.js', import.meta.url));

const BATCH = 500;
const LINE_COLUMNS =
  '(order_id, product_id, product_name, product_type, unit_price_centavos, quantity, line_total_centavos)';
const ORDER_SQL =
  'INSERT INTO orders (customer_id, full_name, address, mobile_number, email_address, total_centavos, status, order_date, authorized_by_id, authorization_date, remarks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/** How both drivers store DATETIME(3) here: UTC, 'YYYY-MM-DD HH:MM:SS.mmm'. */
const sqlTime = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/** @returns {Promise<{ total: number, pending: number, decided: number }>} */
export async function seedOrders(target, { total, customerId, employeeId }) {
  const db = await openDatabase(target);
  try {
    const missing = total - Number((await db.all('SELECT COUNT(*) AS n FROM orders'))[0].n);
    if (missing > 0) {
      const [buyer] = await db.all('SELECT full_name, address, mobile_number, email_address FROM users WHERE id = ?', [
        customerId,
      ]);
      const products = await db.all(
        "SELECT product_id, name, type, price_centavos FROM products WHERE archived = 0 AND status = 'Available' ORDER BY product_id",
      );
      if (!buyer || products.length < 3)
        throw new Error('seeding needs the bench customer and at least 3 available products');
      const now = Date.now();
      for (let first = 0; first < missing; first += BATCH) {
        await db.transaction(async () => {
          const lines = [];
          for (let k = first; k < Math.min(first + BATCH, missing); k++) {
            const picked = [0, 7, 13].map((offset, i) => ({
              product: products[(k + offset) % products.length],
              quantity: 1 + ((k + i) % 3),
            }));
            const totalCentavos = picked.reduce(
              (sum, { product, quantity }) => sum + Number(product.price_centavos) * quantity,
              0,
            );
            // One order a minute into the past; odd ones decided (approved and cancelled alike) up to ten minutes later.
            const placed = now - (missing - k) * 60_000;
            const decided = k % 2 === 1;
            const status = !decided ? 'PENDING' : k % 4 === 1 ? 'APPROVED' : 'CANCELLED';
            const orderId = await db.insert(ORDER_SQL, [
              customerId,
              buyer.full_name,
              buyer.address,
              buyer.mobile_number,
              buyer.email_address,
              totalCentavos,
              status,
              sqlTime(placed),
              decided ? employeeId : null,
              decided ? sqlTime(Math.min(placed + 600_000, now)) : null,
              status === 'CANCELLED' ? 'Out of stock (seeded)' : null,
            ]);
            for (const { product, quantity } of picked) {
              lines.push([
                orderId,
                product.product_id,
                product.name,
                product.type,
                Number(product.price_centavos),
                quantity,
                Number(product.price_centavos) * quantity,
              ]);
            }
          }
          await db.insert(
            `INSERT INTO order_lines ${LINE_COLUMNS} VALUES ${lines.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
            lines.flat(),
          );
        });
      }
      await run(process.execPath, [REBUILD_FIGURES], { PATH: process.env.PATH, DATABASE_URL: target.url });
    }
    const counts = await db.all(
      "SELECT COUNT(*) AS total, SUM(CASE WHEN status = 'PENDING' THEN 1 ELSE 0 END) AS pending FROM orders",
    );
    const all = Number(counts[0].total);
    const pending = Number(counts[0].pending ?? 0);
    return { total: all, pending, decided: all - pending };
  } finally {
    await db.close();
  }
}
