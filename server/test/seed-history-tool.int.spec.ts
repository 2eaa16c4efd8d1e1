import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { sqlInstant } from '../src/database/entity-columns.js';
import { run } from './support/built-server.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const TOOL = fileURLToPath(new URL('../dist/tools/seed-history.js', import.meta.url));
const ORDERS = 3000;
const PENDING = 101;
const CUSTOMERS = 40;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A datetime(3) as either driver answers it raw: a Date (mysql2), or UTC text "2026-03-15 04:05:06.789" (SQLite). */
const instant = (value: string | Date) =>
  value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}Z`);

const urlOf = (t: TestApp) =>
  t.target.kind === 'sqlite'
    ? `sqlite:${t.target.file}`
    : `mysql://${t.target.user}${t.target.password ? `:${t.target.password}` : ''}@${t.target.host}:${t.target.port}/${t.target.database}`;

const ORDER_PAGE = `query($customerId: String) {
  orderActivityLogConnection(first: 50, customerId: $customerId) { totalCount nodes { orderId totalAmount deliveryFee goodsAmount cartItems { quantity totalPrice } } }
  ordersToAuthorizeConnection(first: 50) { totalCount }
}`;

eachDatabase('npm run seed:history', (driver) => {
  let t: TestApp;
  let db: DataSource;
  let seeded: { stdout: string; stderr: string };
  const seed = async (env: Record<string, string> = {}) => {
    const tool = run({ DATABASE_URL: urlOf(t), NODE_ENV: 'test', ...env }, TOOL, [
      '--orders',
      String(ORDERS),
      '--customers',
      String(CUSTOMERS),
      '--pending',
      String(PENDING),
    ]);
    return { code: await tool.exited, ...tool.output() };
  };
  const rows = <T>(sql: string) => db.query(sql) as Promise<T[]>;
  const number = async (sql: string) => Number((await rows<{ n: unknown }>(sql))[0].n);

  beforeAll(async () => {
    t = await startTestApp(driver);
    db = t.app.get(DataSource);
    const first = await seed();
    expect(first.code).toBe(0);
    seeded = first;
  });
  afterAll(() => t?.close());

  it('fills a database the server has started on with decided and pending orders, and says how many', async () => {
    expect(seeded.stdout).toContain(
      `${ORDERS.toLocaleString('en-US')} orders (${PENDING} pending), ${(2 * ORDERS).toLocaleString('en-US')} order lines`,
    );
    expect(await number("SELECT COUNT(*) AS n FROM users WHERE role = 'Customer' AND user_name LIKE 'scale%'")).toBe(
      CUSTOMERS,
    );
    expect(
      await number("SELECT COUNT(*) AS n FROM users WHERE role = 'Employee' AND user_name LIKE 'scale-employee-%'"),
    ).toBe(5);
    const statuses = await rows<{ status: string; n: unknown }>(
      'SELECT status, COUNT(*) AS n FROM orders GROUP BY status',
    );
    const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
    expect(count('PENDING')).toBe(PENDING);
    expect(count('APPROVED') + count('CANCELLED')).toBe(ORDERS - PENDING);
    expect(count('APPROVED') / (ORDERS - PENDING)).toBeGreaterThan(0.88);
    // The newest orders wait; every older one is decided.
    expect(await number("SELECT MIN(id) AS n FROM orders WHERE status = 'PENDING'")).toBe(ORDERS - PENDING + 1);
  });

  it('gives each order two lines of different products whose totals add up to the goods of the order, with the customer details copied', async () => {
    expect(
      await number(
        'SELECT COUNT(*) AS n FROM (SELECT order_id FROM order_lines GROUP BY order_id HAVING COUNT(DISTINCT product_id) = 2) two',
      ),
    ).toBe(ORDERS);
    expect(
      await number(
        'SELECT COUNT(*) AS n FROM order_lines l JOIN products p ON p.product_id = l.product_id WHERE l.unit_price_centavos <> p.price_centavos OR l.product_name <> p.name',
      ),
    ).toBe(0);
    expect(
      await number(
        'SELECT COUNT(*) AS n FROM order_lines WHERE line_total_centavos <> unit_price_centavos * quantity OR quantity < 1 OR quantity > 5',
      ),
    ).toBe(0);
    expect(
      await number(
        'SELECT COUNT(*) AS n FROM orders o WHERE o.total_centavos - o.delivery_fee_centavos <> (SELECT SUM(l.line_total_centavos) FROM order_lines l WHERE l.order_id = o.id)',
      ),
    ).toBe(0);
    expect(
      await number(
        'SELECT COUNT(*) AS n FROM orders o JOIN users u ON u.id = o.customer_id WHERE o.full_name <> u.full_name OR o.address <> u.address OR o.mobile_number <> u.mobile_number OR o.email_address <> u.email_address',
      ),
    ).toBe(0);
  });

  it('spreads the orders over three years up to now, ids and dates rising together, decisions 10 minutes to 48 hours later', async () => {
    const dates = await rows<{ order_date: string | Date; authorization_date: string | Date | null }>(
      'SELECT order_date, authorization_date FROM orders ORDER BY id',
    );
    const placed = dates.map((d) => instant(d.order_date));
    expect(placed.every((time, i) => i === 0 || time > placed[i - 1])).toBe(true);
    expect(Date.now() - placed[0]).toBeGreaterThan(3 * 364 * 24 * HOUR);
    expect(placed[placed.length - 1]).toBeLessThanOrEqual(Date.now());
    const waits = dates.flatMap((d, i) => (d.authorization_date ? [instant(d.authorization_date) - placed[i]] : []));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(Math.max(...waits)).toBeLessThanOrEqual(48 * HOUR);
  });

  it('records who decided each order and why, with an audit event like the ones the service writes', async () => {
    const employeeIds = "(SELECT id FROM users WHERE user_name LIKE 'scale-employee-%')";
    expect(
      await number(
        `SELECT COUNT(*) AS n FROM orders WHERE status = 'APPROVED' AND (authorized_by_id NOT IN ${employeeIds} OR remarks IS NOT NULL)`,
      ),
    ).toBe(0);
    expect(
      await number(
        `SELECT COUNT(*) AS n FROM orders WHERE status = 'CANCELLED' AND (remarks IS NULL OR (authorized_by_id <> customer_id AND authorized_by_id NOT IN ${employeeIds}))`,
      ),
    ).toBe(0);
    expect(
      await number("SELECT COUNT(*) AS n FROM orders WHERE status = 'CANCELLED' AND authorized_by_id = customer_id"),
    ).toBeGreaterThan(0);
    const events = await rows<{
      action: string;
      actor_id: string;
      target_id: string;
      before_state: string;
      after_state: string;
      created_at: string | Date;
    }>(
      "SELECT action, actor_id, target_id, before_state, after_state, created_at FROM audit_events WHERE target_type = 'order'",
    );
    expect(events).toHaveLength(ORDERS - PENDING);
    const orders = new Map(
      (
        await rows<{
          id: number;
          customer_id: string;
          status: string;
          authorized_by_id: string;
          authorization_date: string | Date;
          remarks: string | null;
        }>('SELECT * FROM orders')
      ).map((o) => [String(o.id), o]),
    );
    for (const event of events) {
      const order = orders.get(event.target_id)!;
      const action =
        order.status === 'APPROVED'
          ? 'order.approved'
          : order.authorized_by_id === order.customer_id
            ? 'order.cancelled_by_customer'
            : 'order.cancelled';
      expect({ action: event.action, actor: event.actor_id, at: instant(event.created_at) }).toEqual({
        action,
        actor: order.authorized_by_id,
        at: instant(order.authorization_date),
      });
      expect(event.before_state).toBe(JSON.stringify({ status: 'PENDING' }));
      expect(event.after_state).toBe(JSON.stringify({ status: order.status, remarks: order.remarks }));
    }
  });

  it('delivers three of four orders to a demo zone for its fee 1–3 days after they were placed, and fulfils and settles the approved ones of more than four days ago', async () => {
    const fees = await rows<{ method: string; zone: string | null; fee: unknown; n: unknown }>(
      'SELECT delivery_method AS method, delivery_zone_name AS zone, delivery_fee_centavos AS fee, COUNT(*) AS n FROM orders GROUP BY delivery_method, delivery_zone_name, delivery_fee_centavos ORDER BY method, zone',
    );
    expect(fees.map((f) => [f.method, f.zone, Number(f.fee)])).toEqual([
      ['DELIVERY', 'Cavite', 8000],
      ['DELIVERY', 'Metro Manila', 15000],
      ['DELIVERY', 'South Luzon', 25000],
      ['PICKUP', null, 0],
    ]);
    expect(
      await number("SELECT COUNT(*) AS n FROM orders WHERE delivery_method = 'DELIVERY' AND delivery_zone_id IS NULL"),
    ).toBe(0);
    const dates = await rows<{ placed: unknown; date: string }>(
      'SELECT order_date AS placed, delivery_date AS date FROM orders',
    );
    for (const { placed, date } of dates) {
      const placedDay = new Date(sqlInstant(placed).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
      expect((Date.parse(date) - Date.parse(placedDay)) / 86_400_000).toBeGreaterThanOrEqual(1);
      expect((Date.parse(date) - Date.parse(placedDay)) / 86_400_000).toBeLessThanOrEqual(3);
    }
    // Fulfilment only after approval; done means paid.
    expect(
      await number("SELECT COUNT(*) AS n FROM orders WHERE fulfilment_status IS NOT NULL AND status <> 'APPROVED'"),
    ).toBe(0);
    expect(
      await number("SELECT COUNT(*) AS n FROM orders WHERE status = 'APPROVED' AND fulfilment_status IS NULL"),
    ).toBe(0);
    expect(
      await number(
        "SELECT COUNT(*) AS n FROM orders WHERE fulfilment_status IN ('DELIVERED', 'PICKED_UP') AND (payment_status <> 'PAID' OR completed_at IS NULL)",
      ),
    ).toBe(0);
    expect(
      await number("SELECT COUNT(*) AS n FROM orders WHERE fulfilment_status IN ('DELIVERED', 'PICKED_UP')"),
    ).toBeGreaterThan(0);
    expect(
      await number(
        "SELECT COUNT(*) AS n FROM orders WHERE (fulfilment_status = 'PICKED_UP' AND delivery_method <> 'PICKUP') OR (fulfilment_status = 'DELIVERED' AND delivery_method <> 'DELIVERY')",
      ),
    ).toBe(0);
  });

  it('makes customers who can sign in with the known password, some with far more orders than others, and the app reads it all', async () => {
    const counts = (
      await rows<{ n: unknown }>('SELECT COUNT(*) AS n FROM orders GROUP BY customer_id ORDER BY n DESC')
    ).map((r) => Number(r.n));
    expect(counts[0]).toBeGreaterThan(3 * (ORDERS / CUSTOMERS));
    const customer = (await rows<{ id: string }>("SELECT id FROM users WHERE user_name = 'scale000001'"))[0];
    await t.login('customer', 'scale000001', 'scale-customer-password');
    await t.login('employee', 'scale-employee-1', 'scale-employee-password');
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const pages = await t.gql(ORDER_PAGE, { customerId: customer.id }, employee);
    expect(pages.errors).toBeUndefined();
    const decidedOfCustomer = await number(
      `SELECT COUNT(*) AS n FROM orders WHERE customer_id = '${customer.id}' AND status <> 'PENDING'`,
    );
    expect(pages.data!.orderActivityLogConnection.totalCount).toBe(decidedOfCustomer);
    expect(pages.data!.ordersToAuthorizeConnection.totalCount).toBe(PENDING);
    for (const order of pages.data!.orderActivityLogConnection.nodes) {
      expect(order.cartItems).toHaveLength(2);
      expect(
        order.cartItems.reduce((sum: number, line: { totalPrice: number }) => sum + line.totalPrice, 0),
      ).toBeCloseTo(order.goodsAmount, 2);
      expect(order.goodsAmount + order.deliveryFee).toBeCloseTo(order.totalAmount, 2);
    }
  });

  it('refuses a database that already has orders, and NODE_ENV=production', async () => {
    const again = await seed();
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`already holds ${ORDERS.toLocaleString('en-US')} orders`);
    const production = await seed({ NODE_ENV: 'production', JWT_SECRET: 'Zq8vN2xR7mK4pT9wL3cH6jB1sF5dG0aYeU' });
    expect(production.code).toBe(1);
    expect(production.stderr).toContain('refuses to run with NODE_ENV=production');
  });
});
