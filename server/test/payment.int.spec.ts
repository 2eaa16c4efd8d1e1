import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { parsePaymentProofsDir } from '../src/config/app-config.js';
import { parseMailConfig } from '../src/config/mail-config.js';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { Order } from '../src/modules/orders/order.entity.js';
import { eachDatabase } from './support/each-database.js';
import { eventually } from './support/eventually.js';
import { follow, type Stream } from './support/live-stream.js';
import { assertDocumentedAnswer } from './support/openapi-answers.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const PAID = 'mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId paymentStatus paidAt } }';
const REFERENCE =
  'mutation($id: Int!, $ref: String!) { setPaymentReference(orderId: $id, reference: $ref) { orderId paymentReference paymentStatus } }';
const MB = 1024 * 1024;

/** A photo of a receipt as a phone takes it: with EXIF (a camera and a place) that must not be kept. */
const receipt = (hue = 0) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 9', ImageDescription: 'Home, 14.4 N 120.9 E' } })
    .toBuffer();

eachDatabase('payment: reference, proof, paid, refunded', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  let buyer: { token: string; id: string };
  let other: { token: string; id: string };
  let dispatcher: OutboxDispatcher;
  let uploadsDir: string;
  let proofsDir: string;
  const open: Stream[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    uploadsDir = await mkdtemp(join(tmpdir(), 'waters-uploads-'));
    proofsDir = await mkdtemp(join(tmpdir(), 'waters-proofs-'));
    t = await startTestApp(driver, {
      uploadsDir,
      paymentProofsDir: proofsDir,
      mail: {
        ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
        smtpUrl: inbox.url,
        pollMs: 60_000,
        retryBaseMs: 20,
        leaseMs: 400,
      },
    });
    dispatcher = t.app.get(OutboxDispatcher);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    buyer = await t.newCustomer(`payer-${driver}`);
    other = await t.newCustomer(`nosy-${driver}`);
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await t?.close();
    await inbox?.stop();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(proofsDir, { recursive: true, force: true });
  });
  beforeEach(() => dispatcher.drain());

  const orders = () => t.app.get(DataSource).getRepository(Order);
  const place = async (method: 'CASH' | 'GCASH' | 'BANK_TRANSFER' = 'GCASH', token = buyer.token) => {
    const orderId = (await t.gql(PLACE, { input: { items: [{ productId: 'DRD-001', quantity: 2 }] } }, token)).data!
      .placeOrder.orderId as number;
    await orders().update(orderId, { paymentMethod: method });
    return orderId;
  };
  /** PUT or GET the proof route, the answer checked against the OpenAPI document. */
  const proof = async (
    method: 'PUT' | 'GET',
    orderId: number | string,
    token?: string,
    body?: Buffer | string,
    type = 'image/jpeg',
  ) => {
    const path = `/api/orders/${orderId}/payment-proof`;
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': type } : {}),
      },
      body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const text = contentType.startsWith('image/') ? 'binary' : bytes.toString('utf8');
    const json = contentType.startsWith('application/json') ? JSON.parse(text) : undefined;
    assertDocumentedAnswer(method, path, {
      status: response.status,
      contentType,
      text,
      json,
      headers: response.headers,
    });
    return { status: response.status, json, bytes, headers: response.headers };
  };
  const codeOf = async (document: string, variables: Record<string, unknown>, token: string) =>
    (await t.gql(document, variables, token)).errors?.[0]?.extensions?.code;

  it("keeps a transfer's reference for the order's customer only", async () => {
    const orderId = await place();
    const set = await t.gql(REFERENCE, { id: orderId, ref: '  GC-7788-1234  ' }, buyer.token);
    expect(set.data!.setPaymentReference).toEqual({
      orderId,
      paymentReference: 'GC-7788-1234',
      paymentStatus: 'UNPAID',
    });
    expect(await codeOf(REFERENCE, { id: orderId, ref: 'x'.repeat(65) }, buyer.token)).toBe('BAD_USER_INPUT');
    expect(await codeOf(REFERENCE, { id: orderId, ref: '   ' }, buyer.token)).toBe('BAD_USER_INPUT');
    expect(await codeOf(REFERENCE, { id: orderId, ref: 'GC-1' }, other.token)).toBe('NOT_FOUND');
    expect(await codeOf(REFERENCE, { id: orderId, ref: 'GC-1' }, employee)).toBe('FORBIDDEN');
    expect(await codeOf(REFERENCE, { id: await place('CASH'), ref: 'GC-1' }, buyer.token)).toBe('BAD_USER_INPUT');
    expect((await orders().findOneByOrFail({ id: orderId })).paymentReference).toBe('GC-7788-1234');
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .findBy({ targetId: String(orderId), action: 'order.payment_reference_set' });
    expect(audit.map((event) => [event.actorId, JSON.parse(event.before!), JSON.parse(event.after!)])).toEqual([
      [buyer.id, { paymentReference: null }, { paymentReference: 'GC-7788-1234' }],
    ]);
  });

  it('stores a proof privately, cleaned: judged by its bytes, metadata dropped, re-encoded, outside the public folders', async () => {
    const orderId = await place('BANK_TRANSFER');
    const sent = await proof('PUT', orderId, buyer.token, await receipt());
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({
      orderId,
      paymentMethod: 'BANK_TRANSFER',
      paymentStatus: 'PROOF_SENT',
      paymentReference: null,
      hasPaymentProof: true,
      paidAt: null,
    });
    const stored = (await orders().findOneByOrFail({ id: orderId })).paymentProof!;
    expect(stored).toMatch(new RegExp(`^${orderId}-[0-9a-f]{16}\\.webp$`));
    // In PAYMENT_PROOFS_DIR, and nowhere under the uploads the site serves.
    expect(existsSync(join(proofsDir, stored))).toBe(true);
    expect(relative(uploadsDir, join(proofsDir, stored)).startsWith('..')).toBe(true);
    expect((await readdir(uploadsDir, { recursive: true })).filter((name) => name.includes(stored))).toEqual([]);
    expect((await fetch(`${t.url}/uploads/products/${stored}`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/${stored}`)).status).toBe(404);

    const mine = await proof('GET', orderId, buyer.token);
    expect([mine.status, mine.headers.get('content-type'), mine.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'private, no-store',
    ]);
    const picture = await sharp(mine.bytes).metadata();
    expect({ format: picture.format, width: picture.width, height: picture.height, exif: picture.exif }).toEqual({
      format: 'webp',
      width: 900,
      height: 1200,
      exif: undefined,
    });
    expect((await proof('GET', orderId, employee)).status).toBe(200);
    expect((await proof('GET', orderId, other.token)).status).toBe(404);
    expect((await proof('GET', orderId)).status).toBe(401);
    expect((await proof('GET', await place(), buyer.token)).status).toBe(404);
    expect((await proof('GET', 'abc', buyer.token)).status).toBe(400);

    // A new proof replaces the old: its file goes.
    const again = await proof('PUT', orderId, buyer.token, await receipt(200), 'application/octet-stream');
    expect(again.json.paymentStatus).toBe('PROOF_SENT');
    const replaced = (await orders().findOneByOrFail({ id: orderId })).paymentProof!;
    expect(replaced).not.toBe(stored);
    expect((await readdir(proofsDir)).filter((name) => name.startsWith(`${orderId}-`))).toEqual([replaced]);
    // Both sendings are in the audit log: the first moved the payment on, the second replaced the picture.
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .find({ where: { targetId: String(orderId), action: 'order.payment_proof_sent' }, order: { id: 'ASC' } });
    expect(audit.map((event) => [event.actorId, JSON.parse(event.before!), JSON.parse(event.after!)])).toEqual([
      [buyer.id, { paymentStatus: 'UNPAID', proof: false }, { paymentStatus: 'PROOF_SENT', proof: true }],
      [buyer.id, { paymentStatus: 'PROOF_SENT', proof: true }, { paymentStatus: 'PROOF_SENT', proof: true }],
    ]);
  });

  it("refuses what is not a picture (415), too big (413), a cash or cancelled order, another's order (404), anonymous callers and employees", async () => {
    const orderId = await place();
    expect((await proof('PUT', orderId, buyer.token, 'just some notes, not a picture', 'image/png')).status).toBe(415);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await proof('PUT', orderId, buyer.token, gif)).status).toBe(415);
    expect((await proof('PUT', orderId, buyer.token, JSON.stringify({ proof: 'x' }), 'application/json')).status).toBe(
      415,
    );
    const big = await proof('PUT', orderId, buyer.token, Buffer.alloc(5 * MB + 1, 0xff));
    expect([big.status, big.json.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await proof('PUT', orderId, other.token, await receipt())).status).toBe(404);
    expect((await proof('PUT', orderId, undefined, await receipt())).status).toBe(401);
    expect((await proof('PUT', orderId, employee, await receipt())).status).toBe(403);
    const cash = await proof('PUT', await place('CASH'), buyer.token, await receipt());
    expect([cash.status, cash.json.code]).toEqual([400, 'BAD_USER_INPUT']);
    const cancelled = await place();
    await t.gql(
      'mutation($id: Int!) { cancelMyOrder(input: { orderId: $id, reason: "Changed my mind" }) { orderId } }',
      { id: cancelled },
      buyer.token,
    );
    expect((await proof('PUT', cancelled, buyer.token, await receipt())).status).toBe(409);
    expect((await orders().findOneByOrFail({ id: orderId })).paymentStatus).toBe('UNPAID');
    expect(
      (await readdir(proofsDir)).filter((name) => name.startsWith(`${orderId}-`) || name.startsWith(`${cancelled}-`)),
    ).toEqual([]);
  });

  it('keeps the proof an employee checked: once paid no other picture or reference is taken; a proof gone from the folder answers 404', async () => {
    const orderId = await place();
    await proof('PUT', orderId, buyer.token, await receipt());
    const checked = (await orders().findOneByOrFail({ id: orderId })).paymentProof!;
    expect((await t.gql(PAID, { id: orderId }, employee)).errors).toBeUndefined();
    const again = await proof('PUT', orderId, buyer.token, await receipt(200));
    expect([again.status, again.json.code, again.json.message]).toEqual([
      409,
      'CONFLICT',
      `Order ${orderId} is already paid.`,
    ]);
    expect(await codeOf(REFERENCE, { id: orderId, ref: 'GC-9' }, buyer.token)).toBe('CONFLICT');
    const kept = await orders().findOneByOrFail({ id: orderId });
    expect([kept.paymentProof, kept.paymentStatus]).toEqual([checked, 'PAID']);
    expect((await readdir(proofsDir)).filter((name) => name.startsWith(`${orderId}-`))).toEqual([checked]);

    await rm(join(proofsDir, checked));
    const gone = await proof('GET', orderId, employee);
    expect([gone.status, gone.json.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('marks an order paid once: of 10 simultaneous calls one wins; audited, mailed, told live', async () => {
    const orderId = await place();
    await proof('PUT', orderId, buyer.token, await receipt());
    const mine = await follow(t, buyer.token);
    open.push(mine);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(PAID, { id: orderId }, employee)));
    const winners = results.filter((result) => !result.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(9);
    expect(winners[0].data!.markOrderPaid).toMatchObject({
      orderId,
      paymentStatus: 'PAID',
      paidAt: expect.any(String),
    });
    expect(results.find((result) => result.errors)!.errors![0].message).toBe(`Order ${orderId} is already paid.`);
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .findBy({ targetId: String(orderId), action: 'order.paid' });
    expect(audit.map((event) => [JSON.parse(event.before!), JSON.parse(event.after!)])).toEqual([
      [{ paymentStatus: 'PROOF_SENT' }, { paymentStatus: 'PAID' }],
    ]);
    await dispatcher.drain();
    const mails = inbox
      .to(`payer-${driver}@example.com`)
      .filter((mail) => mail.subject === `WATERS order #${orderId}: payment received`);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`We received your payment of ₱570.00 (GCash) for order #${orderId}`);
    expect(
      await eventually(
        () =>
          mine.events.some((e) => e.orderId === orderId && (e as { paymentStatus?: string }).paymentStatus === 'PAID'),
        2000,
      ),
    ).toBe(true);
    // Paid: no more reference changes; a proof may still be sent, the order stays paid.
    expect(await codeOf(REFERENCE, { id: orderId, ref: 'GC-9' }, buyer.token)).toBe('CONFLICT');
    expect(await codeOf(PAID, { id: orderId }, buyer.token)).toBe('FORBIDDEN');
    expect(await codeOf(PAID, { id: 2_000_000_000 }, employee)).toBe('NOT_FOUND');
  });

  it('makes a refund due when a paid order is cancelled, in the same change (employee or customer), and a cancelled order is never marked paid', async () => {
    for (const cancel of ['employee', 'customer'] as const) {
      const orderId = await place('CASH');
      expect((await t.gql(PAID, { id: orderId }, employee)).errors).toBeUndefined();
      const result =
        cancel === 'employee'
          ? await t.gql(
              'mutation($id: Int!) { cancelOrder(input: { orderId: $id }) { orderStatus paymentStatus } }',
              { id: orderId },
              employee,
            )
          : await t.gql(
              'mutation($id: Int!) { cancelMyOrder(input: { orderId: $id, reason: "Ordered twice" }) { orderStatus paymentStatus } }',
              { id: orderId },
              buyer.token,
            );
      // Owed until an employee records the refund sent (recordOrderRefund): nobody has sent the money back yet.
      expect(Object.values(result.data!)[0]).toEqual({ orderStatus: 'CANCELLED', paymentStatus: 'REFUND_DUE' });
      const action = cancel === 'employee' ? 'order.cancelled' : 'order.cancelled_by_customer';
      const [audit] = await t.app
        .get(DataSource)
        .getRepository(AuditEvent)
        .findBy({ targetId: String(orderId), action });
      expect(JSON.parse(audit.after!)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_DUE' });
      expect(await codeOf(PAID, { id: orderId }, employee)).toBe('CONFLICT');
    }
    const unpaid = await place();
    await t.gql('mutation($id: Int!) { cancelOrder(input: { orderId: $id }) { orderId } }', { id: unpaid }, employee);
    expect((await orders().findOneByOrFail({ id: unpaid })).paymentStatus).toBe('UNPAID');
    const refused = await t.gql(PAID, { id: unpaid }, employee);
    expect(refused.errors?.[0]).toMatchObject({
      message: `Order ${unpaid} is cancelled.`,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('leaves the legacy REST answers as they were: a REST order paid and sent over GraphQL lists with the legacy fields only', async () => {
    const placed = await t.rest('POST', '/api/Product/placeOrder', {
      token: buyer.token,
      body: { CustomerId: buyer.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] },
    });
    expect(placed.status).toBe(200);
    const orderId: number = placed.json.orderId;
    const employeeId = (await t.gql('{ me { id } }', {}, employee)).data!.me.id;
    expect(
      (
        await t.rest('PUT', `/api/Product/approveOrder?employeeId=${employeeId}&orderId=${orderId}`, {
          token: employee,
        })
      ).status,
    ).toBe(200);
    expect((await t.gql(PAID, { id: orderId }, employee)).errors).toBeUndefined();
    for (const to of ['PACKED', 'READY_FOR_PICKUP']) {
      expect(
        (
          await t.gql(
            'mutation($id: Int!, $to: FulfilmentStatus!) { advanceFulfilment(orderId: $id, to: $to, confirmOffDate: true) { orderId } }',
            { id: orderId, to },
            employee,
          )
        ).errors,
      ).toBeUndefined();
    }
    // t.rest checks each answer against the OpenAPI document, whose Order allows no other field.
    const history = await t.rest('GET', `/api/Product/orderHistory?customerId=${buyer.id}`, { token: buyer.token });
    const log = await t.rest('GET', `/api/Product/orderActivityLog?employeeId=${employeeId}`, { token: employee });
    for (const list of [history.json, log.json]) {
      const order = list.find((o: { orderId: number }) => o.orderId === orderId);
      expect(Object.keys(order).sort()).toEqual(
        [
          'orderId',
          'customerId',
          'fullName',
          'address',
          'mobileNumber',
          'emailAddress',
          'totalAmount',
          'orderStatus',
          'remarks',
          'orderDate',
          'authorizedByFullName',
          'authorizationDate',
          'cartItems',
        ].sort(),
      );
      expect([order.orderStatus, order.totalAmount]).toEqual(['APPROVED', 285]);
    }
  });

  it('refuses a proofs folder the site serves files from', () => {
    expect(() => parsePaymentProofsDir('./data/uploads/proofs', ['./data/uploads', null])).toThrow(
      'PAYMENT_PROOFS_DIR must not be inside or around a folder the site serves',
    );
    expect(() => parsePaymentProofsDir('./data', ['./data/uploads', null])).toThrow('PAYMENT_PROOFS_DIR');
    expect(() => parsePaymentProofsDir('/srv/client/proofs', ['./data/uploads', '/srv/client'])).toThrow(
      'PAYMENT_PROOFS_DIR',
    );
    expect(parsePaymentProofsDir(undefined, ['./data/uploads', null])).toBe('./data/payment-proofs');
  });
});
