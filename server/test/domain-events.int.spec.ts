import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import { DataSource, Like } from 'typeorm';
import type { DomainEvent, DomainEventType } from '../src/platform/events/domain-events.js';
import { EventBus } from '../src/platform/events/event-bus.js';
import { SharedEvents } from '../src/platform/shared-state/shared-events.js';
import { OutboxMail } from '../src/modules/notifications/outbox-mail.entity.js';
import { eachDatabase } from './support/each-database.js';
import { rollEveryTransactionBack } from './support/rolled-back.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }`;
const CART = { items: [{ productId: 'DRD-001', quantity: 1 }] };
const ALL_TYPES: DomainEventType[] = [
  'OrderPlaced',
  'OrderChanged',
  'ProductChanged',
  'StockTaken',
  'ContactMessageReceived',
  'PasswordResetRequested',
  'AccountChanged',
  'SignedOut',
];

eachDatabase('domain events are delivered after commit, never after a rollback', (driver) => {
  let t: TestApp;
  let employee: string;
  const delivered: DomainEvent[] = [];
  /** What the database held when each OrderPlaced reached its after-commit subscribers. */
  const seenAtDelivery: (string | null)[] = [];

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const bus = t.app.get(EventBus);
    const data = t.app.get(DataSource);
    for (const type of ALL_TYPES) bus.afterCommit(type, (event) => void delivered.push(event));
    bus.afterCommit('OrderPlaced', async ({ order }) => {
      const rows: { status: string }[] = await data.query('SELECT status FROM orders WHERE id = ?', [order.id]);
      seenAtDelivery.push(rows[0]?.status ?? null);
    });
  });
  afterAll(() => t?.close());
  afterEach(() => {
    delivered.length = 0;
    seenAtDelivery.length = 0;
  });

  it('a placed order is told once, after it is visible to every other connection', async () => {
    const buyer = await t.newCustomer(`events-placed-${driver}`);
    const placed = await t.gql(PLACE, { input: CART }, buyer.token);
    const orderId = placed.data!.placeOrder.orderId;
    expect(delivered.map((event) => event.type)).toEqual(['OrderPlaced']);
    expect(delivered[0]).toMatchObject({
      type: 'OrderPlaced',
      order: { id: orderId, customerId: buyer.id, status: 'PENDING' },
    });
    expect(seenAtDelivery).toEqual(['PENDING']);
  });

  it('a rolled-back order delivers nothing: no live change, no mail, no figures', async () => {
    const buyer = await t.newCustomer(`events-rollback-${driver}`);
    const live: unknown[] = [];
    const stop = t.app.get(SharedEvents).subscribe('orders.changed', (change) => void live.push(change));
    const undo = rollEveryTransactionBack(t.app);
    try {
      const placed = await t.gql(PLACE, { input: CART }, buyer.token);
      expect(placed.errors?.[0].extensions?.code).toBe('CONFLICT');
    } finally {
      undo();
      stop();
    }
    expect(delivered).toEqual([]);
    expect(live).toEqual([]);
    const data = t.app.get(DataSource);
    expect(
      await data.getRepository(OutboxMail).count({ where: { payload: Like(`%events-rollback-${driver}%`) } }),
    ).toBe(0);
    const counted: { n: number }[] = await data.query('SELECT COUNT(*) AS n FROM order_counts WHERE scope = ?', [
      buyer.id,
    ]);
    expect(Number(counted[0].n)).toBe(0);
  });

  it('of two simultaneous approvals one commits, and only its decision is told', async () => {
    const buyer = await t.newCustomer(`events-race-${driver}`);
    const orderId = (await t.gql(PLACE, { input: CART }, buyer.token)).data!.placeOrder.orderId;
    delivered.length = 0;
    const answers = await Promise.all([1, 2].map(() => t.gql(APPROVE, { input: { orderId } }, employee)));
    expect(answers.filter((answer) => answer.data?.approveOrder)).toHaveLength(1);
    expect(delivered.filter((event) => event.type === 'OrderChanged')).toEqual([
      expect.objectContaining({
        action: 'approve',
        transition: 'approve',
        order: expect.objectContaining({ id: orderId, status: 'APPROVED' }),
      }),
    ]);
  });

  it('a refused approval (stock short) delivers nothing', async () => {
    const buyer = await t.newCustomer(`events-short-${driver}`);
    const orderId = (await t.gql(PLACE, { input: { items: [{ productId: 'SMK-001', quantity: 3 }] } }, buyer.token))
      .data!.placeOrder.orderId;
    const stock = await t.gql(
      `mutation { setProductStock(input: { productId: "SMK-001", stockQuantity: 2 }) { productId } }`,
      {},
      employee,
    );
    expect(stock.errors).toBeUndefined();
    delivered.length = 0;
    const approved = await t.gql(APPROVE, { input: { orderId } }, employee);
    expect(approved.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(delivered).toEqual([]);
    await t.gql(`mutation { setProductStock(input: { productId: "SMK-001" }) { productId } }`, {}, employee);
  });
});
