import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { addDays, labelDate, manilaDay } from '@waters/domain';
import { parseMailConfig } from '../src/config/mail-config.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { eachDatabase } from './support/each-database.js';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ADD = `mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }`;
const RECORD = `mutation($input: RecordLotInput!) { recordLot(input: $input) { id lotCode } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }`;
const PACK = `mutation($id: Int!) { advanceFulfilment(orderId: $id, to: PACKED) { orderId } }`;
const RECALL = `mutation($input: StartRecallInput!) { startRecall(input: $input) {
  recall { id mock lotCodes ordersFound customersFound unitsFound noticesSent lookupMs csvUrl }
  shipments { orderId customerId lotCode quantity shipDate shipTo } } }`;
const STOCK_OF = `query($id: ID!) { product(productId: $id) { stockQuantity } }`;

/*
 * A recall finds every order, customer and unit that received a lot, exports it, recalls the lot
 * (out of stock at once) and tells each customer once through the real mail server; a mock recall
 * finds and times the same and tells nobody.
 */
eachDatabase('recalls', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let employee: string;
  const buyers: { token: string; email: string }[] = [];
  const today = manilaDay(new Date());

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, {
      mail: { ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }), smtpUrl: inbox.url, pollMs: 60_000, retryBaseMs: 20 },
    });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    for (const name of ['recalla', 'recallb']) {
      const email = `${name}-${driver}@waters.test`;
      buyers.push({ token: (await t.newCustomer(`${name}${driver}`, { emailAddress: email })).token, email });
    }
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.stop();
  });

  const ok = async (query: string, variables: Record<string, unknown>, token = employee) => {
    const result = await t.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const notices = (email: string) => inbox.to(email).filter((mail) => mail.subject?.startsWith('Recall:'));

  it('finds every order and customer of a lot, exports them, recalls the lot and tells each customer once; a second press tells nobody', async () => {
    const productId = `RCL-${driver}`;
    await ok(ADD, {
      input: {
        productId,
        productName: `Smoked recall ${driver}`,
        productPrice: 10,
        productType: 'SMOKED',
        productImage: '/images/products/dried/danggit.webp',
      },
    });
    const lot = (await ok(RECORD, { input: { productId, quantity: 20, productionDate: today } })).recordLot;
    const other = (await ok(RECORD, { input: { productId, quantity: 20, productionDate: addDays(today, -1) } }))
      .recordLot;
    const orders: number[] = [];
    for (const [index, quantity] of [2, 3, 1].entries()) {
      const buyer = buyers[index % 2];
      const orderId = (await ok(PLACE, { input: { items: [{ productId, quantity }] } }, buyer.token)).placeOrder
        .orderId as number;
      await ok(APPROVE, { input: { orderId } });
      await ok(PACK, { id: orderId });
      orders.push(orderId);
    }
    // FEFO packed them all from the lot made the day before (it expires first); the packed mail says so.
    await t.app.get(OutboxDispatcher).drain();
    expect(
      inbox
        .to(buyers[0].email)
        .some((mail) => mail.text?.includes(`Lot ${other.lotCode}, best before ${labelDate(addDays(today, 6))}`)),
    ).toBe(true);
    const drill = (await ok(RECALL, { input: { lotId: other.id, reason: 'Quarterly drill', mock: true } })).startRecall;
    expect(drill.recall).toMatchObject({
      mock: true,
      ordersFound: 3,
      customersFound: 2,
      unitsFound: 6,
      noticesSent: 0,
    });
    expect(drill.recall.lookupMs).toBeGreaterThanOrEqual(0);
    expect(drill.shipments.map((row: { orderId: number }) => row.orderId)).toEqual(orders);
    await t.app.get(OutboxDispatcher).drain();
    expect(notices(buyers[0].email)).toHaveLength(0);
    expect((await ok(STOCK_OF, { id: productId })).product.stockQuantity).toBe(34);

    const recalled = (await ok(RECALL, { input: { lotId: other.id, reason: 'Listeria found in a retained sample' } }))
      .startRecall;
    expect(recalled.recall).toMatchObject({
      mock: false,
      ordersFound: 3,
      customersFound: 2,
      unitsFound: 6,
      noticesSent: 2,
    });
    expect((await ok(STOCK_OF, { id: productId })).product.stockQuantity).toBe(20);
    await t.app.get(OutboxDispatcher).drain();
    const first = notices(buyers[0].email);
    expect(first).toHaveLength(1);
    expect(first[0].text).toContain(`lot ${other.lotCode}`);
    expect(first[0].text).toContain('Listeria found in a retained sample');
    expect(notices(buyers[1].email)).toHaveLength(1);

    const again = (await ok(RECALL, { input: { lotId: other.id, reason: 'Pressed again' } })).startRecall;
    expect(again.recall.noticesSent).toBe(0);
    await t.app.get(OutboxDispatcher).drain();
    expect(notices(buyers[0].email)).toHaveLength(1);
    expect(notices(buyers[1].email)).toHaveLength(1);

    const csv = await fetch(`${t.url}${recalled.recall.csvUrl}`, { headers: { authorization: `Bearer ${employee}` } });
    expect(csv.status).toBe(200);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Traceability Lot Code,Product ID,Product,Quantity,Unit,Best Before,Ship From,Ship To,Ship Date,Reference Document,Customer ID,Customer,Email Address,Mobile Number',
    );
    expect(rows.slice(1).map((row) => /,Order (\d+),/.exec(row)?.[1])).toEqual(orders.map(String));
    expect(rows[1]).toContain('"Picked up at the WATERS facility, Rosario, Cavite"');
    expect(rows[1]).toContain(buyers[0].email);
    const asCustomer = await fetch(`${t.url}${recalled.recall.csvUrl}`, {
      headers: { authorization: `Bearer ${buyers[0].token}` },
    });
    expect(asCustomer.status).toBe(403);
    void lot;
  });
});
