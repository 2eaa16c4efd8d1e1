/**
 * The reference for placeOrder on MariaDB: plain node:http plus a mysql2 pool of 10 doing the
 * same work per request (SELECT the buyer's contact details for the order's snapshot; BEGIN;
 * SELECT the products; INSERT the order; INSERT its lines; INSERT its confirmation mail into the
 * outbox; add it to the kept figures, its day's and hour's rows and its status counts; COMMIT), with none of
 * the app's layers. (The mail row is written as already sent, so the
 * app's own mail dispatcher, if it still runs, leaves it alone: the same write either way.)
 * argv: <mysql url> <customer id>
 */
import { createServer } from 'node:http';
import mysql from 'mysql2/promise';

const [url, customerId] = process.argv.slice(2);
const pool = mysql.createPool({
  uri: url,
  connectionLimit: 10,
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
  supportBigNumbers: true,
  bigNumberStrings: true,
});
const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '');
/** The Manila calendar day (UTC+8) of an instant, as the kept figures name days. */
const manilaDay = (date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
/** The Manila hour ('YYYY-MM-DD HH'), as the kept figures name hours. */
const manilaHour = (date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 13).replace('T', ' ');
const SLOTS = 8;

async function placeOrder(items) {
  // Read per order, as the app must: an order carries the delivery details as they are now.
  const [[buyer]] = await pool.query(
    'SELECT id, full_name, address, mobile_number, email_address FROM users WHERE id = ?',
    [customerId],
  );
  const connection = await pool.getConnection();
  try {
    await connection.beginTransaction();
    const [products] = await connection.query(
      'SELECT product_id, name, price_centavos, type, status FROM products WHERE product_id IN (?) AND archived = 0',
      [items.map((i) => i.ProductId)],
    );
    const byId = new Map(products.map((p) => [p.product_id, p]));
    const lines = items.map((i) => {
      const p = byId.get(i.ProductId);
      if (!p || p.status !== 'Available') throw new Error(`unknown or unavailable product ${i.ProductId}`);
      return [p.product_id, p.name, p.type, p.price_centavos, i.Quantity, p.price_centavos * i.Quantity];
    });
    const total = lines.reduce((sum, line) => sum + line[5], 0);
    const [order] = await connection.query(
      'INSERT INTO orders (customer_id, full_name, address, mobile_number, email_address, total_centavos, status, order_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [buyer.id, buyer.full_name, buyer.address, buyer.mobile_number, buyer.email_address, total, 'PENDING', now()],
    );
    await connection.query(
      'INSERT INTO order_lines (order_id, product_id, product_name, product_type, unit_price_centavos, quantity, line_total_centavos) VALUES ?',
      [lines.map((l) => [order.insertId, ...l])],
    );
    const snapshot = JSON.stringify({
      orderId: order.insertId,
      customerName: buyer.full_name,
      emailAddress: buyer.email_address,
      address: buyer.address,
      mobileNumber: buyer.mobile_number,
      orderDate: new Date().toISOString(),
      totalCentavos: total,
      lines,
    });
    await connection.query(
      'INSERT INTO outbox_mail (event_type, kind, payload, status, attempts, next_attempt_at, created_at, sent_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)',
      ['order.placed', 'order-confirmation', snapshot, 'sent', now(), now(), now()],
    );
    const slot = order.insertId % SLOTS;
    await connection.query(
      'INSERT INTO order_days (manila_day, slot, placed, approved, approved_centavos, cancelled) VALUES (?, ?, 1, 0, 0, 0) ON DUPLICATE KEY UPDATE placed = placed + VALUES(placed)',
      [manilaDay(new Date()), slot],
    );
    await connection.query(
      'INSERT INTO order_hours (manila_hour, slot, placed, approved, approved_centavos, cancelled) VALUES (?, ?, 1, 0, 0, 0) ON DUPLICATE KEY UPDATE placed = placed + VALUES(placed)',
      [manilaHour(new Date()), slot],
    );
    await connection.query(
      "INSERT INTO order_counts (scope, status, slot, order_count) VALUES ('*', 'PENDING', ?, 1), (?, 'PENDING', 0, 1) ON DUPLICATE KEY UPDATE order_count = order_count + VALUES(order_count)",
      [slot, buyer.id],
    );
    await connection.commit();
    return { OrderId: order.insertId, TotalAmount: total / 100 };
  } catch (error) {
    await connection.rollback().catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

createServer(async (req, res) => {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = JSON.stringify(await placeOrder(JSON.parse(Buffer.concat(chunks).toString()).CartItems));
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
      .end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  }
}).listen(0, '127.0.0.1', function () {
  console.log(`raw order server listening on http://127.0.0.1:${this.address().port}`);
});
process.once('SIGTERM', () => pool.end().finally(() => process.exit(0)));
