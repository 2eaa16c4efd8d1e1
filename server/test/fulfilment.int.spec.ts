import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { manilaDay } from '@waters/domain';
import { parseMailConfig } from '../src/config/mail-config.js';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { longDay } from '../src/modules/notifications/templates/mail-parts.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { WebhookDispatcher } from '../src/modules/webhooks/webhook-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { eventually } from './support/eventually.js';
import { follow, type Stream } from './support/live-stream.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';
import { startReceiver } from './support/webhook-receiver.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
// Steps are taken on whatever day the test runs (confirmed as such); unpaid cash handed over is counted in full.
const ADVANCE = `mutation($id: Int!, $to: FulfilmentStatus!, $cash: Float) {
  advanceFulfilment(orderId: $id, to: $to, cashCollected: $cash, confirmOffDate: true) { orderId orderStatus deliveryMethod fulfilmentStatus packedAt dispatchedAt completedAt paymentStatus }
}`;

eachDatabase('fulfilment: packed, sent or set out, handed over', (driver) => {
  /** Every instance sends the shop's mail through the same SMTP server. */
  // A claim outlasts a slow send (two instances send here: a lapsed claim would let both send one mail).
  const mailConfig = () => ({
    ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
    smtpUrl: inbox.url,
    pollMs: 60_000,
    retryBaseMs: 20,
    leaseMs: 30_000,
  });
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  let customer: { token: string; id: string };
  let dispatcher: OutboxDispatcher;
  const open: Stream[] = [];
  const email = `fulfil-${driver}@example.com`;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, { mail: mailConfig() });
    dispatcher = t.app.get(OutboxDispatcher);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.newCustomer(`fulfil-${driver}`);
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await t?.close();
    await inbox?.stop();
  });
  beforeEach(() => dispatcher.drain());

  const orders = () => t.app.get(DataSource).getRepository(Order);
  const place = async (method: 'PICKUP' | 'DELIVERY' = 'PICKUP') => {
    const placed = await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 1 }] } }, customer.token);
    const orderId = placed.data!.placeOrder.orderId as number;
    if (method === 'DELIVERY')
      await orders().update(orderId, {
        deliveryMethod: 'DELIVERY',
        deliveryZoneId: 1,
        deliveryZoneName: 'Cavite North',
        deliveryDate: '2026-12-01',
      });
    return orderId;
  };
  const approved = async (method: 'PICKUP' | 'DELIVERY' = 'PICKUP') => {
    const orderId = await place(method);
    const approve = await t.gql(
      'mutation($id: Int!) { approveOrder(input: { orderId: $id }) { orderId } }',
      { id: orderId },
      employee,
    );
    expect(approve.errors).toBeUndefined();
    return orderId;
  };
  /** The step; handing over unpaid cash counts the whole total, as a clerk confirms it. */
  const advance = async (orderId: number, to: string, token = employee) => {
    const order = await orders().findOneBy({ id: orderId });
    const handover =
      (to === 'DELIVERED' || to === 'PICKED_UP') && order?.paymentMethod === 'CASH' && order.paymentStatus === 'UNPAID';
    return t.gql(ADVANCE, { id: orderId, to, cash: handover ? order.totalCentavos / 100 : null }, token);
  };
  const codeOf = async (orderId: number, to: string, token = employee) =>
    (await advance(orderId, to, token)).errors?.[0]?.extensions?.code;
  /** The fulfilment mails of an order (its confirmation and approval left out). */
  const fulfilmentMails = (orderId: number) =>
    inbox
      .to(email)
      .filter(
        (mail) => mail.subject?.startsWith(`WATERS order #${orderId} `) && !/ (received|approved)$/.test(mail.subject),
      );
  const subjectsOf = (orderId: number) => fulfilmentMails(orderId).map((mail) => mail.subject);

  it.each([
    ['PICKUP', ['PACKED', 'READY_FOR_PICKUP', 'PICKED_UP'], ['packed', 'ready for pickup', 'picked up']],
    ['DELIVERY', ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'], ['packed', 'out for delivery', 'delivered']],
  ] as const)(
    'takes a %s order forward one step at a time: stamped, audited and mailed to the customer',
    async (method, steps, words) => {
      const orderId = await approved(method);
      const stamps: string[] = [];
      for (const [i, step] of steps.entries()) {
        const before = Date.now();
        const result = await advance(orderId, step);
        expect(result.errors).toBeUndefined();
        const order = result.data!.advanceFulfilment;
        expect(order).toMatchObject({
          orderId,
          orderStatus: 'APPROVED',
          deliveryMethod: method,
          fulfilmentStatus: step,
        });
        const stamp = [order.packedAt, order.dispatchedAt, order.completedAt][i] as string;
        expect(new Date(stamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
        // Earlier stamps stay; later ones are not set yet.
        expect([order.packedAt, order.dispatchedAt, order.completedAt].slice(0, i)).toEqual(stamps);
        expect(
          [order.packedAt, order.dispatchedAt, order.completedAt].slice(i + 1).every((later) => later === null),
        ).toBe(true);
        stamps.push(stamp);
      }
      const audit = await t.app
        .get(DataSource)
        .getRepository(AuditEvent)
        .find({
          where: { targetType: 'order', targetId: String(orderId), action: 'order.fulfilment_advanced' },
          order: { id: 'ASC' },
        });
      expect(audit.map((event) => [JSON.parse(event.before!), JSON.parse(event.after!)])).toEqual([
        [{ fulfilmentStatus: null }, { fulfilmentStatus: steps[0] }],
        [{ fulfilmentStatus: steps[0] }, { fulfilmentStatus: steps[1] }],
        // Handed over, its cash is counted and recorded in the same step.
        [
          { fulfilmentStatus: steps[1], paymentStatus: 'UNPAID' },
          { fulfilmentStatus: steps[2], paymentStatus: 'PAID', cashCollectedCentavos: 28_500 },
        ],
      ]);
      await dispatcher.drain();
      expect(subjectsOf(orderId)).toEqual(words.map((word) => `WATERS order #${orderId} ${word}`));
      const mails = fulfilmentMails(orderId);
      expect(mails[0].text).toMatch(new RegExp(`Follow your order: http://\\S+/orders/${orderId}$`));
      // Cash on handing over: the step that sends it out says how much to have ready.
      expect(mails[1].text).toContain('₱285.00');
      expect(mails[1].html).toContain('Dried Danggit (Rabbitfish) 250 g');
    },
  );

  it('lists the coming days that still have approved orders to hand over, two weeks from the day asked', async () => {
    const on = async (orderId: number, deliveryDate: string) => orders().update(orderId, { deliveryDate });
    const [a, b, c, handed, pending, far] = [
      await approved(),
      await approved(),
      await approved(),
      await approved(),
      await place(),
      await approved(),
    ];
    await on(a, '2031-03-10');
    await on(b, '2031-03-10');
    await on(c, '2031-03-12');
    // Handed over already, still pending, or past the two weeks: not counted.
    await on(handed, '2031-03-12');
    for (const step of ['PACKED', 'READY_FOR_PICKUP', 'PICKED_UP'])
      expect((await advance(handed, step)).errors).toBeUndefined();
    await on(pending, '2031-03-11');
    await on(far, '2031-03-24');
    const days = async (from: string) =>
      (await t.gql('query($from: String!) { deliveryDays(from: $from) { date openOrders } }', { from }, employee)).data!
        .deliveryDays;
    expect(await days('2031-03-10')).toEqual([
      { date: '2031-03-10', openOrders: 2 },
      { date: '2031-03-12', openOrders: 1 },
    ]);
    expect(await days('2031-03-11')).toEqual([
      { date: '2031-03-12', openOrders: 1 },
      { date: '2031-03-24', openOrders: 1 },
    ]);
    const refused = await t.gql('query { deliveryDays(from: "next week") { date } }', {}, employee);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const customers = await t.gql('query { deliveryDays(from: "2031-03-10") { date } }', {}, customer.token);
    expect(customers.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses skips, going back, a step of the other method, a done order, and orders not approved', async () => {
    const orderId = await approved();
    expect(await codeOf(orderId, 'READY_FOR_PICKUP')).toBe('BAD_USER_INPUT');
    expect(await codeOf(orderId, 'PICKED_UP')).toBe('BAD_USER_INPUT');
    expect(await codeOf(orderId, 'OUT_FOR_DELIVERY')).toBe('BAD_USER_INPUT');
    expect((await advance(orderId, 'PACKED')).errors).toBeUndefined();
    expect(await codeOf(orderId, 'PACKED')).toBe('CONFLICT');
    expect(await codeOf(orderId, 'PICKED_UP')).toBe('BAD_USER_INPUT');
    expect((await advance(orderId, 'READY_FOR_PICKUP')).errors).toBeUndefined();
    const back = await advance(orderId, 'PACKED');
    expect(back.errors?.[0]).toMatchObject({
      message: `Order ${orderId} is already Ready for pickup.`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await advance(orderId, 'PICKED_UP')).errors).toBeUndefined();
    expect(await codeOf(orderId, 'PICKED_UP')).toBe('CONFLICT');
    expect((await orders().findOneByOrFail({ id: orderId })).fulfilmentStatus).toBe('PICKED_UP');

    const pending = await place();
    expect(await codeOf(pending, 'PACKED')).toBe('CONFLICT');
    await t.gql('mutation($id: Int!) { cancelOrder(input: { orderId: $id }) { orderId } }', { id: pending }, employee);
    expect(await codeOf(pending, 'PACKED')).toBe('CONFLICT');
    expect((await orders().findOneByOrFail({ id: pending })).fulfilmentStatus).toBeNull();
    expect(await codeOf(2_000_000_000, 'PACKED')).toBe('NOT_FOUND');
    expect(await codeOf(await approved(), 'PACKED', customer.token)).toBe('FORBIDDEN');
    // Not a step at all: the schema refuses it.
    expect(
      (await t.gql('mutation { advanceFulfilment(orderId: 1, to: LOST) { orderId } }', {}, employee)).errors?.[0]
        ?.extensions?.code,
    ).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('lets exactly one of 10 simultaneous calls take a step: the others are CONFLICT, one audit record, one mail', async () => {
    const orderId = await approved('DELIVERY');
    const results = await Promise.all(Array.from({ length: 10 }, () => advance(orderId, 'PACKED')));
    const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'CONFLICT')).toHaveLength(9);
    expect(new Set(results.flatMap((result) => result.errors?.map((error) => error.message) ?? []))).toEqual(
      new Set([`Order ${orderId} is already Packed.`]),
    );
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .countBy({ targetId: String(orderId), action: 'order.fulfilment_advanced' });
    expect(audit).toBe(1);
    await dispatcher.drain();
    expect(subjectsOf(orderId)).toEqual([`WATERS order #${orderId} packed`]);

    const next = await Promise.all(Array.from({ length: 10 }, () => advance(orderId, 'OUT_FOR_DELIVERY')));
    expect(next.filter((result) => !result.errors)).toHaveLength(1);
  });

  it('undoes one step however often Undo is tapped at once: the others are told the step is no longer there, one audit record', async () => {
    const orderId = await approved('DELIVERY');
    for (const to of ['PACKED', 'OUT_FOR_DELIVERY'] as const)
      expect((await advance(orderId, to)).errors).toBeUndefined();
    const UNDO =
      'mutation($id: Int!, $step: FulfilmentStatus) { undoFulfilmentStep(orderId: $id, reason: "Wrong van", step: $step) { fulfilmentStatus } }';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.gql(UNDO, { id: orderId, step: 'OUT_FOR_DELIVERY' }, employee)),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(
      new Set(
        results.flatMap((result) => result.errors?.map((error) => `${error.extensions?.code}: ${error.message}`) ?? []),
      ),
    ).toEqual(new Set([`CONFLICT: Order ${orderId} is Packed now, not Out for delivery: nothing was undone.`]));
    expect((await orders().findOneByOrFail({ id: orderId })).fulfilmentStatus).toBe('PACKED');
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .countBy({ targetId: String(orderId), action: 'order.step_undone' });
    expect(audit).toBe(1);
  });

  it('has one winner across two instances on one database: a step and a payment each taken once, the other instance told CONFLICT', async () => {
    const other = await startSecondInstance(t, { mail: mailConfig() });
    try {
      const otherEmployee = await other.login('employee', DEMO.employee.userName, DEMO.employee.password);
      const orderId = await approved('DELIVERY');
      // Paid by transfer: the handover leaves the payment to be marked, by one of the clerks.
      await orders().update(orderId, { paymentMethod: 'GCASH' });
      for (const to of ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            i % 2 ? other.gql(ADVANCE, { id: orderId, to, cash: null }, otherEmployee) : advance(orderId, to),
          ),
        );
        const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK');
        expect([
          to,
          codes.filter((code) => code === 'OK').length,
          codes.filter((code) => code === 'CONFLICT').length,
        ]).toEqual([to, 1, 5]);
      }
      const paid = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? other : t).gql(
            'mutation($id: Int!) { markOrderPaid(orderId: $id) { paymentStatus } }',
            { id: orderId },
            i % 2 ? otherEmployee : employee,
          ),
        ),
      );
      expect(paid.filter((result) => !result.errors)).toHaveLength(1);
      const audit = t.app.get(DataSource).getRepository(AuditEvent);
      expect(await audit.countBy({ targetId: String(orderId), action: 'order.fulfilment_advanced' })).toBe(3);
      expect(await audit.countBy({ targetId: String(orderId), action: 'order.paid' })).toBe(1);
      await Promise.all([dispatcher.drain(), other.app.get(OutboxDispatcher).drain()]);
      // Each mail once; two instances send them, so in whichever order they reach the server.
      expect(subjectsOf(orderId).sort()).toEqual(
        ['delivered', 'out for delivery', 'packed'].map((word) => `WATERS order #${orderId} ${word}`),
      );
      expect(
        inbox.to(email).filter((mail) => mail.subject === `WATERS order #${orderId}: payment received`),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('sends order.fulfilment and order.paid to the webhooks that asked for them', async () => {
    const receiver = await startReceiver();
    try {
      const made = await t.gql(
        'mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { id } } }',
        { i: { url: receiver.url, events: ['order.fulfilment', 'order.paid'] } },
        employee,
      );
      expect(made.errors).toBeUndefined();
      const orderId = await approved('DELIVERY');
      expect((await advance(orderId, 'PACKED')).errors).toBeUndefined();
      expect(
        (await t.gql('mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId } }', { id: orderId }, employee))
          .errors,
      ).toBeUndefined();
      await t.app.get(WebhookDispatcher).drain();
      const bodies = receiver.received.map(
        (request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> },
      );
      expect(bodies.map(({ type, data }) => [type, data.orderId, data.fulfilmentStatus, data.paymentStatus])).toEqual([
        ['order.fulfilment', orderId, 'PACKED', 'UNPAID'],
        ['order.paid', orderId, 'PACKED', 'PAID'],
      ]);
      expect(bodies[0].data).toMatchObject({
        status: 'APPROVED',
        deliveryMethod: 'DELIVERY',
        deliveryDate: '2026-12-01',
        paymentMethod: 'CASH',
        paidAt: null,
      });
      await t.gql(
        'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
        { id: made.data!.createWebhookEndpoint.endpoint.id },
        employee,
      );
    } finally {
      await receiver.close();
    }
  });

  it('sends order.corrected for an undone step and a payment taken back, and order.refunded for a refund recorded, with what changed and why', async () => {
    const receiver = await startReceiver();
    try {
      const made = await t.gql(
        'mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { endpoint { id } } }',
        { i: { url: receiver.url, events: ['order.corrected', 'order.refunded'] } },
        employee,
      );
      const orderId = await approved('DELIVERY');
      expect((await advance(orderId, 'PACKED')).errors).toBeUndefined();
      const undone = await t.gql(
        'mutation($id: Int!) { undoFulfilmentStep(orderId: $id, reason: "Wrong box") { fulfilmentStatus } }',
        { id: orderId },
        employee,
      );
      expect(undone.data).toEqual({ undoFulfilmentStep: { fulfilmentStatus: null } });
      const refunded = await place();
      await t.gql('mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId } }', { id: refunded }, employee);
      const reverted = await t.gql(
        'mutation($id: Int!) { revertOrderPayment(orderId: $id, reason: "Marked the wrong order") { paymentStatus } }',
        { id: refunded },
        employee,
      );
      expect(reverted.data).toEqual({ revertOrderPayment: { paymentStatus: 'UNPAID' } });
      await t.gql('mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId } }', { id: refunded }, employee);
      await t.gql(
        'mutation($id: Int!) { cancelOrder(input: { orderId: $id }) { orderId } }',
        { id: refunded },
        employee,
      );
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const recorded = await t.gql(
        'mutation($i: RecordRefundInput!) { recordOrderRefund(input: $i) { paymentStatus } }',
        { i: { orderId: refunded, method: 'CASH', refundedOn: today } },
        employee,
      );
      expect(recorded.data).toEqual({ recordOrderRefund: { paymentStatus: 'REFUNDED' } });
      await t.app.get(WebhookDispatcher).drain();
      const bodies = receiver.received.map(
        (request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> },
      );
      expect(
        bodies.map(({ type, data }) => [
          type,
          data.orderId,
          data.transition ?? null,
          data.reason ?? null,
          data.paymentStatus,
        ]),
      ).toEqual([
        ['order.corrected', orderId, 'undoStep.packed', 'Wrong box', 'UNPAID'],
        ['order.corrected', refunded, 'revertPayment', 'Marked the wrong order', 'UNPAID'],
        ['order.refunded', refunded, null, null, 'REFUNDED'],
      ]);
      expect(bodies[0].data.before).toEqual({
        status: 'APPROVED',
        paymentStatus: 'UNPAID',
        fulfilmentStatus: 'PACKED',
      });
      expect(bodies[2].data).toMatchObject({ refundMethod: 'CASH', refundReference: null, refundedOn: today });
      await t.gql(
        'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
        { id: made.data!.createWebhookEndpoint.endpoint.id },
        employee,
      );
    } finally {
      await receiver.close();
    }
  });

  it("tells the live streams of the order's customer and the staff, with where its fulfilment and payment stand", async () => {
    const mine = await follow(t, customer.token);
    const staff = await follow(t, employee);
    const stranger = await follow(t, (await t.newCustomer(`fulfil-other-${driver}`)).token);
    open.push(mine, staff, stranger);
    const orderId = await approved();
    expect((await advance(orderId, 'PACKED')).errors).toBeUndefined();
    const told = { orderId, status: 'APPROVED', fulfilmentStatus: 'PACKED', paymentStatus: 'UNPAID' };
    for (const stream of [mine, staff])
      expect(
        await eventually(() => stream.events.some((event) => JSON.stringify(event) === JSON.stringify(told)), 2000),
      ).toBe(true);
    expect(stranger.events.some((event) => event.orderId === orderId)).toBe(false);
  });

  it("mails a delivery's figures as they add up (goods, the delivery fee, the total) and where and when it comes; sent out, it arrives on its day", async () => {
    const address = await t.gql(
      'mutation($i: AddressInput!) { addAddress(input: $i) { id } }',
      { i: { label: 'Home', address: '12 Luna St.', city: 'Bacoor', province: 'Cavite', isDefault: false } },
      customer.token,
    );
    const addressId = address.data!.addAddress.id as number;
    const items = [{ productId: 'DRD-001', quantity: 1 }];
    const options = await t.gql(
      'query($i: DeliveryQuoteInput!) { deliveryOptions(input: $i) { deliveryFee dates } }',
      { i: { method: 'DELIVERY', addressId, items } },
      customer.token,
    );
    const { deliveryFee, dates } = options.data!.deliveryOptions as { deliveryFee: number; dates: string[] };
    expect(deliveryFee).toBe(80);
    const date = dates[0];
    const placed = await t.gql(
      PLACE,
      { input: { items, delivery: { method: 'DELIVERY', addressId, date }, paymentMethod: 'CASH' } },
      customer.token,
    );
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data!.placeOrder.orderId as number;
    await t.gql('mutation($id: Int!) { approveOrder(input: { orderId: $id }) { orderId } }', { id: orderId }, employee);
    for (const step of ['PACKED', 'OUT_FOR_DELIVERY']) expect((await advance(orderId, step)).errors).toBeUndefined();
    await dispatcher.drain();

    const mails = inbox.to(email).filter((mail) => mail.subject?.startsWith(`WATERS order #${orderId} `));
    expect(mails.map((mail) => mail.subject)).toEqual(
      ['received', 'approved', 'packed', 'out for delivery'].map((word) => `WATERS order #${orderId} ${word}`),
    );
    const where = `Delivery to Cavite on ${longDay(date)}.`;
    for (const mail of mails) {
      expect(mail.text).toContain('Goods: ₱285.00\nDelivery fee: ₱80.00\nTotal: ₱365.00');
      expect(mail.html).toContain('<th align="left" colspan="3">Delivery fee</th><th align="right">₱80.00</th>');
      expect(mail.html).toContain('<th align="left" colspan="3">Total</th><th align="right">₱365.00</th>');
      expect(mail.text).toContain(where);
      expect(mail.html).toContain(where);
    }
    // Sent out today (Manila) for its day: today only when that day is today.
    const arrives = date === manilaDay(new Date()) ? 'will arrive today' : `will arrive on ${longDay(date)}`;
    expect(mails[3].text).toContain(`is out for delivery and ${arrives}. Please have ready ₱365.00 in cash.`);
  });
});
