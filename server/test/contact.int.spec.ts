import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { ContactMessage } from '../src/modules/contact/contact-message.entity.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, RELAXED_RATE_LIMITS, startTestApp, type TestApp } from './support/test-app.js';

const STAFF = 'hello@waters.test';
const SEND = 'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }';

eachDatabase('the Contact page’s message', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  const stored = () =>
    t.app
      .get(DataSource)
      .getRepository(ContactMessage)
      .find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, {
      mail: {
        ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
        smtpUrl: inbox.url,
        staffEmails: [STAFF],
        pollMs: 60_000,
      },
      rateLimits: { ...RELAXED_RATE_LIMITS, contactMessagesPerIpPerHour: 4 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });
  beforeEach(() => t.app.get(OutboxDispatcher).drain());

  it('over REST: stored, mailed to the company with the visitor as reply-to, and acknowledged to the visitor', async () => {
    const sent = await t.rest('POST', '/api/Contact', {
      body: {
        name: '  Ana Cruz ',
        email: 'ana@example.ph',
        subject: 'Bulk order',
        details: '20 packs of tuyo\nfor a fiesta',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ received: true });
    expect((await stored()).map(({ name, email, subject, details }) => ({ name, email, subject, details }))).toEqual([
      { name: 'Ana Cruz', email: 'ana@example.ph', subject: 'Bulk order', details: '20 packs of tuyo\nfor a fiesta' },
    ]);
    await t.app.get(OutboxDispatcher).drain();
    const toCompany = inbox.to(STAFF);
    expect(toCompany.map((m) => m.subject)).toEqual(['Contact form: Bulk order']);
    expect(toCompany[0].replyTo?.value[0].address).toBe('ana@example.ph');
    expect(toCompany[0].text).toContain('20 packs of tuyo\nfor a fiesta');
    const acknowledgement = inbox.to('ana@example.ph');
    expect(acknowledgement.map((m) => m.subject)).toEqual(['We received your message — WATERS']);
  });

  it('over GraphQL, the same; a filled-in honeypot gets the same answer and nothing is kept or sent', async () => {
    const before = inbox.messages.length;
    const sent = await t.gql(SEND, { i: { name: 'Ben Reyes', email: 'ben@example.ph', subject: 'Pasalubong boxes' } });
    expect(sent.data).toEqual({ sendContactMessage: true });
    const bot = await t.gql(SEND, {
      i: {
        name: 'Bot',
        email: 'bot@example.ph',
        subject: 'Cheap pills',
        details: 'http://spam.example',
        website: 'http://spam.example',
      },
    });
    expect(bot.data).toEqual({ sendContactMessage: true });
    await t.app.get(OutboxDispatcher).drain();
    expect((await stored()).map((m) => m.name)).toEqual(['Ana Cruz', 'Ben Reyes']);
    expect(
      inbox.messages
        .slice(before)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Contact form: Pasalubong boxes', 'We received your message — WATERS']);
    expect(inbox.to('bot@example.ph')).toEqual([]);
  });

  it('lists the received messages to employees, newest first, a page at a time; nobody else', async () => {
    const employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const LIST =
      'query($after: String) { contactMessagesConnection(first: 1, after: $after) { totalCount pageInfo { endCursor hasNextPage } nodes { name email subject details receivedAt } } }';
    const first = (await t.gql(LIST, {}, employee)).data!.contactMessagesConnection;
    expect(first.totalCount).toBe(2);
    expect(first.nodes).toEqual([
      {
        name: 'Ben Reyes',
        email: 'ben@example.ph',
        subject: 'Pasalubong boxes',
        details: '',
        receivedAt: expect.any(String),
      },
    ]);
    const second = (await t.gql(LIST, { after: first.pageInfo.endCursor }, employee)).data!.contactMessagesConnection;
    expect(second.nodes.map((m: { name: string }) => m.name)).toEqual(['Ana Cruz']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    expect((await t.gql(LIST, {}, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a message without name, email or subject with the form’s own words (400), and a flood with 429', async () => {
    const bad = await t.rest('POST', '/api/Contact', { body: { name: '', email: 'not-an-email', subject: ' ' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('Name is required.');
    expect(JSON.stringify(bad.json)).toContain('Please enter a valid email address.');
    const gql = await t.gql(SEND, { i: { name: 'X', email: 'x@example.ph', subject: '' } });
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Two sent above and the honeypot counted as the third: the fourth passes, the fifth is refused.
    expect(
      (await t.rest('POST', '/api/Contact', { body: { name: 'C', email: 'c@example.ph', subject: 'Four' } })).status,
    ).toBe(200);
    const flood = await t.rest('POST', '/api/Contact', { body: { name: 'D', email: 'd@example.ph', subject: 'Five' } });
    expect(flood.status).toBe(429);
    expect(flood.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
