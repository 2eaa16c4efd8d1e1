import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Order } from '../src/modules/orders/order.entity.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const MANIFEST = `query($date: String!, $zoneId: Int) {
  deliveryManifest(date: $date, zoneId: $zoneId) {
    date
    groups { method zoneName orders { orderId fullName address mobileNumber orderNote paymentMethod paymentStatus amountToCollect fulfilmentStatus lines { productId quantity totalPrice } } }
  }
}`;
const DAY = '2026-12-03';

type Setup = Partial<
  Pick<
    Order,
    | 'deliveryMethod'
    | 'deliveryZoneId'
    | 'deliveryZoneName'
    | 'deliveryDate'
    | 'paymentMethod'
    | 'paymentStatus'
    | 'orderNote'
  >
>;

eachDatabase('delivery manifest', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = (await t.newCustomer(`manifest-${driver}`)).token;
  });
  afterAll(() => t?.close());

  /** An order of one line of DRD-001 (₱285 each), approved unless told, with the delivery columns set as given. */
  const order = async (setup: Setup, quantity = 1, approve = true) => {
    const placed = await t.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { items: [{ productId: 'DRD-001', quantity }] } },
      customer,
    );
    const orderId = placed.data!.placeOrder.orderId as number;
    if (approve)
      await t.gql(
        'mutation($id: Int!) { approveOrder(input: { orderId: $id }) { orderId } }',
        { id: orderId },
        employee,
      );
    await t.app
      .get(DataSource)
      .getRepository(Order)
      .update(orderId, { deliveryDate: DAY, ...setup });
    return orderId;
  };
  /** Waits until nothing has been read for a while. */
  const quiet = async () => {
    for (let last = -1; last !== t.queries.count;) {
      last = t.queries.count;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  const zone = (id: number, name: string): Setup => ({
    deliveryMethod: 'DELIVERY',
    deliveryZoneId: id,
    deliveryZoneName: name,
  });
  const manifest = async (date: string, zoneId?: number) => {
    const before = t.queries.count;
    const result = await t.gql(MANIFEST, { date, zoneId }, employee);
    return { selects: t.queries.count - before, result };
  };

  it("groups the day's approved orders per zone, then the pickups, with their lines and the cash to collect", async () => {
    const north = await order({ ...zone(7, 'Cavite North'), orderNote: 'Gate is blue' }, 2);
    const paidCash = await order({ ...zone(7, 'Cavite North'), paymentStatus: 'PAID' });
    const south = await order({ ...zone(8, 'Bacoor South'), paymentMethod: 'GCASH', paymentStatus: 'PROOF_SENT' });
    const pickup = await order({ deliveryMethod: 'PICKUP' }, 3);
    await order({ ...zone(7, 'Cavite North'), deliveryDate: '2026-12-04' });
    await order(zone(7, 'Cavite North'), 1, false);

    const { result } = await manifest(DAY);
    expect(result.errors).toBeUndefined();
    const { date, groups } = result.data!.deliveryManifest;
    expect(date).toBe(DAY);
    expect(
      groups.map((g: { method: string; zoneName: string | null; orders: { orderId: number }[] }) => [
        g.method,
        g.zoneName,
        g.orders.map((o) => o.orderId),
      ]),
    ).toEqual([
      ['DELIVERY', 'Bacoor South', [south]],
      ['DELIVERY', 'Cavite North', [north, paidCash]],
      ['PICKUP', null, [pickup]],
    ]);
    const [first] = groups[1].orders;
    expect(first).toMatchObject({
      orderId: north,
      fullName: `Test manifest-${driver}`,
      orderNote: 'Gate is blue',
      paymentMethod: 'CASH',
      paymentStatus: 'UNPAID',
      amountToCollect: 570,
      fulfilmentStatus: null,
      lines: [{ productId: 'DRD-001', quantity: 2, totalPrice: 570 }],
    });
    expect(groups[1].orders[1].amountToCollect).toBe(0);
    expect(groups[0].orders[0].amountToCollect).toBe(0);
    expect(groups[2].orders[0].amountToCollect).toBe(855);

    // One zone's run only.
    const only = (await manifest(DAY, 7)).result.data!.deliveryManifest.groups;
    expect(only.map((g: { zoneName: string }) => g.zoneName)).toEqual(['Cavite North']);
  });

  it('reads the same number of times however many orders (no query per order)', async () => {
    const [one, six] = ['2026-12-10', '2026-12-11'];
    await order({ ...zone(9, 'Imus'), deliveryDate: one });
    for (let i = 0; i < 6; i++) await order({ ...zone(9 + (i % 2), i % 2 ? 'Dasmariñas' : 'Imus'), deliveryDate: six });
    // The placements' after-commit work (mail, webhooks) reads too: counted only once it is over.
    await quiet();
    // The server's own timers (outboxes, sweepers) may read during a call, which counts every read on the
    // connection: each day is read three times and its fewest reads kept (a query per order would be in all three).
    const fewest = async (date: string) => {
      const calls = [await manifest(date), await manifest(date), await manifest(date)];
      return { ...calls[0], selects: Math.min(...calls.map((call) => call.selects)) };
    };
    const few = await fewest(one);
    const many = await fewest(six);
    expect(many.result.data!.deliveryManifest.groups.flatMap((g: { orders: unknown[] }) => g.orders)).toHaveLength(6);
    expect(few.selects).toBeGreaterThan(0);
    expect(many.selects).toBe(few.selects);
  });

  it('refuses a date that is not a calendar day, and customers', async () => {
    expect((await manifest('2026-02-30')).result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(MANIFEST, { date: DAY }, customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await manifest('2020-01-01')).result.data!.deliveryManifest).toEqual({ date: '2020-01-01', groups: [] });
  });
});
