import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { OutboxMail } from '../src/modules/notifications/outbox-mail.entity.js';
import { eachDatabase } from './support/each-database.js';
import { OrderLifeDriver } from './support/order-life-driver.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The customer's mail through an order's life, over a real SMTP server: how to pay and the order's
 * own page from the first message; a payment or a step taken back within the minute it is held
 * is never mailed; taken back later, a correction follows; a refund owed, then sent.
 */
eachDatabase("the order's mail: how to pay, its page, corrections and refunds", (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let life: OrderLifeDriver;
  let dispatcher: OutboxDispatcher;
  const email = `life-mail-${driver}@example.com`;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // Mail an undo can take back waits the production minute here.
    t = await startTestApp(driver, {
      mail: { ...parseMailConfig({}), smtpUrl: inbox.url, pollMs: 60_000, retryBaseMs: 20, leaseMs: 400 },
    });
    dispatcher = t.app.get(OutboxDispatcher);
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const owner = await t.newCustomer(`life-mail-${driver}`);
    life = new OrderLifeDriver(t, { owner: owner.token, other: owner.token, employee });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });
  beforeEach(() => dispatcher.drain());

  const mailsOf = (orderId: number) =>
    inbox.to(email).filter((mail) => mail.subject?.startsWith(`WATERS order #${orderId}`));
  const subjectsOf = (orderId: number) =>
    mailsOf(orderId).map((mail) => mail.subject!.replace(`WATERS order #${orderId}`, '').trim());
  const page = (orderId: number) => new RegExp(`http://\\S+/orders/${orderId}\\b`);
  /** The held mail of the order becomes due, as it would once its minute has passed. */
  const minutePasses = async (orderId: number) => {
    await t.app
      .get(DataSource)
      .getRepository(OutboxMail)
      .createQueryBuilder()
      .update()
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where("topic LIKE :topic AND status = 'pending'", { topic: `order:${orderId}:%` })
      .execute();
    await dispatcher.drain();
  };
  const ok = async (
    orderId: number,
    command: Parameters<OrderLifeDriver['call']>[1],
    actor: 'owner' | 'employee' = 'employee',
  ) => expect(await life.call(orderId, command, actor)).toEqual({ ok: true, code: null });

  it('tells a GCash buyer where to send the money, how much and with which reference, and links the order page', async () => {
    const orderId = await life.place('PICKUP', 'GCASH');
    await dispatcher.drain();
    const [confirmation] = mailsOf(orderId);
    const total = (await life.facts(orderId)).totalCentavos / 100;
    const amount = `₱${total.toFixed(2)}`;
    expect(confirmation.text).toContain(
      `How to pay\nSend ${amount} by GCash, with order ${orderId} as the reference, then send us a picture of the receipt.`,
    );
    expect(confirmation.text).toContain(
      `GCash number: 0917 555 0100\nAccount name: WATERS Food Products\nAmount: ${amount}\nReference: ${orderId}`,
    );
    expect(confirmation.html).toContain('<th align="left">GCash number</th><td>0917 555 0100</td>');
    expect(confirmation.text).toMatch(page(orderId));
    expect(confirmation.html).toMatch(new RegExp(`href="http://\\S+/orders/${orderId}"`));
  });

  it('tells a cash buyer when and where the cash is collected', async () => {
    const orderId = await life.place('DELIVERY', 'CASH');
    await dispatcher.drain();
    const facts = await life.facts(orderId);
    expect(mailsOf(orderId)[0].text).toContain(
      `We will collect ₱${(facts.totalCentavos / 100).toFixed(2)} in cash when we deliver on `,
    );
  });

  it('never mails a payment marked by mistake and taken back within the minute; taken back later, a correction follows the receipt', async () => {
    const quick = await life.place('PICKUP', 'GCASH');
    await ok(quick, { kind: 'sendProof' }, 'owner');
    await ok(quick, { kind: 'markPaid' });
    await ok(quick, { kind: 'revertPayment' });
    await minutePasses(quick);
    expect(subjectsOf(quick)).toEqual(['received']);
    const held = await t.app
      .get(DataSource)
      .getRepository(OutboxMail)
      .findBy({ topic: `order:${quick}:paid` });
    expect(held.map((mail) => mail.status)).toEqual(['withdrawn']);

    const late = await life.place('PICKUP', 'GCASH');
    await ok(late, { kind: 'sendProof' }, 'owner');
    await ok(late, { kind: 'markPaid' });
    await minutePasses(late);
    await ok(late, { kind: 'revertPayment' });
    await dispatcher.drain();
    expect(subjectsOf(late)).toEqual(['received', ': payment received', ': a correction']);
    const correction = mailsOf(late)[2];
    expect(correction.text).toContain(`We told you your order #${late} was paid, by mistake. It is now: Payment sent.`);
    expect(correction.text).toContain('Our note: Checked with the customer');
    expect(correction.text).toMatch(page(late));
  });

  it('never mails a step undone within the minute', async () => {
    const orderId = await life.place('PICKUP', 'CASH');
    await ok(orderId, { kind: 'approve' });
    await ok(orderId, { kind: 'advance', to: 'PACKED', cashCollected: null, confirmOffDate: true });
    await ok(orderId, { kind: 'undoStep' });
    await minutePasses(orderId);
    expect(subjectsOf(orderId)).toEqual(['received', 'approved']);
  });

  it('tells of the refund owed when a paid order is cancelled, then of the refund sent, each with the order page', async () => {
    const orderId = await life.place('PICKUP', 'GCASH');
    await ok(orderId, { kind: 'sendProof' }, 'owner');
    await ok(orderId, { kind: 'markPaid' });
    await minutePasses(orderId);
    await ok(orderId, { kind: 'cancel' });
    await ok(orderId, { kind: 'recordRefund', method: 'GCASH' });
    await dispatcher.drain();
    expect(subjectsOf(orderId)).toEqual(['received', ': payment received', 'cancelled', ': refund sent']);
    const [, , cancelled, refunded] = mailsOf(orderId);
    const amount = `₱${((await life.facts(orderId)).totalCentavos / 100).toFixed(2)}`;
    expect(cancelled.text).toContain(`You paid ${amount}: we owe it back to you and will e-mail you once it is sent.`);
    expect(refunded.text).toContain(`We sent back ${amount} for your cancelled order #${orderId} by GCash on `);
    expect(refunded.text).toContain('(reference RF-55)');
    for (const mail of mailsOf(orderId)) expect(mail.text).toMatch(page(orderId));
  });
});
