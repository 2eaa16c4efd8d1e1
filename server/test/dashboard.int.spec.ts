import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Order } from '../src/modules/orders/order.entity.js';
import { Clock } from '../src/platform/time/clock.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const DASHBOARD = `query($from: DateTime!, $to: DateTime!) {
  adminDashboard(from: $from, to: $to) {
    from to pendingToday pendingTotal approvedCount cancelledCount approvedRevenue
    revenueByType { productType revenue quantity }
  }
}`;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Item = { productId: string; quantity: number };
type TypeRevenue = { productType: string; revenue: number; quantity: number };

const noRevenue = (): TypeRevenue[] => [
  { productType: 'DRIED', revenue: 0, quantity: 0 },
  { productType: 'MARINATED', revenue: 0, quantity: 0 },
  { productType: 'SMOKED', revenue: 0, quantity: 0 },
];

/** Midnight today in Manila (UTC+8), as a UTC instant, computed independently of the server. */
function manilaTodayStart(): Date {
  const manila = new Date(Date.now() + 8 * HOUR);
  return new Date(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate()) - 8 * HOUR);
}

eachDatabase('admin dashboard', (driver) => {
  let t: TestApp;
  let employee: string;
  let alice: string;
  let bob: string;
  let testStart: Date;

  beforeAll(async () => {
    testStart = new Date(Date.now() - 60_000);
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    alice = (await t.newCustomer('dash-alice')).token;
    bob = (await t.newCustomer('dash-bob')).token;
  });
  afterAll(() => t?.close());

  const dashboard = (from: Date | string, to: Date | string, token = employee) =>
    t.gql(
      DASHBOARD,
      { from: from instanceof Date ? from.toISOString() : from, to: to instanceof Date ? to.toISOString() : to },
      token,
    );

  /** The dashboard for a period, failing on any error. */
  async function figures(from: Date | string, to: Date | string) {
    const result = await dashboard(from, to);
    expect(result.errors).toBeUndefined();
    return result.data!.adminDashboard;
  }

  async function place(token: string, items: Item[]): Promise<number> {
    const result = await t.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { items } },
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.placeOrder.orderId;
  }

  async function decide(decision: 'approveOrder' | 'cancelOrder', orderId: number) {
    const result = await t.gql(
      `mutation($input: DecideOrderInput!) { ${decision}(input: $input) { orderId } }`,
      { input: { orderId } },
      employee,
    );
    expect(result.errors).toBeUndefined();
  }

  async function setPrice(productId: string, productPrice: number) {
    const result = await t.gql(
      'mutation($input: EditProductInput!) { editProduct(input: $input) { productId } }',
      { input: { productId, productPrice } },
      employee,
    );
    expect(result.errors).toBeUndefined();
  }

  /** Does `work` (a placement, a decision) as if it were `date`: the orders' clock says so meanwhile. */
  async function at<T>(date: Date, work: () => Promise<T>): Promise<T> {
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(date));
    try {
      return await work();
    } finally {
      clock.mockRestore();
    }
  }

  const inAnHour = () => new Date(Date.now() + HOUR);

  it('shows zeros and all three product types before any order', async () => {
    const from = new Date('2026-01-01T00:00:00.000Z');
    const to = new Date('2026-04-01T00:00:00.000Z');
    expect(await figures(from, to)).toEqual({
      from: from.toISOString(),
      to: to.toISOString(),
      pendingToday: 0,
      pendingTotal: 0,
      approvedCount: 0,
      cancelledCount: 0,
      approvedRevenue: 0,
      revenueByType: noRevenue(),
    });
  });

  it('counts the decisions of the period and sums approved revenue exactly, per product type', async () => {
    await setPrice('DRD-002', 120.15);
    await setPrice('MAR-002', 0.1);
    await setPrice('SMK-003', 0.2);

    // Approved: 570 + 230 = 800; 735 + 120.15 = 855.15; 0.2 + 0.1 = 0.3 (not 0.30000000000000004).
    const a = await place(alice, [
      { productId: 'DRD-001', quantity: 2 },
      { productId: 'SMK-001', quantity: 1 },
    ]);
    const b = await place(bob, [
      { productId: 'MAR-001', quantity: 3 },
      { productId: 'DRD-002', quantity: 1 },
    ]);
    const c = await place(alice, [
      { productId: 'SMK-003', quantity: 1 },
      { productId: 'MAR-002', quantity: 1 },
    ]);
    // Cancelled, and still pending: neither counts as revenue.
    const d = await place(bob, [{ productId: 'DRD-004', quantity: 5 }]);
    await place(alice, [{ productId: 'SMK-002', quantity: 1 }]);
    for (const id of [a, b, c]) await decide('approveOrder', id);
    await decide('cancelOrder', d);

    const result = await figures(testStart, inAnHour());
    expect(result).toMatchObject({
      pendingToday: 1,
      pendingTotal: 1,
      approvedCount: 3,
      cancelledCount: 1,
      approvedRevenue: 1655.45,
    });
    expect(result.revenueByType).toEqual([
      { productType: 'DRIED', revenue: 690.15, quantity: 3 },
      { productType: 'MARINATED', revenue: 735.1, quantity: 4 },
      { productType: 'SMOKED', revenue: 230.2, quantity: 2 },
    ]);
  });

  it('leaves out decisions outside the period, but always shows the queue', async () => {
    const past = await figures(new Date(Date.now() - 30 * DAY), new Date(Date.now() - 29 * DAY));
    expect(past).toMatchObject({
      pendingToday: 1,
      pendingTotal: 1,
      approvedCount: 0,
      cancelledCount: 0,
      approvedRevenue: 0,
      revenueByType: noRevenue(),
    });
    const future = await figures(inAnHour(), new Date(Date.now() + 2 * DAY));
    expect(future).toMatchObject({
      approvedCount: 0,
      cancelledCount: 0,
      approvedRevenue: 0,
      revenueByType: noRevenue(),
    });
  });

  it('includes a decision made exactly at `from` and excludes one made exactly at `to`, to the millisecond', async () => {
    const start = new Date('2025-06-01T00:00:00.000Z');
    const end = new Date('2025-07-01T00:00:00.000Z');
    const atStart = await place(alice, [{ productId: 'DRD-001', quantity: 1 }]); // 285, DRIED
    const atEnd = await place(bob, [{ productId: 'SMK-001', quantity: 1 }]); // 230, SMOKED
    const justBeforeEnd = await place(bob, [{ productId: 'MAR-001', quantity: 1 }]);
    await at(start, () => decide('approveOrder', atStart));
    await at(end, () => decide('approveOrder', atEnd));
    await at(new Date(end.getTime() - 1), () => decide('cancelOrder', justBeforeEnd));

    expect(await figures(start, end)).toMatchObject({
      approvedCount: 1,
      cancelledCount: 1,
      approvedRevenue: 285,
      revenueByType: [
        { productType: 'DRIED', revenue: 285, quantity: 1 },
        { productType: 'MARINATED', revenue: 0, quantity: 0 },
        { productType: 'SMOKED', revenue: 0, quantity: 0 },
      ],
    });
    const shifted = await figures(new Date(start.getTime() + 1), new Date(end.getTime() + 1));
    expect(shifted).toMatchObject({ approvedCount: 1, cancelledCount: 1, approvedRevenue: 230 });
    expect(shifted.revenueByType[2]).toEqual({ productType: 'SMOKED', revenue: 230, quantity: 1 });

    // The same instants written with the Manila offset.
    const manila = await figures('2025-06-01T08:00:00+08:00', '2025-07-01T08:00:00+08:00');
    expect(manila).toMatchObject({
      from: start.toISOString(),
      to: end.toISOString(),
      approvedCount: 1,
      approvedRevenue: 285,
    });
  });

  it('counts as pending today only the pending orders placed since midnight in Manila', async () => {
    const midnight = manilaTodayStart();
    await at(new Date(midnight.getTime() - 1), () => place(alice, [{ productId: 'DRD-005', quantity: 1 }])); // yesterday
    const atMidnight = await at(midnight, () => place(bob, [{ productId: 'DRD-006', quantity: 1 }]));
    const lastWeek = await at(new Date(midnight.getTime() - 7 * DAY), () =>
      place(bob, [{ productId: 'DRD-007', quantity: 1 }]),
    );

    // Pending: the SMK-002 order placed earlier (today), yesterday's, midnight's and last week's.
    const result = await figures(testStart, inAnHour());
    expect(result).toMatchObject({ pendingToday: 2, pendingTotal: 4 });

    // Once decided, an order leaves both counts.
    await decide('approveOrder', atMidnight);
    await decide('cancelOrder', lastWeek);
    expect(await figures(testStart, inAnHour())).toMatchObject({ pendingToday: 1, pendingTotal: 2 });
  });

  it.each([
    ['from equal to to', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 'From must be before to'],
    ['from after to', '2026-03-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 'From must be before to'],
    ['a 400-day period', '2025-01-01T00:00:00.000Z', '2026-02-05T00:00:00.000Z', 'The period must be at most 366 days'],
    [
      '366 days and a millisecond',
      '2024-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00.001Z',
      'The period must be at most 366 days',
    ],
  ])('rejects %s with BAD_USER_INPUT', async (_name, from, to, message) => {
    const result = await dashboard(from, to);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts a period of exactly 366 days (a leap year)', async () => {
    const result = await figures('2024-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    expect(result.approvedCount).toBe(0);
  });

  it('gives every Manila day of the period its orders placed and approved revenue, for the chart', async () => {
    // 1–3 March 2025 in Manila, a period no other test touches.
    const from = new Date('2025-02-28T16:00:00.000Z');
    const to = new Date('2025-03-03T16:00:00.000Z');
    const first = await at(new Date('2025-02-28T16:00:00.000Z'), () =>
      place(alice, [{ productId: 'DRD-001', quantity: 1 }]),
    ); // 1 March, 00:00 in Manila
    await at(new Date('2025-03-01T15:59:59.999Z'), () => place(bob, [{ productId: 'DRD-001', quantity: 2 }])); // still 1 March in Manila
    await at(new Date('2025-03-02T02:00:00.000Z'), () => decide('approveOrder', first)); // 2 March
    const total = (
      await t.gql(`{ orderActivityLog { orderId totalAmount } }`, {}, employee)
    ).data!.orderActivityLog.find((o: { orderId: number }) => o.orderId === first).totalAmount;
    const result = await t.gql(
      `query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { daily { day ordersPlaced approvedRevenue } } }`,
      { from: from.toISOString(), to: to.toISOString() },
      employee,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminDashboard.daily).toEqual([
      { day: '2025-03-01', ordersPlaced: 2, approvedRevenue: 0 },
      { day: '2025-03-02', ordersPlaced: 0, approvedRevenue: total },
      { day: '2025-03-03', ordersPlaced: 0, approvedRevenue: 0 },
    ]);
  });

  it('counts the parts of days at either end of a period that starts and ends inside a day, to the millisecond', async () => {
    // 10–12 March 2025 in Manila, a period no other test touches; an integrator's "from 10:00 to 11:00".
    const DAILY = `query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { daily { day ordersPlaced approvedRevenue } } }`;
    const daily = async (from: string, to: string) => {
      const result = await t.gql(DAILY, { from, to }, employee);
      expect(result.errors).toBeUndefined();
      return result.data!.adminDashboard.daily;
    };
    const placedAt = (iso: string) => at(new Date(iso), () => place(alice, [{ productId: 'DRD-001', quantity: 1 }]));
    await placedAt('2025-03-10T01:59:59.999Z'); // 10 March, 09:59:59.999 in Manila: before the period
    const tenth = await placedAt('2025-03-10T02:00:00.000Z'); // 10:00, its first instant
    await placedAt('2025-03-11T10:00:00.000Z'); // 11 March, 18:00
    await placedAt('2025-03-11T15:30:00.000Z'); // 11 March, 23:30
    const twelfth = await placedAt('2025-03-11T16:30:00.000Z'); // 12 March, 00:30
    await placedAt('2025-03-12T02:59:59.999Z'); // 12 March, 10:59:59.999: its last instant
    await placedAt('2025-03-12T03:00:00.000Z'); // 11:00: after it
    await at(new Date('2025-03-12T01:00:00.000Z'), () => decide('approveOrder', tenth)); // approved 12 March, inside
    await at(new Date('2025-03-12T03:00:00.000Z'), () => decide('approveOrder', twelfth)); // approved at `to`: outside
    const total = (
      await t.gql(`{ orderActivityLog { orderId totalAmount } }`, {}, employee)
    ).data!.orderActivityLog.find((o: { orderId: number }) => o.orderId === tenth).totalAmount;

    expect(await daily('2025-03-10T02:00:00.000Z', '2025-03-12T03:00:00.000Z')).toEqual([
      { day: '2025-03-10', ordersPlaced: 1, approvedRevenue: 0 },
      { day: '2025-03-11', ordersPlaced: 2, approvedRevenue: 0 },
      { day: '2025-03-12', ordersPlaced: 2, approvedRevenue: total },
    ]);
    // Under a day, across a midnight: the evening of the 11th and the night of the 12th.
    expect(await daily('2025-03-11T12:00:00.000Z', '2025-03-11T20:00:00.000Z')).toEqual([
      { day: '2025-03-11', ordersPlaced: 1, approvedRevenue: 0 },
      { day: '2025-03-12', ordersPlaced: 1, approvedRevenue: 0 },
    ]);
  });

  it('counts approved orders by fulfilment step: waiting to pack, packed, out or ready, and done in the period', async () => {
    const BOARD =
      'query($from: DateTime!, $to: DateTime!) { adminDashboard(from: $from, to: $to) { fulfilment { waitingToPack packed outOrReady done } } }';
    const from = new Date('2031-03-01T00:00:00+08:00');
    const to = new Date('2031-04-01T00:00:00+08:00');
    const board = async () =>
      (await t.gql(BOARD, { from: from.toISOString(), to: to.toISOString() }, employee)).data!.adminDashboard
        .fulfilment;
    const advance = async (orderId: number, ...steps: string[]) => {
      for (const step of steps) {
        const handover = step === 'DELIVERED' || step === 'PICKED_UP' ? 285 : null;
        const result = await t.gql(
          'mutation($id: Int!, $to: FulfilmentStatus!, $cash: Float) { advanceFulfilment(orderId: $id, to: $to, cashCollected: $cash, confirmOffDate: true) { orderId } }',
          { id: orderId, to: step, cash: handover },
          employee,
        );
        expect(result.errors).toBeUndefined();
      }
    };
    const before = await board();
    const approved = async (deliveryDate: string) => {
      const orderId = await place(alice, [{ productId: 'DRD-001', quantity: 1 }]);
      await decide('approveOrder', orderId);
      await t.app.get(DataSource).getRepository(Order).update(orderId, { deliveryDate });
      return orderId;
    };
    await approved('2031-03-10');
    await advance(await approved('2031-03-10'), 'PACKED');
    await advance(await approved('2031-03-11'), 'PACKED', 'READY_FOR_PICKUP');
    await advance(await approved('2031-03-31'), 'PACKED', 'READY_FOR_PICKUP', 'PICKED_UP');
    // Done, but delivered after the period.
    await advance(await approved('2031-04-01'), 'PACKED', 'READY_FOR_PICKUP', 'PICKED_UP');
    // A pending order is not on the board.
    await place(alice, [{ productId: 'DRD-001', quantity: 1 }]);
    const after = await board();
    expect({
      waitingToPack: after.waitingToPack - before.waitingToPack,
      packed: after.packed - before.packed,
      outOrReady: after.outOrReady - before.outOrReady,
      done: after.done - before.done,
    }).toEqual({ waitingToPack: 1, packed: 1, outOrReady: 1, done: 1 });
  });

  it('is for employees only', async () => {
    expect((await dashboard(testStart, inAnHour(), alice)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('uses the same number of queries however many orders there are', async () => {
    const selectsFor = async () => {
      // The mail the orders above recorded is sent first: only the request's own queries are counted.
      await t.app.get(OutboxDispatcher).drain();
      const before = t.queries.count;
      const result = await figures(testStart, inAnHour());
      return { selects: t.queries.count - before, result };
    };
    const small = await selectsFor();
    for (let i = 0; i < 15; i++) {
      const id = await place(i % 2 ? alice : bob, [
        { productId: 'SMK-004', quantity: 2 },
        { productId: 'MAR-003', quantity: 1 },
      ]);
      if (i % 3 === 0) await decide('cancelOrder', id);
      else if (i % 3 === 1) await decide('approveOrder', id);
    }
    const large = await selectsFor();
    expect(large.result.approvedCount).toBe(small.result.approvedCount + 5);
    expect(large.result.cancelledCount).toBe(small.result.cancelledCount + 5);
    expect(large.result.pendingTotal).toBe(small.result.pendingTotal + 5);
    expect(large.selects).toBe(small.selects);
    // Token check + pending counts + decisions + revenue by type.
    expect(large.selects).toBeLessThanOrEqual(4);
  });
});
