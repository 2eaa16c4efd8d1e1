import { afterAll, beforeAll, beforeEach, expect, it } from '@jest/globals';
import { addDays, manilaDay } from '@waters/domain';
import { DataSource } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { CertificationsService } from '../src/modules/products/certifications/certifications.service.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { eventually } from './support/eventually.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const STAFF = 'certificates@waters.test';
const SET =
  'mutation($input: SetProductCertificationsInput!) { setProductCertifications(input: $input) { scheme certificateNumber validUntil } }';
const OF_PRODUCT = '{ product(productId: "MAR-001") { certifications { scheme certificateNumber validUntil } } }';
const PUBLIC = '{ catalogueProduct(productId: "MAR-001") { certifications { scheme certificateNumber validUntil } } }';
const mailConfig = (inbox: SmtpInbox) => ({
  ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }),
  smtpUrl: inbox.url,
  staffEmails: [STAFF],
  pollMs: 60_000,
  retryBaseMs: 20,
  // A claim outlasts a slow send on a busy machine (two instances send here: a lapsed claim would let both send one mail).
  leaseMs: 30_000,
});

eachDatabase('product certifications', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  let customer: string;
  const today = manilaDay(new Date());

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, { mail: mailConfig(inbox) });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });
  beforeEach(() => t.app.get(OutboxDispatcher).drain());

  const set = (certifications: object[], token = employee) =>
    t.gql(SET, { input: { productId: 'MAR-001', certifications } }, token);
  const reminders = () => inbox.to(STAFF).filter((mail) => mail.subject?.includes('certificate of Daing na Bangus'));
  const remind = async (app: TestApp) => {
    const told = await app.app.get(CertificationsService).remindOfExpiring();
    await app.app.get(OutboxDispatcher).drain();
    return told;
  };

  it('are kept by employees, one per scheme, audited; the product page shows those valid today', async () => {
    const result = await set([
      { scheme: 'HALAL', certificateNumber: ' HAL-2026-0042 ', validUntil: addDays(today, 200) },
      { scheme: 'HACCP', certificateNumber: 'HACCP-77', validUntil: addDays(today, -1) },
    ]);
    expect(result.errors).toBeUndefined();
    // In the pages' order (HACCP, HALAL, GMP), the number trimmed.
    expect(result.data!.setProductCertifications.map((c: { scheme: string }) => c.scheme)).toEqual(['HACCP', 'HALAL']);
    expect((await t.gql(OF_PRODUCT, {}, employee)).data!.product.certifications).toEqual([
      { scheme: 'HACCP', certificateNumber: 'HACCP-77', validUntil: addDays(today, -1) },
      { scheme: 'HALAL', certificateNumber: 'HAL-2026-0042', validUntil: addDays(today, 200) },
    ]);
    // The one that ran out yesterday is not claimed on the public page.
    expect((await t.gql(PUBLIC)).data!.catalogueProduct.certifications).toEqual([
      { scheme: 'HALAL', certificateNumber: 'HAL-2026-0042', validUntil: addDays(today, 200) },
    ]);
    const page = await (
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PUBLIC }),
      })
    ).json();
    expect(page).toMatchObject({ data: { catalogueProduct: { certifications: [{ scheme: 'HALAL' }] } } });
    const audit = await t.app
      .get(DataSource)
      .query("SELECT action FROM audit_events WHERE target_id = 'MAR-001' AND action = 'product.certifications_set'");
    expect(audit).toHaveLength(1);
  });

  it.each([
    [
      [{ scheme: 'HALAL', certificateNumber: 'A', validUntil: '2027-02-30' }],
      'Valid until must be a date like 2027-03-01',
    ],
    [[{ scheme: 'HALAL', certificateNumber: '  ', validUntil: '2027-03-01' }], 'Certificate number is required'],
    [
      [{ scheme: 'HALAL', certificateNumber: 'x'.repeat(65), validUntil: '2027-03-01' }],
      'Certificate number must be at most 64 characters',
    ],
    [
      [
        { scheme: 'GMP', certificateNumber: 'A', validUntil: '2027-03-01' },
        { scheme: 'GMP', certificateNumber: 'B', validUntil: '2027-03-01' },
      ],
      'A product has at most one certification per scheme.',
    ],
  ])('refuses %j (400: %s)', async (certifications, message) => {
    const result = await set(certifications);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('are changed by employees only', async () => {
    expect((await set([], customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await set([], '')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('mail the staff once, 30 days before one runs out, whichever of two instances looks; a renewal is reminded of again', async () => {
    await set([
      { scheme: 'HALAL', certificateNumber: 'HAL-9', validUntil: addDays(today, 20) },
      { scheme: 'GMP', certificateNumber: 'GMP-1', validUntil: addDays(today, 45) },
    ]);
    // The second instance also looks as it starts: three looks at once and that one, one mail.
    const other = await startSecondInstance(t, { mail: mailConfig(inbox) });
    try {
      await Promise.all([remind(t), remind(other), remind(t)]);
      await eventually(() => reminders().length >= 1, 5000);
      await Promise.all([t.app.get(OutboxDispatcher).drain(), other.app.get(OutboxDispatcher).drain()]);
    } finally {
      await other.close();
    }
    const mails = reminders();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^HALAL certificate of Daing na Bangus .* runs out /),
    ]);
    expect(mails[0].text).toContain(
      'HALAL certificate HAL-9 of Daing na Bangus (Marinated Boneless Milkfish) 450 g (MAR-001) is valid until',
    );
    expect(await remind(t)).toBe(0);

    // Renewed (a new last day), then within 30 days of that one: told again. The same day kept: not.
    await set([
      { scheme: 'HALAL', certificateNumber: 'HAL-10', validUntil: addDays(today, 25) },
      { scheme: 'GMP', certificateNumber: 'GMP-1', validUntil: addDays(today, 45) },
    ]);
    expect(await remind(t)).toBe(1);
    await set([
      { scheme: 'HALAL', certificateNumber: 'HAL-10', validUntil: addDays(today, 25) },
      { scheme: 'GMP', certificateNumber: 'GMP-2', validUntil: addDays(today, 45) },
    ]);
    expect(await remind(t)).toBe(0);
    expect(reminders()).toHaveLength(2);
  });
});
