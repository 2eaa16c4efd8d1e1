import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { OutboxMail } from '../src/modules/notifications/outbox-mail.entity.js';
import { WebhookDelivery } from '../src/modules/webhooks/webhook-delivery.entity.js';
import { WebhookDispatcher } from '../src/modules/webhooks/webhook-dispatcher.js';
import { WebhookEndpoint } from '../src/modules/webhooks/webhook-endpoint.entity.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { startReceiver, type Received } from './support/webhook-receiver.js';

const CREATE =
  'mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }';
const PLACE = 'mutation { placeOrder(input: { items: [{ productId: "DRD-002", quantity: 1 }] }) { orderId } }';
const STAFF = 'staff@waters.test';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const typeOf = (r: Received) => (JSON.parse(r.body) as { type: string }).type;

eachDatabase('webhooks', (driver) => {
  let t: TestApp;
  let receiver: Receiver;
  let employee: string;
  let customer: string;
  let endpoint: { id: string; secret: string };
  const db = () => t.app.get(DataSource);
  const send = () => t.app.get(WebhookDispatcher).drain();
  /** Lets every pending delivery be tried now, skipping the back-off. */
  const due = () =>
    db()
      .getRepository(WebhookDelivery)
      .update({ status: 'pending' }, { nextAttemptAt: new Date(0) });

  beforeAll(async () => {
    t = await startTestApp(driver, {
      mail: { ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }), staffEmails: [STAFF], pollMs: 60_000 },
    });
    receiver = await startReceiver();
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    const made = await t.gql(
      CREATE,
      { i: { url: receiver.url, events: ['order.placed', 'order.approved', 'order.cancelled', 'product.changed'] } },
      employee,
    );
    endpoint = { id: made.data!.createWebhookEndpoint.endpoint.id, secret: made.data!.createWebhookEndpoint.secret };
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await send();
    receiver.received.length = 0;
  });

  it('delivers an order and its approval, in order, signed per Standard Webhooks', async () => {
    const orderId = (await t.gql(PLACE, {}, customer)).data!.placeOrder.orderId;
    await t.gql(`mutation { approveOrder(input: { orderId: ${orderId} }) { orderId } }`, {}, employee);
    await send();
    const mine = receiver.received.filter(
      (r) => (JSON.parse(r.body) as { data: { orderId?: number } }).data.orderId === orderId,
    );
    expect(mine.map(typeOf)).toEqual(['order.placed', 'order.approved']);
    const verifier = new Webhook(endpoint.secret);
    for (const request of mine) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toMatch(/^msg_/);
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toMatchObject({
        data: { orderId },
      });
    }
    expect(() =>
      verifier.verify(
        mine[0].body.replace('order.placed', 'order.approved'),
        mine[0].headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('retries after a 500 and after a timeout, with the same webhook-id, and logs each attempt', async () => {
    receiver.answerNext(500, 'hang');
    await t.gql(
      'mutation { setProductStock(input: { productId: "DRD-003", stockQuantity: 50 }) { productId } }',
      {},
      employee,
    );
    await send();
    const [delivery] = await db()
      .getRepository(WebhookDelivery)
      .find({ where: { eventType: 'product.changed' }, order: { id: 'DESC' }, take: 1 });
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
    expect(delivery.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await due();
    await send();
    expect(await db().getRepository(WebhookDelivery).findOneByOrFail({ id: delivery.id })).toMatchObject({
      status: 'pending',
      attempts: 2,
      responseCode: null,
    });
    await due();
    await send();
    expect(await db().getRepository(WebhookDelivery).findOneByOrFail({ id: delivery.id })).toMatchObject({
      status: 'delivered',
      attempts: 3,
      responseCode: 200,
    });
    const ids = receiver.received.filter((r) => typeOf(r) === 'product.changed').map((r) => r.headers['webhook-id']);
    expect(ids).toEqual([delivery.messageId, delivery.messageId, delivery.messageId]);
    const log = await t.gql(
      'query($id: ID!) { webhookDeliveries(endpointId: $id, first: 1) { status attempts responseCode } }',
      { id: endpoint.id },
      employee,
    );
    expect(log.data!.webhookDeliveries).toEqual([{ status: 'delivered', attempts: 3, responseCode: 200 }]);
  });

  it("holds an order's later messages until its earlier one is delivered", async () => {
    receiver.answerNext(500);
    const orderId = (await t.gql(PLACE, {}, customer)).data!.placeOrder.orderId;
    await send();
    await t.gql(
      `mutation { cancelOrder(input: { orderId: ${orderId}, remarks: "Out of stock" }) { orderId } }`,
      {},
      employee,
    );
    await send();
    expect(receiver.received.map(typeOf)).toEqual(['order.placed']);
    await due();
    await send();
    expect(receiver.received.map(typeOf)).toEqual(['order.placed', 'order.placed', 'order.cancelled']);
  });

  it('sends a delivery again with the same webhook-id', async () => {
    await t.gql(PLACE, {}, customer);
    await send();
    const [first] = receiver.received;
    const [latest] = (
      await t.gql(
        'query($id: ID!) { webhookDeliveries(endpointId: $id, first: 1) { id messageId } }',
        { id: endpoint.id },
        employee,
      )
    ).data!.webhookDeliveries;
    const again = await t.gql(
      'mutation($id: ID!) { resendWebhookDelivery(id: $id) { messageId status } }',
      { id: latest.id },
      employee,
    );
    expect(again.data!.resendWebhookDelivery).toEqual({ messageId: first.headers['webhook-id'], status: 'pending' });
    await send();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      first.headers['webhook-id'],
      first.headers['webhook-id'],
    ]);
  });

  it('a rotated secret signs every later delivery; the old one no longer verifies', async () => {
    const rotated = await t.gql(
      'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      { id: endpoint.id },
      employee,
    );
    const secret = rotated.data!.rotateWebhookSecret.secret as string;
    await t.gql(PLACE, {}, customer);
    await send();
    const [request] = receiver.received;
    expect(() => new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).not.toThrow();
    expect(() =>
      new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>),
    ).toThrow();
    endpoint.secret = secret;
  });

  it('turns off an endpoint whose deliveries failed for 24 hours three times running, and mails the staff', async () => {
    const failing = await startReceiver();
    try {
      const made = await t.gql(CREATE, { i: { url: failing.url, events: ['order.placed'] } }, employee);
      const id = made.data!.createWebhookEndpoint.endpoint.id as string;
      failing.answerAlways(500);
      for (let i = 0; i < 3; i++) await t.gql(PLACE, {}, customer);
      await send();
      expect(await db().getRepository(WebhookEndpoint).findOneByOrFail({ id })).toMatchObject({ enabled: true });
      // As if recorded a day ago: the next failure of each is its last.
      await db()
        .getRepository(WebhookDelivery)
        .update({ endpointId: id }, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
      await due();
      await send();
      expect(failing.received).toHaveLength(6);
      expect(await db().getRepository(WebhookDelivery).countBy({ endpointId: id, status: 'failed' })).toBe(3);
      expect(await db().getRepository(WebhookEndpoint).findOneByOrFail({ id })).toMatchObject({
        enabled: false,
        disabledReason: expect.stringContaining('Turned off'),
      });
      expect(await db().getRepository(OutboxMail).countBy({ kind: 'staff-webhook-disabled' })).toBe(1);
      await t.gql(PLACE, {}, customer);
      await send();
      expect(failing.received).toHaveLength(6);
    } finally {
      await failing.close();
    }
  });
});

eachDatabase('webhook addresses without WEBHOOK_ALLOW_PRIVATE', (driver) => {
  let t: TestApp;
  let receiver: Receiver;
  let employee: string;

  beforeAll(async () => {
    t = await startTestApp(driver, {
      webhooks: { allowPrivate: false, pollMs: 60_000, timeoutMs: 1_000, leaseMs: 60_000 },
    });
    receiver = await startReceiver();
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it.each([
    'http://hooks.example.ph/x',
    'https://127.0.0.1/x',
    'https://10.1.2.3/x',
    'https://169.254.169.254/latest',
    'https://[::1]/x',
    'https://localhost/x',
    'https://user:pw@hooks.example.ph/',
  ])('refuses to register %s', async (url) => {
    const refused = await t.gql(CREATE, { i: { url, events: ['order.placed'] } }, employee);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('never sends to a loopback address, even one that got into the table', async () => {
    const id = 'c0ffee00-0000-4000-8000-000000000001';
    const url = receiver.url.replace('http:', 'https:');
    const box = await t.gql(CREATE, { i: { url: 'https://hooks.example.ph/x', events: ['order.placed'] } }, employee);
    const sealed = (
      await t.app
        .get(DataSource)
        .getRepository(WebhookEndpoint)
        .findOneByOrFail({ id: box.data!.createWebhookEndpoint.endpoint.id })
    ).sealedSecret;
    await t.app.get(DataSource).getRepository(WebhookEndpoint).insert({
      id,
      url,
      events: 'order.placed',
      sealedSecret: sealed,
      enabled: true,
      disabledReason: null,
      createdBy: 'x',
      createdAt: new Date(),
    });
    const customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    await t.gql(PLACE, {}, customer);
    await t.app.get(WebhookDispatcher).drain();
    const delivery = await t.app.get(DataSource).getRepository(WebhookDelivery).findOneByOrFail({ endpointId: id });
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseCode: null,
      lastError: expect.stringMatching(/refused|not allowed|private|loopback/i),
    });
    expect(receiver.received).toHaveLength(0);
  });
});
