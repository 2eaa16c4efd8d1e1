import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const LOG =
  '{ orderActivityLog { orderId authorizedByFullName authorizedBy { fullName } cartItems { productName quantity } } }';

eachDatabase('no N+1 on nested order fields', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(() => t?.close());

  async function addDecidedOrders(count: number) {
    for (let i = 0; i < count; i++) {
      const placed = await t.gql(
        'mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1 }, { productId: "SMK-001", quantity: 2 }] }) { orderId } }',
        {},
        customer,
      );
      await t.gql(
        'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
        { input: { orderId: placed.data!.placeOrder.orderId } },
        employee,
      );
    }
  }

  async function selectsFor(document: string, token: string) {
    // The mail the orders above recorded is sent first: only the request's own queries are counted.
    await t.app.get(OutboxDispatcher).drain();
    const before = t.queries.count;
    const result = await t.gql(document, {}, token);
    expect(result.errors).toBeUndefined();
    return { selects: t.queries.count - before, result };
  }

  it('uses the same number of queries for 2 orders as for 20', async () => {
    await addDecidedOrders(2);
    const small = await selectsFor(LOG, employee);
    await addDecidedOrders(18);
    const large = await selectsFor(LOG, employee);
    expect(large.result.data!.orderActivityLog).toHaveLength(20);
    expect(large.result.data!.orderActivityLog.every((o: { cartItems: unknown[] }) => o.cartItems.length === 2)).toBe(
      true,
    );
    expect(large.selects).toBe(small.selects);
    // Token check + orders + lines + approvers.
    expect(large.selects).toBeLessThanOrEqual(4);
  });
});
