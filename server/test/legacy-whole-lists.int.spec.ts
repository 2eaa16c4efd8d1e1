import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource, In, IsNull, Not, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
import { rebuildOrderFigures } from '../src/modules/orders/figures/rebuild-order-figures.js';
import { OrderLineModel } from '../src/modules/orders/models/order-line.model.js';
import { OrderModel } from '../src/modules/orders/models/order.model.js';
import { OrderLine } from '../src/modules/orders/order-line.entity.js';
import { OrderStatus } from '../src/modules/orders/order-status.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { Product } from '../src/modules/products/product.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** Orders written straight into the tables: enough for the whole lists to take several batches. */
const BULK_ORDERS = 2_400;

eachDatabase('legacy whole lists, streamed', (driver) => {
  let t: TestApp;
  let db: DataSource;
  let employee: { id: string; token: string };
  let ana: { id: string; token: string };
  let ben: { id: string; token: string };

  beforeAll(async () => {
    t = await startTestApp(driver);
    db = t.app.get(DataSource);
    const token = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    employee = { id: (await t.gql('{ me { id } }', {}, token)).data!.me.id, token };
    ana = await t.newCustomer(`whole-ana-${driver}`);
    ben = await t.newCustomer(`whole-ben-${driver}`, { fullName: 'Ben "Bangus" Reyes — Ñ 🐟' });

    // A few through the API: placed, approved and cancelled with remarks that JSON must escape, withdrawn.
    const place = async (token: string, items: { productId: string; quantity: number }[]) =>
      (
        await t.gql(
          'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
          { input: { items } },
          token,
        )
      ).data!.placeOrder.orderId as number;
    const decide = (field: string, orderId: number, remarks: string) =>
      t.gql(
        `mutation($input: DecideOrderInput!) { ${field}(input: $input) { orderId } }`,
        { input: { orderId, remarks } },
        employee.token,
      );
    const first = await place(ana.token, [
      { productId: 'DRD-001', quantity: 2 },
      { productId: 'SMK-003', quantity: 1 },
    ]);
    const second = await place(ben.token, [{ productId: 'MAR-002', quantity: 3 }]);
    const third = await place(ben.token, [{ productId: 'DRD-004', quantity: 1 }]);
    await place(ana.token, [{ productId: 'SMK-001', quantity: 4 }]);
    await decide('approveOrder', first, 'Handa na — "salamat" \\ 100% \n bukas 🐟');
    await decide('cancelOrder', second, '\u0000\u001f control characters');
    await t.gql(
      'mutation($input: CancelMyOrderInput!) { cancelMyOrder(input: $input) { orderId } }',
      { input: { orderId: third, reason: 'Nagbago ang isip' } },
      ben.token,
    );

    // The bulk: pending and decided, some sharing a timestamp, some withdrawn by their customer.
    const products = await db.getRepository(Product).find({ order: { productId: 'ASC' } });
    const base = Date.parse('2026-06-01T00:00:00.000Z');
    for (let start = 0; start < BULK_ORDERS; start += 200) {
      const rows = Array.from({ length: 200 }, (_, k) => {
        const i = start + k;
        const buyer = i % 3 === 0 ? ben : ana;
        const status = i % 2 === 0 ? OrderStatus.PENDING : i % 7 === 1 ? OrderStatus.CANCELLED : OrderStatus.APPROVED;
        const decided = status !== OrderStatus.PENDING;
        return {
          customerId: buyer.id,
          fullName: buyer === ben ? 'Ben "Bangus" Reyes — Ñ 🐟' : 'Test ana',
          address: '1 Rizal Ave., Bacoor, Cavite',
          mobileNumber: '+63 917 000 1234',
          emailAddress: 'bulk@example.com',
          totalCentavos: 0,
          status,
          orderDate: new Date(base + Math.floor(i / 2) * 60_000),
          authorizedById: decided ? (i % 11 === 1 ? buyer.id : employee.id) : null,
          authorizationDate: decided ? new Date(base + 86_400_000 + Math.floor(i / 3) * 1_000 + (i % 3)) : null,
          remarks: decided ? `Bulk ${i}` : null,
        };
      });
      const ids = (await db.getRepository(Order).insert(rows)).identifiers.map((row) => row.id as number);
      const lines = ids.flatMap((orderId, k) =>
        [products[k % products.length], products[(k + 5) % products.length]].map((product, n) => ({
          orderId,
          productId: product.productId,
          productName: product.name,
          productType: product.type,
          unitPriceCentavos: product.priceCentavos,
          quantity: n + 1,
          lineTotalCentavos: product.priceCentavos * (n + 1),
        })),
      );
      await db.getRepository(OrderLine).insert(lines);
    }
    await db.query(
      'UPDATE orders SET total_centavos = (SELECT SUM(line_total_centavos) FROM order_lines WHERE order_lines.order_id = orders.id) WHERE total_centavos = 0',
    );
    await db.transaction((manager) => rebuildOrderFigures(manager));
  });
  afterAll(() => t?.close());

  /** An order as the server wrote it before lists were streamed: the GraphQL model, less what the legacy contract leaves out. */
  function legacyOrderAsBuilt(order: Order, lines: OrderLine[], approverName: string | null) {
    // The fields the Order type had when the legacy lists were built from it; later fields (delivery, payment) never reach them.
    const {
      orderId,
      customerId,
      fullName,
      address,
      mobileNumber,
      emailAddress,
      totalAmount,
      orderStatus,
      remarks,
      orderDate,
      authorizationDate,
    } = OrderModel.of(order);
    return {
      ...{ orderId, customerId, fullName, address, mobileNumber, emailAddress, totalAmount, orderStatus, remarks },
      orderDate: orderDate.toISOString(),
      authorizedByFullName: approverName,
      authorizationDate: authorizationDate?.toISOString() ?? null,
      cartItems: lines.map((line) => {
        // The line's own id and its order's came to the GraphQL line later (for packing from lots and reading its
        // lots): never to the legacy lists.
        const { productId: _productId, lineId: _lineId, orderId: _orderId, ...documented } = OrderLineModel.of(line);
        return documented;
      }),
    };
  }

  /** The answer as the server built it before lists were streamed: every order as an entity, one JSON.stringify. */
  async function builtWhole(where: FindOptionsWhere<Order>, order: FindOptionsOrder<Order>): Promise<string> {
    const orders = await db.getRepository(Order).find({ where, order });
    const lines = await db
      .getRepository(OrderLine)
      .find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: 'ASC' } });
    const approvers = await db
      .getRepository(User)
      .find({ where: { id: In([...new Set(orders.flatMap((o) => (o.authorizedById ? [o.authorizedById] : [])))]) } });
    const names = new Map(approvers.map((u) => [u.id, u.fullName]));
    return JSON.stringify(
      orders.map((o) =>
        legacyOrderAsBuilt(
          o,
          lines.filter((l) => l.orderId === o.id),
          o.authorizedById ? (names.get(o.authorizedById) ?? null) : null,
        ),
      ),
    );
  }

  const DECIDED = In([OrderStatus.APPROVED, OrderStatus.CANCELLED]);
  const cases = () => [
    {
      path: `/api/Product/orderActivityLog?employeeId=${employee.id}`,
      token: employee.token,
      where: { authorizationDate: Not(IsNull()) },
      order: { authorizationDate: 'DESC', id: 'DESC' } as const,
    },
    {
      path: `/api/Product/extractOrder?employeeId=${employee.id}`,
      token: employee.token,
      where: { status: OrderStatus.PENDING },
      order: { orderDate: 'ASC', id: 'ASC' } as const,
    },
    {
      path: `/api/Product/orderHistory?customerId=${ana.id}`,
      token: ana.token,
      where: { customerId: ana.id, status: DECIDED },
      order: { orderDate: 'DESC', id: 'DESC' } as const,
    },
    {
      path: `/api/Product/extractCustomerOrders?customerId=${ben.id}`,
      token: ben.token,
      where: { customerId: ben.id, status: OrderStatus.PENDING },
      order: { orderDate: 'DESC', id: 'DESC' } as const,
    },
  ];

  it('answers each whole list with exactly the bytes of the whole array built at once', async () => {
    for (const { path, token, where, order } of cases()) {
      const answer = await fetch(`${t.url}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = await answer.text();
      const expected = await builtWhole(where, order);
      expect(JSON.parse(expected).length).toBeGreaterThan(5);
      expect(body).toBe(expected);
    }
  });

  it('compresses a whole list on the way like any other answer', async () => {
    const { path, token, where, order } = cases()[0];
    const answer = await fetch(`${t.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toBe(await builtWhole(where, order));
  });

  it('answers many clients asking at once, each whole (a few are streamed at a time, the others wait their turn)', async () => {
    const { path, token, where, order } = cases()[1];
    const expected = await builtWhole(where, order);
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const answer = await fetch(`${t.url}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        });
        return { status: answer.status, body: await answer.text() };
      }),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body === expected)).toBe(true);
  });

  it('answers an empty list as []', async () => {
    const newcomer = await t.newCustomer(`whole-new-${driver}`);
    for (const path of [
      `/api/Product/orderHistory?customerId=${newcomer.id}`,
      `/api/Product/extractCustomerOrders?customerId=${newcomer.id}`,
    ]) {
      const answer = await t.rest('GET', path, { token: newcomer.token });
      expect([answer.status, answer.text]).toEqual([200, '[]']);
    }
  });

  it('still refuses another caller’s id before anything is streamed', async () => {
    const answer = await t.rest('GET', `/api/Product/orderHistory?customerId=${ben.id}`, { token: ana.token });
    expect(answer.status).toBe(403);
  });
});
