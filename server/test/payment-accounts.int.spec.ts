import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { eachDatabase } from './support/each-database.js';
import { OrderLifeDriver } from './support/order-life-driver.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ACCOUNTS = '{ paymentAccounts { method accountName accountNumber bankName branch qrImage } }';
const SET =
  'mutation($i: PaymentAccountInput!) { setPaymentAccount(input: $i) { method accountName accountNumber bankName branch qrImage } }';
const OWED =
  '{ adminDashboard(from: "2020-01-01T00:00:00Z", to: "2020-02-01T00:00:00Z") { moneyOwed { proofsToCheck balancesDue balancesDueAmount refundsDue refundsDueAmount } } }';
const LIST =
  'query($s: PaymentStatus!) { ordersByPaymentConnection(paymentStatus: $s, first: 10) { totalCount nodes { orderId customerStatus amountCollected collectionNote } } }';

/**
 * The shop's accounts for transfers (kept by employees, read at checkout; a method without one is
 * not taken), and the money that waits on the staff: proofs to check, balances to chase, refunds.
 */
eachDatabase('payment accounts and the money owed', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: { token: string; id: string };
  let life: OrderLifeDriver;

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.newCustomer(`accounts-${driver}`);
    life = new OrderLifeDriver(t, { owner: customer.token, other: customer.token, employee });
  });
  afterAll(() => t?.close());

  it("lists the demo shop's GCash, Maya and bank accounts to customers; employees replace one (audited) and remove one, which is then not taken", async () => {
    const seen = await t.gql(ACCOUNTS, {}, customer.token);
    expect(seen.data!.paymentAccounts.map((account: { method: string }) => account.method)).toEqual([
      'GCASH',
      'MAYA',
      'BANK_TRANSFER',
    ]);
    expect(seen.data!.paymentAccounts[2]).toMatchObject({
      bankName: 'BDO Unibank',
      branch: 'Rosario, Cavite',
      qrImage: null,
    });

    const input = {
      method: 'GCASH',
      accountName: '  WATERS Food Products  ',
      accountNumber: '0917 555 0199',
      bankName: 'ignored for a wallet',
      qrImage: '/uploads/products/qr-gcash.webp',
    };
    const set = await t.gql(SET, { i: input }, employee);
    expect(set.data!.setPaymentAccount).toEqual({
      method: 'GCASH',
      accountName: 'WATERS Food Products',
      accountNumber: '0917 555 0199',
      bankName: null,
      branch: null,
      qrImage: '/uploads/products/qr-gcash.webp',
    });
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditEvent)
      .findBy({ targetType: 'payment_account', targetId: 'GCASH' });
    expect(
      audit.map((row) => [row.action, JSON.parse(row.before!).accountNumber, JSON.parse(row.after!).accountNumber]),
    ).toEqual([['payment_account.set', '0917 555 0100', '0917 555 0199']]);

    // What a GCash order's page shows is the account as it is now.
    const orderId = await life.place('PICKUP', 'GCASH');
    const payTo = await t.gql(
      'query($id: Int!) { myOrder(orderId: $id) { payTo { accountNumber qrImage } } }',
      { id: orderId },
      customer.token,
    );
    expect(payTo.data!.myOrder.payTo).toEqual({
      accountNumber: '0917 555 0199',
      qrImage: '/uploads/products/qr-gcash.webp',
    });
    const cash = await life.place('PICKUP', 'CASH');
    expect(
      (await t.gql('query($id: Int!) { myOrder(orderId: $id) { payTo { method } } }', { id: cash }, customer.token))
        .data!.myOrder.payTo,
    ).toBeNull();

    expect((await t.gql('mutation { removePaymentAccount(method: MAYA) }', {}, employee)).data).toEqual({
      removePaymentAccount: true,
    });
    const refused = await t.gql(
      'mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1 }], paymentMethod: MAYA }) { orderId } }',
      {},
      customer.token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Maya payments are not taken at the moment: choose another way to pay.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await t.gql('mutation { removePaymentAccount(method: MAYA) }', {}, employee)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    await t.gql(
      SET,
      { i: { method: 'MAYA', accountName: 'WATERS Food Products', accountNumber: '0918 555 0100' } },
      employee,
    );
  });

  it('refuses an account without its name or number, a bank without its bank, and a QR code that is not a picture address', async () => {
    const codeOf = async (i: Record<string, unknown>) => (await t.gql(SET, { i }, employee)).errors?.[0];
    expect(await codeOf({ method: 'GCASH', accountName: ' ', accountNumber: '0917' })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await codeOf({ method: 'GCASH', accountName: 'W', accountNumber: '1'.repeat(41) })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await codeOf({ method: 'BANK_TRANSFER', accountName: 'W', accountNumber: '1' })).toMatchObject({
      message: 'Bank is required for a bank account.',
    });
    expect(
      await codeOf({ method: 'MAYA', accountName: 'W', accountNumber: '1', qrImage: 'javascript:alert(1)' }),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(
      (await t.gql(SET, { i: { method: 'CASH', accountName: 'W', accountNumber: '1' } }, employee)).errors?.[0]
        .extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect(
      (await t.gql(SET, { i: { method: 'GCASH', accountName: 'W', accountNumber: '1' } }, customer.token)).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('counts and lists the money waiting on the staff: proofs to check, a balance short at the door, a refund due', async () => {
    const before = (await t.gql(OWED, {}, employee)).data!.adminDashboard.moneyOwed;
    const proof = await life.place('PICKUP', 'GCASH');
    await life.call(proof, { kind: 'sendProof' }, 'owner');
    const short = await life.place('PICKUP', 'CASH');
    await life.call(short, { kind: 'approve' }, 'employee');
    await life.call(short, { kind: 'advance', to: 'PACKED', cashCollected: null, confirmOffDate: true }, 'employee');
    await life.call(
      short,
      { kind: 'advance', to: 'READY_FOR_PICKUP', cashCollected: null, confirmOffDate: true },
      'employee',
    );
    const total = (await life.facts(short)).totalCentavos / 100;
    expect(
      await life.call(
        short,
        { kind: 'advance', to: 'PICKED_UP', cashCollected: total - 100, confirmOffDate: true },
        'employee',
      ),
    ).toEqual({ ok: true, code: null });
    const refund = await life.place('PICKUP', 'CASH');
    await life.call(refund, { kind: 'markPaid' }, 'employee');
    await life.call(refund, { kind: 'cancel' }, 'employee');

    const after = (await t.gql(OWED, {}, employee)).data!.adminDashboard.moneyOwed;
    expect(after).toEqual({
      proofsToCheck: before.proofsToCheck + 1,
      balancesDue: before.balancesDue + 1,
      balancesDueAmount: before.balancesDueAmount + 100,
      refundsDue: before.refundsDue + 1,
      refundsDueAmount: before.refundsDueAmount + total,
    });
    const balances = (await t.gql(LIST, { s: 'BALANCE_DUE' }, employee)).data!.ordersByPaymentConnection;
    expect(balances.nodes).toContainEqual({
      orderId: short,
      customerStatus: 'Picked up',
      amountCollected: total - 100,
      collectionNote: 'Short: paid the rest by GCash later',
    });
    const refunds = (await t.gql(LIST, { s: 'REFUND_DUE' }, employee)).data!.ordersByPaymentConnection;
    expect(refunds.nodes).toContainEqual(expect.objectContaining({ orderId: refund, customerStatus: 'Refund due' }));
    expect((await t.gql(LIST, { s: 'PAID' }, employee)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
