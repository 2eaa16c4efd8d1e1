import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { eachDatabase } from './support/each-database.js';
import { eventually } from './support/eventually.js';
import { follow } from './support/live-stream.js';
import { TEST_REDIS_URL, uniqueRedisPrefix, withRedis } from './support/redis.js';
import { DEMO, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const ADD = 'mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }';

withRedis('caches shared by two instances (REDIS_URL)', () => {
  eachDatabase('two instances on one database and one Redis', (driver) => {
    const prefix = uniqueRedisPrefix();
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await startTestApp(driver, { redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
      b = await startSecondInstance(a, { redisUrl: TEST_REDIS_URL, redisPrefix: prefix });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('a logout through one instance ends the session on the other, although it had the session cached', async () => {
      const token = await a.login('customer', DEMO.customer.userName, DEMO.customer.password);
      expect((await b.gql('{ me { id } }', {}, token)).data?.me.id).toBeDefined();
      expect((await a.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
      expect((await a.gql('{ me { id } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(
        await eventually(
          async () => (await b.gql('{ me { id } }', {}, token)).errors?.[0].extensions?.code === 'UNAUTHENTICATED',
        ),
      ).toBe(true);
    });

    it('a catalogue change through one instance shows on the other, although it had the catalogue cached', async () => {
      const customer = await b.login('customer', DEMO.customer.userName, DEMO.customer.password);
      const employee = await a.login('employee', DEMO.employee.userName, DEMO.employee.password);
      const ids = async () =>
        ((await b.rest('GET', '/api/Product/available', { token: customer })).json as { productId: string }[]).map(
          (p) => p.productId,
        );
      expect(await ids()).not.toContain('SHARED-1');
      const added = await a.gql(
        ADD,
        {
          input: {
            productId: 'SHARED-1',
            productName: 'Shared Tinapa',
            productPrice: 99,
            productType: 'SMOKED',
            productImage: '/images/x.webp',
          },
        },
        employee,
      );
      expect(added.errors).toBeUndefined();
      expect(await eventually(async () => (await ids()).includes('SHARED-1'))).toBe(true);
    });

    it("an order placed through one instance reaches the other's live streams", async () => {
      const employee = await b.login('employee', DEMO.employee.userName, DEMO.employee.password);
      const customer = await a.login('customer', DEMO.customer.userName, DEMO.customer.password);
      const stream = await follow(b, employee);
      try {
        const placed = await a.gql(
          'mutation { placeOrder(input: { items: [{ productId: "DRD-002", quantity: 1 }] }) { orderId } }',
          {},
          customer,
        );
        await stream.next(placed.data!.placeOrder.orderId, 'PENDING');
      } finally {
        stream.close();
      }
    });
  });
});

eachDatabase('one instance without Redis', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('sees its own catalogue changes and logouts at once (the caches are emptied in-process)', async () => {
    const customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    expect((await t.rest('GET', '/api/Product/available', { token: customer })).json).toHaveLength(23);
    await t.gql(
      'mutation { editProduct(input: { productId: "DRD-001", productStatus: Unavailable }) { productId } }',
      {},
      employee,
    );
    expect((await t.rest('GET', '/api/Product/available', { token: customer })).json).toHaveLength(22);
    expect(
      (await t.rest('GET', '/api/Product/list', { token: employee })).json.find(
        (p: { productId: string }) => p.productId === 'DRD-001',
      ).productStatus,
    ).toBe('Unavailable');
    await t.gql('mutation { logout }', {}, customer);
    expect((await t.rest('GET', '/api/Product/available', { token: customer })).status).toBe(401);
  });
});
