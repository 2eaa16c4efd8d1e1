import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../src/database/transaction-runner.js';
import { conflict } from '../src/platform/errors/domain-error.js';
import { pendingList } from '../src/modules/orders/lists/order-lists.js';
import { OrderListsService } from '../src/modules/orders/lists/order-lists.service.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const CART = {
  CartItems: [
    { ProductId: 'DRD-001', Quantity: 1 },
    { ProductId: 'SMK-001', Quantity: 2 },
  ],
};

eachDatabase('a request’s transaction is its own until it commits', (driver) => {
  let t: TestApp;
  let employee: string;
  let employeeId: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    employeeId = (
      await t.rest('POST', '/api/Login/employee-login', {
        body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password },
      })
    ).json.userId;
  });
  afterAll(() => t?.close());

  it('a placeOrder held open and rolled back: its own reads see the order, no list anyone reads ever does', async () => {
    const buyer = await t.newCustomer(`held-${driver}`);
    const runner = t.app.get(TransactionRunner);
    const lists = t.app.get(OrderListsService);
    const run = runner.run.bind(runner);
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let seenInside: number[] = [];
    runner.run = (async (work: (manager: EntityManager) => Promise<unknown>) =>
      run(async (manager) => {
        await work(manager);
        // Through the service's own repository, inside the same request's transaction.
        seenInside = (await lists.wholeList(pendingList(buyer.id), 'myPendingOrdersConnection')).map(
          (order) => order.id,
        );
        opened();
        await released;
        throw conflict('Rolled back on purpose.');
      })) as TransactionRunner['run'];

    const placing = t.rest('POST', '/api/Product/placeOrder', {
      token: buyer.token,
      body: { CustomerId: buyer.id, ...CART },
    });
    await isOpen;
    const listsWhileOpen = await everyList();
    release();
    const placed = await placing;
    runner.run = run;

    expect(seenInside).toHaveLength(1);
    expect(placed.status).toBe(409);
    const listsAfter = await everyList();
    for (const lists of [listsWhileOpen, listsAfter]) {
      expect(lists).toEqual({ queue: [], queueCount: expect.any(Number), pending: [], restQueue: [], restPending: [] });
    }

    async function everyList() {
      const queue = await t.gql(
        `{ ordersToAuthorizeConnection(first: 100) { totalCount nodes { orderId customerId } } }`,
        {},
        employee,
      );
      const pending = await t.gql(`{ myPendingOrders { orderId } }`, {}, buyer.token);
      const restQueue = await t.rest('GET', `/api/Product/extractOrder?employeeId=${encodeURIComponent(employeeId)}`, {
        token: employee,
      });
      const restPending = await t.rest(
        'GET',
        `/api/Product/extractCustomerOrders?customerId=${encodeURIComponent(buyer.id)}`,
        { token: buyer.token },
      );
      const mine = (list: { customerId?: string; CustomerId?: string }[]) =>
        list.filter((o) => (o.customerId ?? o.CustomerId) === buyer.id);
      return {
        queue: mine(queue.data!.ordersToAuthorizeConnection.nodes),
        queueCount: queue.data!.ordersToAuthorizeConnection.totalCount,
        pending: pending.data!.myPendingOrders,
        restQueue: mine(restQueue.json),
        restPending: restPending.json,
      };
    }
  });
});
