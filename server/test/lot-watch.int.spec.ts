import { afterAll, afterEach, beforeAll, expect, it, jest } from '@jest/globals';
import { addDays, labelDate, manilaDay, manilaDayStart } from '@waters/domain';
import { parseMailConfig } from '../src/config/mail-config.js';
import { LotWatch } from '../src/modules/lots/watch/lot-watch.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { Clock } from '../src/platform/time/clock.js';
import { eachDatabase } from './support/each-database.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const STAFF = 'lots@waters.test';
const ADD = `mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }`;
const RECORD = `mutation($input: RecordLotInput!) { recordLot(input: $input) { id lotCode } }`;
const STOCK_OF = `query($id: ID!) { product(productId: $id) { stockQuantity } }`;
const ATTENTION = `{ lotAttention { withinDays expiring { lotCode } expired { lotCode quantityLeft } } }`;
const HOUR = 3_600_000;

/*
 * The lots' morning watch: an expired lot leaves the stock after midnight, and from 6 am the staff
 * are mailed once about lots reaching best-before within the warning days and lots expired with
 * units left; the dashboard lists the same.
 */
eachDatabase('lot watch', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  const today = manilaDay(new Date());
  /** `hour` o'clock in Manila, `days` from today. */
  const at = (days: number, hour: number) => new Date(manilaDayStart(addDays(today, days))!.getTime() + hour * HOUR);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, {
      mail: {
        ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0', LOT_EXPIRY_WARNING_DAYS: '5' }),
        smtpUrl: inbox.url,
        staffEmails: [STAFF],
        pollMs: 60_000,
        retryBaseMs: 20,
      },
    });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.gql(query, variables, employee);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const lot = async (productId: string, quantity: number, bestBefore: string) =>
    (
      await ok(RECORD, {
        input: { productId, quantity, productionDate: addDays(today, -3), bestBefore, bestBeforeReason: 'Test batch' },
      })
    ).recordLot as { id: number; lotCode: string };
  const mails = () => inbox.to(STAFF).filter((mail) => mail.subject?.startsWith('Lots:'));
  const look = async (when: Date) => {
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => when);
    const named = await t.app.get(LotWatch).look();
    await t.app.get(OutboxDispatcher).drain();
    return named;
  };

  it('takes a lot out of the stock once its best-before day is over, and mails the staff once each morning', async () => {
    const productId = `WCH-${driver}`;
    await ok(ADD, {
      input: {
        productId,
        productName: `Watched ${driver}`,
        productPrice: 10,
        productType: 'SMOKED',
        productImage: '/images/products/dried/danggit.webp',
      },
    });
    const lastDay = await lot(productId, 4, today);
    const soon = await lot(productId, 6, addDays(today, 3));
    const later = await lot(productId, 8, addDays(today, 30));
    expect((await ok(STOCK_OF, { id: productId })).product.stockQuantity).toBe(18);

    // Before 6 am: the stock is counted, nobody is mailed yet.
    expect(await look(at(1, 1))).toBe(0);
    expect((await ok(STOCK_OF, { id: productId })).product.stockQuantity).toBe(14);
    expect(mails()).toHaveLength(0);

    // The morning: one mail naming the lot expired with stock left and the one reaching best-before soon.
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => at(1, 7));
    const attention = (await ok(ATTENTION)).lotAttention;
    expect(attention).toEqual({
      withinDays: 5,
      expiring: expect.arrayContaining([{ lotCode: soon.lotCode }]),
      expired: expect.arrayContaining([{ lotCode: lastDay.lotCode, quantityLeft: 4 }]),
    });
    expect(attention.expiring).not.toContainEqual({ lotCode: later.lotCode });
    expect(await look(at(1, 7))).toBeGreaterThanOrEqual(2);
    const [mail] = mails();
    expect(mails()).toHaveLength(1);
    expect(mail.text).toContain(
      `${soon.lotCode} · Watched ${driver} (${productId}) · best before ${labelDate(addDays(today, 3))} · 6 left`,
    );
    expect(mail.text).toContain(
      `${lastDay.lotCode} · Watched ${driver} (${productId}) · best before ${labelDate(today)} · 4 left`,
    );
    expect(mail.text).not.toContain(later.lotCode);

    // Later the same morning: nothing new to say.
    expect(await look(at(1, 9))).toBe(0);
    expect(mails()).toHaveLength(1);
  });
});
