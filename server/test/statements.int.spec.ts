import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { dueDayOf, manilaDayStart } from '@waters/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { DataSource } from 'typeorm';
import { MonthlyStatements } from '../src/modules/statements/mailing/monthly-statements.js';
import { StatementMailing } from '../src/modules/statements/statement-mailing.entity.js';
import { OutboxDispatcher } from '../src/modules/notifications/outbox-dispatcher.js';
import { longDay } from '../src/modules/notifications/templates/mail-parts.js';
import { PriceGroup } from '../src/modules/trade/price-group.entity.js';
import { TradeAccount } from '../src/modules/trade/trade-account.entity.js';
import { Clock } from '../src/platform/time/clock.js';
import { readCsv } from '../src/platform/text/csv.js';
import { eachDatabase } from './support/each-database.js';
import { mailThrough, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { DEMO, startSecondInstance, startTestApp, type TestApp } from './support/test-app.js';

const MONTH = '2027-03';
const TERMS_DAYS = 7;
const HOUR = 3_600_000;
const STATEMENT = `query($month: String!) { myStatement(month: $month) { ...S } }`;
const FIELDS = `fragment S on Statement { customerId businessName groupName termsDays month from to openingBalance charged paid
  closingBalance overdueAsOf overdueAmount entries { day kind orderId charged paid dueDate balance }
  overdueOrders { orderId dueDate amount } }`;

interface Placed {
  orderId: number;
  totalAmount: number;
  deliveryDate: string;
  dueDate: string | null;
}

/** "1,234.50", as the PDF writes an amount. */
const grouped = (centavos: number) =>
  `${Math.floor(centavos / 100).toLocaleString('en-US')}.${String(centavos % 100).padStart(2, '0')}`;
/** "1234.50", as the CSV writes one. */
const plain = (centavos: number) => (centavos / 100).toFixed(2);
const centavos = (pesos: number) => Math.round(pesos * 100);

/*
 * Trade terms and monthly statements, on both databases with a controlled clock: an order of a
 * group on terms falls due its days after its delivery date (and its mail says "Pay by"); a
 * month's statement — orders placed, cash collected short at a handover, a payment of an order
 * from the month before, an order overdue, one cancelled — reads the same, to the centavo, in
 * GraphQL, the CSV and the PDF's text, for the customer and for employees; the dashboard lists
 * what is overdue today; on the 1st two instances mail each statement once, with both files; and
 * nobody reads another customer's statement.
 */
eachDatabase('statements', (driver) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let second: TestApp;
  let employee: string;
  let buyer: { token: string; id: string };
  let other: { token: string; id: string };
  const productId = `STM-${driver}`;
  const orders: Record<'before' | 'short' | 'unpaid' | 'cancelled' | 'late', Placed> = {} as never;
  const collectedCentavos = 10_000;

  /** The clock of both instances at `hour` o'clock in Manila on `day`. */
  const setClock = (day: string, hour: number) => {
    const at = new Date(manilaDayStart(day)!.getTime() + hour * HOUR);
    for (const app of [t, second]) jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => at);
  };
  const ok = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await t.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const place = async (day: string, quantity: number): Promise<Placed> => {
    setClock(day, 10);
    return (
      await ok(
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId totalAmount deliveryDate dueDate } }',
        { input: { items: [{ productId, quantity }] } },
        buyer.token,
      )
    ).placeOrder as Placed;
  };
  /** An employee's call on one order (`$id`), and the cash counted (`$cash`) when given. */
  const employeeDoes = (mutation: string, id: number, cash?: number) =>
    ok(
      `mutation($id: Int!${cash === undefined ? '' : ', $cash: Float'}) { ${mutation} }`,
      { id, ...(cash === undefined ? {} : { cash }) },
      employee,
    );

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(driver, { mail: mailThrough(inbox) });
    second = await startSecondInstance(t, { mail: mailThrough(inbox) });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    buyer = await t.newCustomer(`stm-buyer-${driver}`);
    other = await t.newCustomer(`stm-other-${driver}`);
    await ok(
      'mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }',
      {
        input: {
          productId,
          productName: `Statement Tuyo ${driver}`,
          productPrice: 123.45,
          productType: 'DRIED',
          productImage: '/images/products/dried/danggit.webp',
        },
      },
      employee,
    );
    const db = t.app.get(DataSource);
    const now = new Date();
    const group = await db.getRepository(PriceGroup).save({
      name: `Terms ${driver}`,
      minOrderCentavos: 0,
      termsDays: TERMS_DAYS,
      createdAt: now,
      updatedAt: now,
    });
    for (const [customer, businessName] of [
      [buyer, 'Carinderia Statement'],
      [other, 'Other Eatery'],
    ] as const) {
      const addresses = await ok('{ myAddresses { id } }', {}, customer.token);
      await db.getRepository(TradeAccount).save({
        customerId: customer.id,
        businessName,
        businessType: 'RESTAURANT',
        tin: null,
        addressId: addresses.myAddresses[0].id,
        status: 'APPROVED',
        priceGroupId: group.id,
        declineReason: null,
        decidedBy: null,
        appliedAt: now,
        decidedAt: now,
      });
    }

    // February: an order still owed when March begins, paid on 5 March.
    orders.before = await place('2027-02-20', 2);
    // March: one handed over with cash collected short, one never paid, one cancelled, one late in the month.
    orders.short = await place('2027-03-02', 5);
    orders.unpaid = await place('2027-03-09', 3);
    orders.cancelled = await place('2027-03-10', 1);
    orders.late = await place('2027-03-29', 7);
    setClock('2027-03-05', 11);
    await employeeDoes('markOrderPaid(orderId: $id) { orderId }', orders.before.orderId);
    setClock(orders.short.deliveryDate, 9);
    await employeeDoes('approveOrder(input: { orderId: $id }) { orderId }', orders.short.orderId);
    for (const to of ['PACKED', 'READY_FOR_PICKUP'])
      await employeeDoes(`advanceFulfilment(orderId: $id, to: ${to}) { orderId }`, orders.short.orderId);
    await employeeDoes(
      'advanceFulfilment(orderId: $id, to: PICKED_UP, cashCollected: $cash, reason: "The rest on terms") { paymentStatus }',
      orders.short.orderId,
      collectedCentavos / 100,
    );
    setClock('2027-03-11', 9);
    await employeeDoes(
      'cancelOrder(input: { orderId: $id, remarks: "Changed their mind" }) { orderId }',
      orders.cancelled.orderId,
    );
    // April: the rest of the short collection.
    setClock('2027-04-02', 9);
    await employeeDoes('markOrderPaid(orderId: $id) { orderId }', orders.short.orderId);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await second?.close();
    await t?.close();
    await inbox?.stop();
  });

  /** What the March statement must say, worked out here from the orders as placed and paid. */
  function expectedMarch() {
    const total = (order: Placed) => centavos(order.totalAmount);
    const opening = total(orders.before);
    const entries = [
      { day: '2027-03-02', kind: 'ORDER', order: orders.short, charged: total(orders.short), paid: 0 },
      { day: '2027-03-05', kind: 'PAYMENT', order: orders.before, charged: 0, paid: total(orders.before) },
      { day: '2027-03-09', kind: 'ORDER', order: orders.unpaid, charged: total(orders.unpaid), paid: 0 },
      { day: '2027-03-29', kind: 'ORDER', order: orders.late, charged: total(orders.late), paid: 0 },
      {
        day: orders.short.deliveryDate,
        kind: 'CASH_AT_HANDOVER',
        order: orders.short,
        charged: 0,
        paid: collectedCentavos,
      },
    ].sort((a, b) => a.day.localeCompare(b.day) || (a.kind === 'ORDER' ? -1 : 1));
    let balance = opening;
    const withBalance = entries.map((entry) => ({ ...entry, balance: (balance += entry.charged - entry.paid) }));
    const overdue = [
      { order: orders.short, owed: total(orders.short) - collectedCentavos },
      { order: orders.unpaid, owed: total(orders.unpaid) },
    ];
    return {
      opening,
      charged: total(orders.short) + total(orders.unpaid) + total(orders.late),
      paid: total(orders.before) + collectedCentavos,
      closing: balance,
      entries: withBalance,
      overdue,
      overdueTotal: overdue.reduce((sum, o) => sum + o.owed, 0),
    };
  }

  it('gives an order on terms its due day, says "Pay by" in its mail, and keeps it unpaid as any order', async () => {
    for (const order of Object.values(orders)) expect(order.dueDate).toBe(dueDayOf(order.deliveryDate, TERMS_DAYS));
    await t.app.get(OutboxDispatcher).drain();
    const confirmation = inbox
      .to(`stm-buyer-${driver}@example.com`)
      .find((mail) => mail.subject === `WATERS order #${orders.unpaid.orderId} received`)!;
    expect(confirmation.text).toContain(`Pay by ${longDay(orders.unpaid.dueDate!)}.`);
    // A household's order has no due day.
    setClock('2027-03-10', 10);
    const placed = await ok(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { dueDate paymentStatus } }',
      { input: { items: [{ productId, quantity: 1 }] } },
      (await t.newCustomer(`stm-household-${driver}`)).token,
    );
    expect(placed.placeOrder).toEqual({ dueDate: null, paymentStatus: 'UNPAID' });
  });

  /** The PDF's text as a reader extracts it, its runs of white space made one space. */
  const pdfText = async (bytes: Uint8Array) =>
    (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');
  /** A download's status, headers and bytes (the PDF is read as bytes, not text). */
  const download = async (path: string, token: string) => {
    const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const LABEL = { ORDER: 'Order', CASH_AT_HANDOVER: 'Cash at handover', PAYMENT: 'Payment' } as const;

  it('reads the month the same to the centavo in GraphQL, the CSV and the PDF, for the customer and for employees', async () => {
    setClock('2027-04-03', 10);
    const march = expectedMarch();
    const mine = (await ok(`${STATEMENT} ${FIELDS}`, { month: MONTH }, buyer.token)).myStatement;
    expect(mine).toEqual({
      customerId: buyer.id,
      businessName: 'Carinderia Statement',
      groupName: `Terms ${driver}`,
      termsDays: TERMS_DAYS,
      month: MONTH,
      from: '2027-03-01',
      to: '2027-03-31',
      openingBalance: march.opening / 100,
      charged: march.charged / 100,
      paid: march.paid / 100,
      closingBalance: march.closing / 100,
      overdueAsOf: '2027-03-31',
      overdueAmount: march.overdueTotal / 100,
      entries: march.entries.map((entry) => ({
        day: entry.day,
        kind: entry.kind,
        orderId: entry.order.orderId,
        charged: entry.charged / 100,
        paid: entry.paid / 100,
        dueDate: entry.kind === 'ORDER' ? entry.order.dueDate : null,
        balance: entry.balance / 100,
      })),
      overdueOrders: march.overdue.map(({ order, owed }) => ({
        orderId: order.orderId,
        dueDate: order.dueDate,
        amount: owed / 100,
      })),
    });
    expect(march.closing).toBe(march.opening + march.charged - march.paid);
    // The next month opens where this one closed; an employee reads the same statement.
    const april = (await ok(`${STATEMENT} ${FIELDS}`, { month: '2027-04' }, buyer.token)).myStatement;
    expect(centavos(april.openingBalance)).toBe(march.closing);
    const theirs = await ok(
      `query($id: ID!, $month: String!) { statement(customerId: $id, month: $month) { ...S } } ${FIELDS}`,
      { id: buyer.id, month: MONTH },
      employee,
    );
    expect(theirs.statement).toEqual(mine);

    // The CSV: the same rows, amounts in pesos with two decimals; the employees' download is the same file.
    const csv = await download(`/api/statements/${MONTH}.csv`, buyer.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="waters-statement-2027-03.csv"');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const { records, error } = readCsv(new TextDecoder().decode(csv.bytes));
    expect(error).toBeNull();
    expect(records.map((record) => record.cells)).toEqual([
      ['date', 'entry', 'order_id', 'due_date', 'charged', 'paid', 'balance'],
      ['2027-03-01', 'Opening balance', '', '', '', '', plain(march.opening)],
      ...march.entries.map((entry) => [
        entry.day,
        LABEL[entry.kind as keyof typeof LABEL],
        String(entry.order.orderId),
        entry.kind === 'ORDER' ? entry.order.dueDate! : '',
        entry.kind === 'ORDER' ? plain(entry.charged) : '',
        entry.kind === 'ORDER' ? '' : plain(entry.paid),
        plain(entry.balance),
      ]),
      ['2027-03-31', 'Closing balance', '', '', plain(march.charged), plain(march.paid), plain(march.closing)],
      ...march.overdue.map(({ order, owed }) => [
        '2027-03-31',
        'Overdue',
        String(order.orderId),
        order.dueDate!,
        '',
        '',
        plain(owed),
      ]),
      ['2027-03-31', 'Overdue total', '', '', '', '', plain(march.overdueTotal)],
    ]);
    expect((await download(`/api/statements/${buyer.id}/${MONTH}.csv`, employee)).bytes).toEqual(csv.bytes);

    // The PDF's text: the summary, every line in date order with its balance, and the orders overdue.
    const pdf = await download(`/api/statements/${MONTH}.pdf`, buyer.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="waters-statement-2027-03.pdf"');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(
      `Opening balance on 2027-03-01 ${grouped(march.opening)} Orders placed ${grouped(march.charged)} ` +
        `Payments received ${grouped(march.paid)} Closing balance on 2027-03-31 ${grouped(march.closing)} ` +
        `Overdue as of 2027-03-31 ${grouped(march.overdueTotal)}`,
    );
    const lines = [
      `2027-03-01 Opening balance ${grouped(march.opening)}`,
      ...march.entries.map(
        (entry) =>
          `${entry.day} ${LABEL[entry.kind as keyof typeof LABEL]} #${entry.order.orderId} ` +
          (entry.kind === 'ORDER' ? `${entry.order.dueDate} ${grouped(entry.charged)}` : grouped(entry.paid)) +
          ` ${grouped(entry.balance)}`,
      ),
      `2027-03-31 Closing balance ${grouped(march.charged)} ${grouped(march.paid)} ${grouped(march.closing)}`,
    ];
    expect(text).toContain(lines.join(' '));
    expect(text).toContain(
      march.overdue
        .map(({ order, owed }) => `Order #${order.orderId}, due ${order.dueDate} ${grouped(owed)}`)
        .join(' '),
    );
    expect(text).not.toContain(`#${orders.cancelled.orderId} `);
    expect(await pdfText((await download(`/api/statements/${buyer.id}/${MONTH}.pdf`, employee)).bytes)).toBe(text);
  });

  it('lists on the admin dashboard what each trade account owes overdue today, and the month to date says the same', async () => {
    setClock('2027-04-10', 10);
    const overdue = [orders.unpaid, orders.late];
    const owed = overdue.reduce((sum, order) => sum + centavos(order.totalAmount), 0);
    const dashboard = await ok(
      '{ adminDashboard(from: "2027-04-01T00:00:00Z", to: "2027-04-11T00:00:00Z") { overdueTradeBalances { customerId businessName overdueAmount oldestDueDate } } }',
      {},
      employee,
    );
    expect(dashboard.adminDashboard.overdueTradeBalances).toEqual([
      {
        customerId: buyer.id,
        businessName: 'Carinderia Statement',
        overdueAmount: owed / 100,
        oldestDueDate: orders.unpaid.dueDate,
      },
    ]);
    const april = (await ok(`${STATEMENT} ${FIELDS}`, { month: '2027-04' }, buyer.token)).myStatement;
    expect(april.overdueAsOf).toBe('2027-04-10');
    expect(centavos(april.overdueAmount)).toBe(owed);
    expect(april.overdueOrders.map((order: { orderId: number }) => order.orderId)).toEqual(
      overdue.map((order) => order.orderId),
    );
  });

  it('mails each statement once on the 1st across two instances, with its PDF and CSV, and only to accounts with something to say', async () => {
    const mailers = [t, second].map((app) => app.app.get(MonthlyStatements));
    const mailed = () =>
      inbox
        .to(`stm-buyer-${driver}@example.com`)
        .filter((mail) => mail.subject === 'Your WATERS statement for March 2027');
    // Before six in the morning of the 1st, and after the first week: nothing.
    setClock('2027-04-01', 5);
    expect(await mailers[0].mailDue()).toBe(0);
    setClock('2027-04-08', 9);
    expect(await mailers[1].mailDue()).toBe(0);

    // Both instances look at once (on SQLite one after the other: two connections of one process
    // would wait on each other's lock with the thread blocked, which separate processes never do).
    setClock('2027-04-01', 7);
    const counts =
      driver === 'mariadb'
        ? await Promise.all(mailers.map((mailer) => mailer.mailDue()))
        : [await mailers[0].mailDue(), await mailers[1].mailDue()];
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    await Promise.all([t, second].map((app) => app.app.get(OutboxDispatcher).drain()));
    expect([await mailers[1].mailDue(), await mailers[0].mailDue()]).toEqual([0, 0]);
    await Promise.all([t, second].map((app) => app.app.get(OutboxDispatcher).drain()));

    const [mail] = mailed();
    expect(mailed()).toHaveLength(1);
    const march = expectedMarch();
    expect(mail.text).toContain(`Balance at the end of March 2027: ₱${grouped(march.closing)}.`);
    expect(mail.text).toContain(`Overdue: ₱${grouped(march.overdueTotal)}.`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['waters-statement-2027-03.pdf', 'application/pdf'],
      ['waters-statement-2027-03.csv', 'text/csv'],
    ]);
    const [pdf, csv] = mail.attachments;
    expect(new Uint8Array(csv.content)).toEqual((await download(`/api/statements/${MONTH}.csv`, buyer.token)).bytes);
    const text = await pdfText(new Uint8Array(pdf.content));
    expect(text).toContain('Statement of account: March 2027 Carinderia Statement');
    expect(text).toContain(`Closing balance on 2027-03-31 ${grouped(march.closing)}`);
    // The other account had nothing that month: no mail, but the month is dealt with.
    expect(inbox.to(`stm-other-${driver}@example.com`)).toEqual([]);
    const rows = await t.app
      .get(DataSource)
      .getRepository(StatementMailing)
      .find({ where: { month: MONTH }, order: { mailed: 'DESC' } });
    expect(rows.map((row) => [row.customerId, row.mailed])).toEqual([
      [buyer.id, true],
      [other.id, false],
    ]);
  });

  it("lets nobody read another customer's statement, and refuses a month that is not one or has not begun", async () => {
    setClock('2027-04-10', 10);
    // Another trade customer reads their own statement, never the buyer's.
    const own = (await ok(`${STATEMENT} ${FIELDS}`, { month: MONTH }, other.token)).myStatement;
    expect([own.customerId, own.entries, own.closingBalance]).toEqual([other.id, [], 0]);
    const refused = await t.gql(
      'query($id: ID!) { statement(customerId: $id, month: "2027-03") { closingBalance } }',
      { id: buyer.id },
      other.token,
    );
    expect([refused.data?.statement ?? null, refused.errors?.[0].extensions?.code]).toEqual([null, 'FORBIDDEN']);
    for (const format of ['pdf', 'csv']) {
      expect(
        (await t.rest('GET', `/api/statements/${buyer.id}/${MONTH}.${format}`, { token: other.token })).status,
      ).toBe(403);
      expect((await t.rest('GET', `/api/statements/${MONTH}.${format}`)).status).toBe(401);
    }
    // A household has no statement: null in GraphQL, 404 as a file, for itself and for employees.
    const household = await t.newCustomer(`stm-none-${driver}`);
    expect((await ok(`${STATEMENT} ${FIELDS}`, { month: MONTH }, household.token)).myStatement).toBeNull();
    expect((await t.rest('GET', `/api/statements/${MONTH}.pdf`, { token: household.token })).status).toBe(404);
    expect((await t.rest('GET', `/api/statements/${household.id}/${MONTH}.csv`, { token: employee })).status).toBe(404);
    // A month written otherwise, or one not begun: 400 and BAD_USER_INPUT.
    expect((await t.rest('GET', '/api/statements/2027-3.pdf', { token: buyer.token })).status).toBe(400);
    expect((await t.rest('GET', `/api/statements/${buyer.id}/2027-05.csv`, { token: employee })).status).toBe(400);
    const future = await t.gql(STATEMENT + FIELDS, { month: '2027-05' }, buyer.token);
    expect(future.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
