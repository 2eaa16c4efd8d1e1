import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { emptyCast } from './support/actors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const CANCEL_MINE = `mutation($input: CancelMyOrderInput!) { cancelMyOrder(input: $input) { orderId orderStatus remarks authorizedByFullName cancelledByCustomer } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId orderStatus } }`;

eachDatabase('customer cancels their own order', (driver) => {
  let t: TestApp;
  // Two customers of their own and the demo employee.
  const cast = emptyCast();
  const { a: alice, b: bob, employee: staff } = cast;

  beforeAll(async () => {
    t = await startTestApp(driver);
    await cast.enlist(t, 'carol');
  });
  afterAll(() => t?.close());

  const placeFor = async (token: string): Promise<number> =>
    (await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 1 }] } }, token)).data!.placeOrder.orderId;

  it('cancels the pending order with the reason, recorded in the activity log with who decided', async () => {
    const orderId = await placeFor(alice.token);
    const result = await t.gql(CANCEL_MINE, { input: { orderId, reason: 'Ordered twice by mistake' } }, alice.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelMyOrder).toEqual({
      orderId,
      orderStatus: 'CANCELLED',
      remarks: 'Ordered twice by mistake',
      authorizedByFullName: 'Test carol-a',
      cancelledByCustomer: true,
    });

    const log = (
      await t.gql(
        `{ orderActivityLog { orderId orderStatus remarks authorizedByFullName cancelledByCustomer } }`,
        {},
        staff.token,
      )
    ).data!.orderActivityLog;
    expect(log.find((o: { orderId: number }) => o.orderId === orderId)).toEqual(result.data!.cancelMyOrder);
    const pending = (await t.gql(`{ myPendingOrders { orderId } }`, {}, alice.token)).data!.myPendingOrders;
    expect(pending.map((o: { orderId: number }) => o.orderId)).not.toContain(orderId);
  });

  it('is not cancelledByCustomer when an employee cancelled or approved it', async () => {
    const decide = (verb: string) =>
      `mutation($input: DecideOrderInput!) { ${verb}(input: $input) { orderStatus cancelledByCustomer } }`;
    const cancelled = await t.gql(
      decide('cancelOrder'),
      { input: { orderId: await placeFor(alice.token) } },
      staff.token,
    );
    expect(cancelled.data!.cancelOrder).toEqual({ orderStatus: 'CANCELLED', cancelledByCustomer: false });
    const approved = await t.gql(
      decide('approveOrder'),
      { input: { orderId: await placeFor(alice.token) } },
      staff.token,
    );
    expect(approved.data!.approveOrder).toEqual({ orderStatus: 'APPROVED', cancelledByCustomer: false });
  });

  it("answers NOT_FOUND for another customer's order and leaves it pending", async () => {
    const orderId = await placeFor(bob.token);
    const result = await t.gql(CANCEL_MINE, { input: { orderId, reason: 'not mine' } }, alice.token);
    expect(result.errors?.[0]).toMatchObject({
      message: `Order ${orderId} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    const pending = (await t.gql(`{ myPendingOrders { orderId } }`, {}, bob.token)).data!.myPendingOrders;
    expect(pending.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
  });

  it('requires a reason of at most 500 characters', async () => {
    const orderId = await placeFor(alice.token);
    for (const reason of ['   ', 'x'.repeat(501)]) {
      const result = await t.gql(CANCEL_MINE, { input: { orderId, reason } }, alice.token);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Reason is required and must be at most 500 characters',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('is for customers only', async () => {
    const orderId = await placeFor(alice.token);
    expect(
      (await t.gql(CANCEL_MINE, { input: { orderId, reason: 'x' } }, staff.token)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(CANCEL_MINE, { input: { orderId, reason: 'x' } })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('answers CONFLICT once the order is decided', async () => {
    const orderId = await placeFor(alice.token);
    await t.gql(APPROVE, { input: { orderId } }, staff.token);
    const result = await t.gql(CANCEL_MINE, { input: { orderId, reason: 'too late' } }, alice.token);
    expect(result.errors?.[0]).toMatchObject({
      message: `Order ${orderId} is already APPROVED.`,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('races fairly with an employee approving: exactly one wins, the other gets CONFLICT', async () => {
    for (let round = 0; round < 5; round += 1) {
      const orderId = await placeFor(alice.token);
      const [mine, theirs] = await Promise.all([
        t.gql(CANCEL_MINE, { input: { orderId, reason: `round ${round}` } }, alice.token),
        t.gql(APPROVE, { input: { orderId } }, staff.token),
      ]);
      const results = [mine, theirs];
      expect(results.filter((r) => r.data && !r.errors)).toHaveLength(1);
      const losers = results.filter((r) => r.errors);
      expect(losers).toHaveLength(1);
      expect(losers[0].errors![0].extensions?.code).toBe('CONFLICT');
      const expected = mine.errors ? 'APPROVED' : 'CANCELLED';
      const log = (await t.gql(`{ orderActivityLog { orderId orderStatus } }`, {}, staff.token)).data!.orderActivityLog;
      expect(log.filter((o: { orderId: number }) => o.orderId === orderId)).toEqual([
        { orderId, orderStatus: expected },
      ]);
    }
  });
});
