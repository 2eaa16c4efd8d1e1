import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { OutboxMail } from '../src/modules/notifications/outbox-mail.entity.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { rollEveryTransactionBack } from './support/rolled-back.js';
import { eventually } from './support/eventually.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const STAFF = 'staff@waters.test';
const CART = {
  CartItems: [
    { ProductId: 'DRD-001', Quantity: 2 },
    { ProductId: 'SMK-001', Quantity: 1 },
  ],
};
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId totalAmount } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }`;
const mailConfig = (inbox: SmtpInbox) => ({
  ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
  smtpUrl: inbox.url,
  staffEmails: [STAFF],
  pollMs: 60_000,
  retryBaseMs: 20,
  // A claim outlasts a slow send on a busy machine (two instances send here: a lapsed claim would let both send one mail).
  leaseMs: 30_000,
});

eachDatabase('order mail through the outbox', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  let employeeId: string;
  let dispatcher: OutboxDispatcher;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, { mail: mailConfig(inbox) });
    dispatcher = t.app.get(OutboxDispatcher);
    const login = await t.rest('POST', '/api/Login/employee-login', {
      body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password },
    });
    employee = login.json.token;
    employeeId = login.json.userId;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });
  beforeEach(() => dispatcher.drain());

  const mailsOf = (orderId: number) =>
    inbox.messages.filter((mail) => mail.subject?.includes(`#${orderId} `) || mail.subject?.endsWith(`#${orderId}`));

  it('REST order, GraphQL approval: confirmation and staff alert, then the decision, each once', async () => {
    const buyer = await t.newCustomer(`mail-rest-${driver}`);
    const placed = await t.rest('POST', '/api/Product/placeOrder', {
      token: buyer.token,
      body: { CustomerId: buyer.id, ...CART },
    });
    expect(placed.status).toBe(200);
    const orderId: number = placed.json.orderId;
    await dispatcher.drain();
    const confirmation = inbox.to(`mail-rest-${driver}@example.com`);
    expect(confirmation.map((m) => m.subject)).toEqual([`WATERS order #${orderId} received`]);
    expect(confirmation[0].text).toContain('Dried Danggit (Rabbitfish) 250 g × 2 @ ₱285.00 = ₱570.00');
    expect(confirmation[0].text).toContain(`Total: ₱${(2 * 285 + 230).toFixed(2)}`);
    expect(confirmation[0].text).toContain('What happens next');
    expect(confirmation[0].html).toContain('<td>Dried Danggit (Rabbitfish) 250 g</td>');
    // The products' storage guidance (the seeded catalogue's), copied onto the confirmation.
    expect(confirmation[0].text).toContain(
      'Keeping your fish fresh\nDried Danggit (Rabbitfish) 250 g\n  Storage: Cool, dry place away from sunlight (below 25 °C)',
    );
    expect(confirmation[0].html).toContain('<li><strong>Shelf life (unopened):</strong> 6 months</li>');
    const alert = inbox.to(STAFF).filter((m) => m.subject?.startsWith(`New order #${orderId} `));
    expect(alert).toHaveLength(1);
    expect(alert[0].text).toContain('/order-page');
    expect(alert[0].replyTo?.value[0].address).toBe(`mail-rest-${driver}@example.com`);

    expect(
      (await t.gql(APPROVE, { input: { orderId, remarks: 'Ships Monday <b>early</b>' } }, employee)).errors,
    ).toBeUndefined();
    await dispatcher.drain();
    const decision = mailsOf(orderId).filter((m) => m.subject === `WATERS order #${orderId} approved`);
    expect(decision).toHaveLength(1);
    expect(decision[0].text).toContain('Remarks from our team: Ships Monday <b>early</b>');
    expect(decision[0].html).toContain('Ships Monday &lt;b&gt;early&lt;/b&gt;');
    expect(mailsOf(orderId)).toHaveLength(3);
  });

  it('GraphQL order, REST cancellation: the cancellation with its remarks', async () => {
    const buyer = await t.newCustomer(`mail-gql-${driver}`);
    const placed = await t.gql(PLACE, { input: { items: [{ productId: 'MAR-001', quantity: 3 }] } }, buyer.token);
    const orderId: number = placed.data!.placeOrder.orderId;
    const cancelled = await t.rest(
      'PUT',
      `/api/Product/cancelOrder?employeeId=${employeeId}&orderId=${orderId}&remarks=${encodeURIComponent('Out of stock until Friday')}`,
      {
        token: employee,
      },
    );
    expect(cancelled.status).toBe(200);
    await dispatcher.drain();
    const decision = inbox
      .to(`mail-gql-${driver}@example.com`)
      .filter((m) => m.subject === `WATERS order #${orderId} cancelled`);
    expect(decision).toHaveLength(1);
    expect(decision[0].text).toContain('Remarks from our team: Out of stock until Friday');
    expect(mailsOf(orderId)).toHaveLength(3);
  });

  it('a rolled-back order sends nothing', async () => {
    const buyer = await t.newCustomer(`mail-rollback-${driver}`);
    const undo = rollEveryTransactionBack(t.app);
    const placed = await t.rest('POST', '/api/Product/placeOrder', {
      token: buyer.token,
      body: { CustomerId: buyer.id, ...CART },
    });
    undo();
    expect(placed.status).toBe(409);
    await dispatcher.drain();
    expect(inbox.to(`mail-rollback-${driver}@example.com`)).toEqual([]);
    expect(
      await t.app
        .get(DataSource)
        .getRepository(OutboxMail)
        .count({ where: { status: 'pending' } }),
    ).toBe(0);
  });

  it('an SMTP outage delays the mail and retries it until it is sent, once', async () => {
    const buyer = await t.newCustomer(`mail-outage-${driver}`);
    await inbox.stop();
    const placed = await t.rest('POST', '/api/Product/placeOrder', {
      token: buyer.token,
      body: { CustomerId: buyer.id, ...CART },
    });
    await dispatcher.drain();
    const waiting = await t.app
      .get(DataSource)
      .getRepository(OutboxMail)
      .find({ where: { status: 'pending' } });
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(waiting.every((mail) => mail.attempts >= 1 && mail.lastError)).toBe(true);
    await inbox.start();
    // Due again after the backoff: drained until nothing is pending.
    const pending = () =>
      t.app
        .get(DataSource)
        .getRepository(OutboxMail)
        .count({ where: { status: 'pending' } });
    expect(await eventually(async () => (await dispatcher.drain(), (await pending()) === 0), 5000)).toBe(true);
    expect(mailsOf(placed.json.orderId)).toHaveLength(2);
  });

  it('mail claimed by an instance that died is sent by another, once', async () => {
    const buyer = await t.newCustomer(`mail-crash-${driver}`);
    await inbox.stop();
    const placed = await t.rest('POST', '/api/Product/placeOrder', {
      token: buyer.token,
      body: { CustomerId: buyer.id, ...CART },
    });
    await dispatcher.drain();
    // As if an instance had claimed the mail and died before sending it.
    const outbox = t.app.get(DataSource).getRepository(OutboxMail);
    await outbox.update(
      { status: 'pending' },
      { claimedBy: 'a-dead-instance', claimExpiresAt: new Date(Date.now() + 3_600_000), nextAttemptAt: new Date() },
    );
    await inbox.start();
    const other = await startSecondInstance(t, { mail: mailConfig(inbox) });
    try {
      const second = other.app.get(OutboxDispatcher);
      // While the claim holds, nobody else sends the mail.
      await second.drain();
      expect(mailsOf(placed.json.orderId)).toHaveLength(0);
      // The claim runs out (its time is set in the past rather than waited for).
      await outbox.update({ claimedBy: 'a-dead-instance' }, { claimExpiresAt: new Date(Date.now() - 1000) });
      await second.drain();
      await dispatcher.drain();
      expect(mailsOf(placed.json.orderId)).toHaveLength(2);
      expect(await outbox.count({ where: { status: 'pending' } })).toBe(0);
    } finally {
      await other.close();
    }
  });
});

eachDatabase('order mail without SMTP_URL', (driver) => {
  it('a placed and approved order leaves the three messages as .eml files', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'waters-eml-'));
    const t = await startTestApp(driver, {
      mail: { ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }), staffEmails: [STAFF], outboxDir },
    });
    try {
      const buyer = await t.newCustomer(`eml-${driver}`);
      const placed = await t.rest('POST', '/api/Product/placeOrder', {
        token: buyer.token,
        body: { CustomerId: buyer.id, ...CART },
      });
      const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
      await t.gql(APPROVE, { input: { orderId: placed.json.orderId } }, employee);
      await t.app.get(OutboxDispatcher).drain();
      const files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(3);
      const subjects = files
        .map((name) => /^Subject: (.*)$/m.exec(readFileSync(join(outboxDir, name), 'utf8'))?.[1])
        .sort();
      const id = placed.json.orderId;
      expect(subjects).toEqual(
        [
          `New order #${id} from Test eml-${driver}`,
          `WATERS order #${id} approved`,
          `WATERS order #${id} received`,
        ].sort(),
      );
    } finally {
      await t.close();
    }
  });
});
