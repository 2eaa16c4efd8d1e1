import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { IdempotencyKey } from '../src/modules/orders/idempotency-key.entity.js';
import { OrdersService } from '../src/modules/orders/orders.service.js';
import { eachDatabase } from './support/each-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId totalAmount } }';

eachDatabase('idempotent placeOrder', (driver) => {
  let t: TestApp;
  let customer: { token: string; id: string };

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.newCustomer('twice-clicker');
  });
  afterAll(() => t?.close());

  const pendingCount = async () =>
    (await t.rest('GET', `/api/Product/extractCustomerOrders?customerId=${customer.id}`, { token: customer.token }))
      .json.length as number;

  const restPlace = (key: string | null, cartItems: object[]) =>
    t.rest('POST', '/api/Product/placeOrder', {
      token: customer.token,
      headers: key ? { 'idempotency-key': key } : {},
      body: { CustomerId: customer.id, CartItems: cartItems },
    });

  const graphqlPlace = async (key: string, items: object[]) => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customer.token}`,
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ query: PLACE, variables: { input: { items } } }),
    });
    return (await response.json()) as {
      data?: { placeOrder: { orderId: number } };
      errors?: { message: string; extensions: { code: string } }[];
    };
  };

  it('50 identical concurrent REST submissions with one key place one order, and all answer it', async () => {
    const before = await pendingCount();
    const cart = [
      {
        CartId: null,
        CustomerId: customer.id,
        ProductId: 'DRD-001',
        ProductName: 'x',
        ProductPrice: 1,
        Quantity: 2,
        TotalPrice: 2,
      },
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, () => restPlace('cart-submission-1', cart)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json.orderId)).size).toBe(1);
    expect(answers[0].json.totalAmount).toBe(570);
    expect((await pendingCount()) - before).toBe(1);
  });

  it('20 identical concurrent GraphQL submissions with one key place one order', async () => {
    const before = await pendingCount();
    const items = [
      { productId: 'SMK-001', quantity: 1 },
      { productId: 'DRD-002', quantity: 3 },
    ];
    const answers = await Promise.all(Array.from({ length: 20 }, () => graphqlPlace('cart-submission-2', items)));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(new Set(answers.map((a) => a.data!.placeOrder.orderId)).size).toBe(1);
    expect((await pendingCount()) - before).toBe(1);
    // The same order of lines in another order is the same content.
    const again = await graphqlPlace('cart-submission-2', [...items].reverse());
    expect(again.data!.placeOrder.orderId).toBe(answers[0].data!.placeOrder.orderId);
  });

  it('the same key with another cart is refused with 422 (REST) and IDEMPOTENCY_KEY_REUSED (GraphQL)', async () => {
    const first = await restPlace('cart-submission-3', [{ ProductId: 'DRD-003', Quantity: 1 }]);
    expect(first.status).toBe(200);
    const other = await restPlace('cart-submission-3', [{ ProductId: 'DRD-003', Quantity: 2 }]);
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different order.',
    });
    const graphql = await graphqlPlace('cart-submission-3', [{ productId: 'DRD-004', quantity: 1 }]);
    expect(graphql.errors?.[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keys belong to their customer: another customer’s same key places that customer’s own order', async () => {
    const first = await restPlace('shared-looking-key', [{ ProductId: 'DRD-005', Quantity: 1 }]);
    const other = await t.newCustomer('other-clicker');
    const theirs = await t.rest('POST', '/api/Product/placeOrder', {
      token: other.token,
      headers: { 'idempotency-key': 'shared-looking-key' },
      body: { CustomerId: other.id, CartItems: [{ ProductId: 'DRD-006', Quantity: 1 }] },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.json.orderId).not.toBe(first.json.orderId);
    expect(theirs.json.customerId).toBe(other.id);
  });

  it('without a key every submission is a new order; a malformed key is a 400', async () => {
    const before = await pendingCount();
    await Promise.all([
      restPlace(null, [{ ProductId: 'DRD-007', Quantity: 1 }]),
      restPlace(null, [{ ProductId: 'DRD-007', Quantity: 1 }]),
    ]);
    expect((await pendingCount()) - before).toBe(2);
    for (const key of ['has space', 'x'.repeat(129), 'tab\there']) {
      const refused = await t.rest('POST', '/api/Product/placeOrder', {
        token: customer.token,
        headers: { 'idempotency-key': key },
        body: { CustomerId: customer.id, CartItems: [{ ProductId: 'DRD-007', Quantity: 1 }] },
      });
      expect({ key, status: refused.status }).toEqual({ key, status: 400 });
    }
  });

  it('a key answers for 24 hours; after that it may name a new order, and the hourly sweep removes it', async () => {
    const first = await restPlace('yesterday', [{ ProductId: 'DRD-008', Quantity: 1 }]);
    const keys = t.app.get(DataSource).getRepository(IdempotencyKey);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await keys.update({ key: 'yesterday' }, { createdAt: dayAgo });
    const second = await restPlace('yesterday', [{ ProductId: 'DRD-009', Quantity: 1 }]);
    expect(second.status).toBe(200);
    expect(second.json.orderId).not.toBe(first.json.orderId);
    await keys.update({ key: 'yesterday' }, { createdAt: dayAgo });
    expect(await t.app.get(OrdersService).sweepExpiredKeys()).toBeGreaterThanOrEqual(1);
    expect(await keys.findBy({ key: 'yesterday' })).toEqual([]);
  });
});
