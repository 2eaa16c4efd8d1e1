import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { addDays, manilaDay, manilaDayStart, orderAmountShortfall, weekdayOf } from '@waters/domain';
import { DataSource } from 'typeorm';
import { OutboxMail } from '../src/modules/notifications/outbox-mail.entity.js';
import { OrderLine } from '../src/modules/orders/order-line.entity.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { StandingOrderPlacer } from '../src/modules/standing-orders/placing/standing-order-placer.js';
import { StandingOrderRun } from '../src/modules/standing-orders/standing-order-run.entity.js';
import { Clock } from '../src/platform/time/clock.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const FIELDS = `id name weekdays deliveryMethod addressId paymentMethod startsOn endsOn status
  lines { productId productName quantity } skipped nextOccurrence nextPlacingDay
  recentRuns { occurrence outcome orderId note }`;
const MINE = `{ myStandingOrders { ${FIELDS} } }`;
const SAVE = `mutation($i: StandingOrderInput!) { saveStandingOrder(input: $i) { ${FIELDS} } }`;
const MOVE = (name: 'pause' | 'resume' | 'end') =>
  `mutation($id: Int!) { ${name}StandingOrder(id: $id) { id status nextOccurrence } }`;
const SKIP = (name: 'skip' | 'unskip') =>
  `mutation($id: Int!, $day: String!) { ${name}StandingOccurrence(id: $id, day: $day) { id skipped nextOccurrence } }`;
const ADD = `mutation($i: AddProductInput!) { addProduct(input: $i) { productId } }`;
const STOCK = `mutation($i: SetProductStockInput!) { setProductStock(input: $i) { productId } }`;
const GROUP = `mutation($i: PriceGroupInput!) { savePriceGroup(input: $i) { id name } }`;
const PRICES = `mutation($i: SetTradePricesInput!) { setTradePrices(input: $i) { id } }`;
const RULE = `mutation($i: TradeQuantityRuleInput!) { setTradeQuantityRule(input: $i) { productId } }`;
const APPLY = `mutation($i: ApplyForTradeAccountInput!) { applyForTradeAccount(input: $i) { status } }`;
const APPROVE = `mutation($i: ApproveTradeAccountInput!) { approveTradeAccount(input: $i) { status } }`;
const ADD_ADDRESS = `mutation($i: AddressInput!) { addAddress(input: $i) { id } }`;
const MINUTE = 60_000;

/** "HH:MM" on a Manila day, as an instant. */
const at = (day: string, time: string) =>
  manilaDayStart(day)!.getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * MINUTE;

/** The Monday at least ten days after today: every simulated day lies ahead of the real clock. */
function mondayAhead(): string {
  let day = addDays(manilaDay(new Date()), 10);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

interface Look {
  readonly time: string;
  /** What happens first at that time (the buyer or the staff doing something), before the instances look. */
  readonly before?: () => Promise<unknown>;
  /** Which instances look: both (the default), or only the first. */
  readonly only?: 'first';
}

/*
 * Standing orders over eight simulated weeks (a controlled clock), on two app instances sharing one
 * database, one of them replaced by a new one halfway (a restart), each looking for due orders at
 * the same moments: every occurrence is placed exactly once (one order per day, one confirmation,
 * one run), also when an instance placed the order and died before writing the run. A paused week,
 * a skipped day and an ended order place nothing; a line out of stock is left out and said; an
 * order under the group's minimum fails and says why; each order is charged that day's prices. On
 * MariaDB the two instances look at once; on SQLite one after the other (two instances in one
 * process share one thread, so one would wait out the other's write lock: separate processes in
 * production do not).
 */
eachDatabase('standing orders', (driver) => {
  let first: TestApp;
  let second: TestApp;
  let employee: string;
  let buyer: { token: string; id: string };
  let other: { token: string; id: string };
  let household: { token: string; id: string };
  let groupId: number;
  let standingId: number;
  let now = Date.now();
  const monday = mondayAhead();
  /** Day `n` of the simulation, counted from its first Monday. */
  const day = (n: number) => addDays(monday, n);
  const products = [`SO-${driver}-1`, `SO-${driver}-2`];
  const names = ['Standing Tuyo', 'Standing Danggit'];

  const hold = (t: TestApp) => jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  const call = async (t: TestApp, query: string, variables: Record<string, unknown>, token: string) => {
    const result = await t.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const ok = (query: string, variables: Record<string, unknown> = {}, token = employee) =>
    call(first, query, variables, token);
  const refusal = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await first.gql(query, variables, token);
    expect(result.data).toBeNull();
    return { code: result.errors?.[0].extensions?.code, message: result.errors?.[0].message };
  };
  const db = () => first.app.get(DataSource);

  /** A customer with an approved trade account in the group. */
  async function tradeBuyer(userName: string) {
    const customer = await first.newCustomer(userName);
    const [address] = (await ok('{ myAddresses { id } }', {}, customer.token)).myAddresses as { id: number }[];
    await ok(
      APPLY,
      { i: { businessName: `Carinderia ${userName}`, businessType: 'RESTAURANT', addressId: address.id } },
      customer.token,
    );
    await ok(APPROVE, { i: { customerId: customer.id, priceGroupId: groupId } });
    return customer;
  }

  beforeAll(async () => {
    first = await startTestApp(driver);
    second = await startSecondInstance(first);
    hold(first);
    hold(second);
    now = at(day(-3), '10:00');
    employee = await first.login('employee', DEMO.employee.userName, DEMO.employee.password);
    for (const [i, productId] of products.entries()) {
      await ok(ADD, {
        i: {
          productId,
          productName: names[i],
          productPrice: i === 0 ? 100 : 50,
          productType: 'DRIED',
          productImage: '/images/products/dried/danggit.webp',
        },
      });
      await ok(STOCK, { i: { productId, stockQuantity: 500 } });
    }
    groupId = (await ok(GROUP, { i: { name: `Standing ${driver}`, minOrderAmount: 1000 } })).savePriceGroup.id;
    buyer = await tradeBuyer(`standing-buyer-${driver}`);
    other = await tradeBuyer(`standing-other-${driver}`);
    household = await first.newCustomer(`standing-household-${driver}`);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Carinderia week',
    weekdays: [4, 2],
    deliveryMethod: 'PICKUP',
    paymentMethod: 'CASH',
    startsOn: day(0),
    endsOn: day(55),
    lines: [
      { productId: products[0], quantity: 12 },
      { productId: products[1], quantity: 6 },
    ],
    ...overrides,
  });

  it('keeps a trade buyer’s standing order: weekdays the way of receiving has, its products, its days', async () => {
    // Households have none.
    expect(await refusal(SAVE, { i: input() }, household.token)).toEqual({
      code: 'FORBIDDEN',
      message: 'Standing orders are for approved trade accounts.',
    });
    expect(await refusal(SAVE, { i: input({ weekdays: [7] }) }, buyer.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'There is no pickup on Sundays.',
    });
    expect((await refusal(SAVE, { i: input({ weekdays: [] }) }, buyer.token)).message).toBe(
      'Choose at least one weekday.',
    );
    expect((await refusal(SAVE, { i: input({ endsOn: day(-1) }) }, buyer.token)).message).toBe(
      'The last day must be on or after the first day.',
    );
    expect((await refusal(SAVE, { i: input({ startsOn: day(-4) }) }, buyer.token)).message).toBe(
      'The first day cannot be in the past.',
    );
    expect(
      (await refusal(SAVE, { i: input({ lines: [{ productId: 'NO-SUCH', quantity: 1 }] }) }, buyer.token)).message,
    ).toBe('Product NO-SUCH does not exist.');
    expect((await refusal(SAVE, { i: input({ lines: [] }) }, buyer.token)).message).toBe('Add at least one product.');
    // A delivery: to one of the buyer's own addresses, on the days its zone delivers (Cavite: Monday to Saturday).
    const kawit = { label: 'Kitchen', address: '3 Luna St.', city: 'Kawit', province: 'Cavite', isDefault: false };
    const address = (await ok(ADD_ADDRESS, { i: kawit }, buyer.token)).addAddress.id as number;
    const delivery = { deliveryMethod: 'DELIVERY', addressId: address };
    expect((await refusal(SAVE, { i: input({ ...delivery, weekdays: [1, 7] }) }, buyer.token)).message).toBe(
      'There is no delivery on Sundays.',
    );
    expect((await refusal(SAVE, { i: input({ ...delivery, weekdays: [1] }) }, other.token)).message).toBe(
      'Choose one of your addresses.',
    );
    // The product's trade rule holds as at checkout.
    await ok(RULE, { i: { productId: products[1], multiple: 6 } });
    expect(
      (await refusal(SAVE, { i: input({ lines: [{ productId: products[1], quantity: 4 }] }) }, buyer.token)).message,
    ).toBe('add 2 more packs of Standing Danggit — sold to trade in 6s');

    const saved = (await ok(SAVE, { i: input() }, buyer.token)).saveStandingOrder;
    standingId = saved.id;
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Carinderia week',
      weekdays: [2, 4],
      deliveryMethod: 'PICKUP',
      addressId: null,
      paymentMethod: 'CASH',
      startsOn: day(0),
      endsOn: day(55),
      status: 'ACTIVE',
      lines: [
        { productId: products[0], productName: names[0], quantity: 12 },
        { productId: products[1], productName: names[1], quantity: 6 },
      ],
      skipped: [],
      // The first Tuesday, placed on the Monday (pickups are packed the day after they are taken in).
      nextOccurrence: day(1),
      nextPlacingDay: day(0),
      recentRuns: [],
    });
    // Thursday of the sixth week skipped ahead of time; a Wednesday is not one of its days.
    expect(
      (await ok(SKIP('skip'), { id: standingId, day: day(38) }, buyer.token)).skipStandingOccurrence.skipped,
    ).toEqual([day(38)]);
    expect((await refusal(SKIP('skip'), { id: standingId, day: day(37) }, buyer.token)).message).toBe(
      `${day(37)} is not one of this standing order's days.`,
    );
  });

  it('shows and changes a standing order to its buyer only: another customer is told it does not exist', async () => {
    expect((await ok(MINE, {}, other.token)).myStandingOrders).toEqual([]);
    expect((await ok(MINE, {}, household.token)).myStandingOrders).toEqual([]);
    const missing = { code: 'NOT_FOUND', message: 'There is no such standing order.' };
    for (const name of ['pause', 'resume', 'end'] as const)
      expect(await refusal(MOVE(name), { id: standingId }, other.token)).toEqual(missing);
    expect(await refusal(SKIP('skip'), { id: standingId, day: day(3) }, other.token)).toEqual(missing);
    expect(await refusal(SKIP('unskip'), { id: standingId, day: day(38) }, other.token)).toEqual(missing);
    expect(await refusal(SAVE, { i: input({ id: standingId, name: 'Taken over' }) }, other.token)).toEqual(missing);
    const [mine] = (await ok(MINE, {}, buyer.token)).myStandingOrders;
    expect(mine).toMatchObject({ id: standingId, name: 'Carinderia week', status: 'ACTIVE', skipped: [day(38)] });
  });

  it('places each occurrence exactly once over eight weeks, across two instances and a restart', async () => {
    const buyerCall = (query: string, variables: Record<string, unknown>) => call(first, query, variables, buyer.token);
    let crashes = 0;
    const minimum = (pesos: number) => () =>
      ok(GROUP, { i: { id: groupId, name: `Standing ${driver}`, minOrderAmount: pesos } });
    const stock = (stockQuantity: number) => () => ok(STOCK, { i: { productId: products[1], stockQuantity } });
    /** What happens on day n besides the looks (days counted from the first Monday; Tuesdays 7w + 1, Thursdays 7w + 3). */
    const plan = new Map<number, Look[]>([
      // Week 2's Thursday would come under the group's minimum (₱1,000, raised to ₱5,000 over its placing day).
      [8, [{ time: '17:00', before: minimum(5000) }]],
      [9, [{ time: '17:00', before: minimum(1000) }]],
      // Week 3 paused from the Sunday before to its Sunday.
      [13, [{ time: '20:00', before: () => buyerCall(MOVE('pause'), { id: standingId }) }]],
      [20, [{ time: '20:00', before: () => buyerCall(MOVE('resume'), { id: standingId }) }]],
      // Week 4's Wednesday: the first instance alone places the Thursday's order and dies before writing its run.
      [
        23,
        [
          {
            time: '06:00',
            only: 'first',
            before: async () => {
              const placer = first.app.get(StandingOrderPlacer) as unknown as { record(): Promise<boolean> };
              jest.spyOn(placer, 'record').mockImplementationOnce(() => {
                crashes += 1;
                return Promise.reject(new Error('The instance stopped.'));
              });
            },
          },
        ],
      ],
      // The end of week 4: the second instance is replaced by a new one (a restart); from week 5 a trade price.
      [
        27,
        [
          {
            time: '20:00',
            before: async () => {
              await second.close();
              second = await startSecondInstance(first);
              hold(second);
              await ok(PRICES, {
                i: {
                  priceGroupId: groupId,
                  productId: products[0],
                  rows: [{ minQuantity: 12, unitPrice: 90, validFrom: day(28) }],
                },
              });
            },
          },
        ],
      ],
      // Week 6's Monday: the Danggit is out of stock until the evening (its Thursday is the day skipped).
      [
        35,
        [
          { time: '05:00', before: stock(0) },
          { time: '17:00', before: stock(500) },
        ],
      ],
      // Week 8: ended on its Wednesday morning.
      [51, [{ time: '05:00', before: () => buyerCall(MOVE('end'), { id: standingId }) }]],
    ]);
    const looks = ['05:59', '06:00', '06:05', '12:00', '15:59', '16:00'];
    const look = async (only?: 'first') => {
      const placers = [first, ...(only ? [] : [second])].map((t) => t.app.get(StandingOrderPlacer));
      if (driver === 'mariadb') await Promise.all(placers.map((placer) => placer.placeDue()));
      else for (const placer of placers) await placer.placeDue();
    };

    for (let n = -1; n < 56; n++) {
      const steps = [...(plan.get(n) ?? []), ...looks.map((time): Look => ({ time }))].sort((x, y) =>
        x.time < y.time ? -1 : x.time > y.time ? 1 : x.before ? -1 : 1,
      );
      const done = new Set<string>();
      for (const step of steps) {
        if (!step.before && done.has(step.time)) continue;
        now = at(day(n), step.time);
        if (step.before) await step.before();
        done.add(step.time);
        await look(step.only);
        if (n === 23 && step.time === '06:00') {
          // The order is there, its run is not: the next look (of the other instance) finds the order by its key.
          expect(crashes).toBe(1);
          expect(await ordersFor(day(24))).toHaveLength(1);
          expect(
            await db()
              .getRepository(StandingOrderRun)
              .countBy({ occurrence: day(24) }),
          ).toBe(0);
        }
      }
    }

    async function ordersFor(occurrence: string) {
      return db().getRepository(Order).findBy({ customerId: buyer.id, deliveryDate: occurrence });
    }

    // Tuesdays (n) and Thursdays (n + 2) of the eight weeks: placed, failed, or nothing at all.
    const placed = [1, 3, 8, 22, 24, 29, 31, 36, 43, 45, 50];
    const failed = [10];
    const orders = await db()
      .getRepository(Order)
      .find({ where: { customerId: buyer.id }, order: { id: 'ASC' } });
    expect(orders.map((order) => order.deliveryDate)).toEqual(placed.map(day));
    // Each placed on the occurrence's placing day (the day before: a pickup), at 6 am, for pickup, cash.
    for (const order of orders) {
      expect(manilaDay(order.orderDate)).toBe(addDays(order.deliveryDate!, -1));
      expect([order.deliveryMethod, order.paymentMethod, order.status]).toEqual(['PICKUP', 'CASH', 'PENDING']);
    }
    const runs = await db()
      .getRepository(StandingOrderRun)
      .find({ where: { standingOrderId: standingId }, order: { occurrence: 'ASC' } });
    expect(runs.map((run) => [run.occurrence, run.outcome])).toEqual(
      [...placed.map((n) => [day(n), 'PLACED']), ...failed.map((n) => [day(n), 'FAILED'])].sort(([x], [y]) =>
        x < y ? -1 : 1,
      ),
    );
    expect(runs.filter((run) => run.outcome === 'PLACED').map((run) => run.orderId)).toEqual(
      orders.map((order) => order.id),
    );

    // That day's prices: ₱100 a Tuyo until week 5, ₱90 from 12 on after.
    const lines = await db()
      .getRepository(OrderLine)
      .find({ where: orders.map((order) => ({ orderId: order.id })), order: { orderId: 'ASC', productId: 'ASC' } });
    const linesOf = (occurrence: number) => {
      const order = orders.find((o) => o.deliveryDate === day(occurrence))!;
      return lines
        .filter((line) => line.orderId === order.id)
        .map((line) => [line.productId, line.quantity, line.unitPriceCentavos]);
    };
    expect(linesOf(24)).toEqual([
      [products[0], 12, 10_000],
      [products[1], 6, 5_000],
    ]);
    expect(linesOf(29)).toEqual([
      [products[0], 12, 9_000],
      [products[1], 6, 5_000],
    ]);
    // Week 6's Tuesday went without the Danggit, and said so; its Thursday had it again.
    expect(linesOf(36)).toEqual([[products[0], 12, 9_000]]);
    expect(runs.find((run) => run.occurrence === day(36))!.note).toBe('Left out: Standing Danggit (out of stock)');
    expect(linesOf(43)).toHaveLength(2);
    expect(runs.find((run) => run.occurrence === day(10))!.note).toBe(
      `Not placed: ${orderAmountShortfall(`Standing ${driver}`, 500_000, 150_000)}`,
    );

    // One confirmation per order; the buyer told once of the day failed and once of the line left out.
    const mails = await db()
      .getRepository(OutboxMail)
      .find({ order: { id: 'ASC' } });
    const toBuyer = mails.filter((mail) => mail.payload.includes(`"standing-buyer-${driver}@example.com"`));
    expect(toBuyer.filter((mail) => mail.kind === 'order-confirmation')).toHaveLength(placed.length);
    const told = toBuyer.filter((mail) => mail.kind === 'standing-order-run');
    expect(told.map((mail) => (JSON.parse(mail.payload) as { occurrence: string; note: string }).occurrence)).toEqual([
      day(10),
      day(36),
    ]);

    // The buyer's view: ended, the last days run latest first, nothing next.
    const [mine] = (await ok(MINE, {}, buyer.token)).myStandingOrders;
    expect(mine).toMatchObject({ status: 'ENDED', nextOccurrence: null, nextPlacingDay: null });
    expect(mine.recentRuns.map((run: { occurrence: string }) => run.occurrence)).toEqual([50, 45, 43, 36, 31].map(day));
  });
});
