import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { parseMailConfig } from '../src/config/mail-config.js';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const ADD = `mutation($input: AddProductInput!) { addProduct(input: $input) { productId } }`;
const SET_STOCK = `mutation($input: SetProductStockInput!) { setProductStock(input: $input) { productId stockQuantity lowStockThreshold } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId orderStatus } }`;
const STOCK_OF = `query($id: ID!) { product(productId: $id) { stockQuantity lowStockThreshold } }`;

eachDatabase('stock', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, {
      mail: { ...parseMailConfig({ MAIL_UNDO_GRACE_MS: '0' }), staffEmails: ['staff@waters.test'], pollMs: 60_000 },
    });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = (await t.newCustomer('stocky')).token;
  });
  afterAll(() => t?.close());

  /** A new product of its own per test, with the stock given. */
  const stocked = async (stockQuantity: number | null, lowStockThreshold: number | null = null): Promise<string> => {
    const productId = `STK-${driver}-${(serial += 1)}`.slice(0, 32);
    const added = await t.gql(
      ADD,
      {
        input: {
          productId,
          productName: `Stocked ${serial}`,
          productPrice: 10,
          productType: 'DRIED',
          productImage: '/images/products/dried/danggit.webp',
        },
      },
      employee,
    );
    expect(added.errors).toBeUndefined();
    const set = await t.gql(SET_STOCK, { input: { productId, stockQuantity, lowStockThreshold } }, employee);
    expect(set.errors).toBeUndefined();
    return productId;
  };
  const place = async (productId: string, quantity: number) =>
    t.gql(PLACE, { input: { items: [{ productId, quantity }] } }, customer);
  const stockOf = async (productId: string) => (await t.gql(STOCK_OF, { id: productId }, employee)).data!.product;
  const lowStockMails = async (productId: string) =>
    (
      await t.app.get(DataSource).query(`SELECT payload FROM outbox_mail WHERE event_type = 'product.low-stock'`)
    ).filter((row: { payload: string }) => row.payload.includes(`"${productId}"`)).length;

  it('is set by employees only, shown to customers as availability (never the count), and left out of the legacy REST answers', async () => {
    const productId = await stocked(7, 2);
    expect(await stockOf(productId)).toEqual({ stockQuantity: 7, lowStockThreshold: 2 });
    const seen = (await t.gql(`{ availableProducts { productId availability { status unitsLeft } } }`, {}, customer))
      .data!.availableProducts;
    expect(seen).toContainEqual({ productId, availability: { status: 'LOW_STOCK', unitsLeft: 7 } });
    const exact = await t.gql(`{ availableProducts { productId stockQuantity } }`, {}, customer);
    expect(exact.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asCustomer = await t.gql(SET_STOCK, { input: { productId, stockQuantity: 100 } }, customer);
    expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const legacy = await t.rest('GET', '/api/Product/available', { token: customer });
    const row = legacy.json.find((p: { productId: string }) => p.productId === productId);
    const untouched = legacy.json.find((p: { productId: string }) => p.productId === 'DRD-001');
    expect(Object.keys(row).sort()).toEqual(Object.keys(untouched).sort());
    expect(row).not.toHaveProperty('stockQuantity');
  });

  it('refuses a negative or fractional stock with a clear message', async () => {
    const productId = await stocked(null);
    const negative = await t.gql(SET_STOCK, { input: { productId, stockQuantity: -1 } }, employee);
    expect(negative.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { stockQuantity: 'Stock cannot be negative' } },
    });
    const missing = await t.gql(SET_STOCK, { input: { productId: 'NOPE-1', stockQuantity: 1 } }, employee);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Product NOPE-1 was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lets nobody order what is out of stock, or more than is left', async () => {
    const soldOut = await stocked(0);
    expect((await place(soldOut, 1)).errors?.[0]).toMatchObject({
      message: `Stocked ${serial} is out of stock.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const few = await stocked(3);
    expect((await place(few, 4)).errors?.[0]).toMatchObject({
      message: `Only 3 left of Stocked ${serial}.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await place(few, 3)).errors).toBeUndefined();
    const untracked = await stocked(null);
    expect((await place(untracked, 999)).errors).toBeUndefined();
  });

  it('is taken when an order is approved; an approval that does not fit is refused whole with the products short', async () => {
    const productId = await stocked(5);
    const first = (await place(productId, 4)).data!.placeOrder.orderId;
    const second = (await place(productId, 3)).data!.placeOrder.orderId;
    expect((await t.gql(APPROVE, { input: { orderId: first } }, employee)).data!.approveOrder.orderStatus).toBe(
      'APPROVED',
    );
    expect((await stockOf(productId)).stockQuantity).toBe(1);
    const refused = await t.gql(APPROVE, { input: { orderId: second } }, employee);
    expect(refused.errors?.[0]).toMatchObject({
      message: `Order ${second} cannot be approved: not enough stock. Stocked ${serial} (${productId}): 3 wanted, 1 left.`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await stockOf(productId)).stockQuantity).toBe(1);
    const queue = (await t.gql(`{ ordersToAuthorize { orderId } }`, {}, employee)).data!.ordersToAuthorize;
    expect(queue.map((o: { orderId: number }) => o.orderId)).toContain(second);
    // The legacy route answers the same conflict with 409.
    const employeeId = (JSON.parse(Buffer.from(employee.split('.')[1], 'base64url').toString()) as { sub: string }).sub;
    const rest = await t.rest('PUT', `/api/Product/approveOrder?employeeId=${employeeId}&orderId=${second}&remarks=`, {
      token: employee,
      raw: '',
    });
    expect(rest.status).toBe(409);
  });

  it('never oversells: 50 concurrent approvals of one unit each for 10 units approve exactly 10', async () => {
    const productId = await stocked(10);
    const orders: number[] = [];
    for (let i = 0; i < 50; i += 1) orders.push((await place(productId, 1)).data!.placeOrder.orderId);
    const results = await Promise.all(orders.map((orderId) => t.gql(APPROVE, { input: { orderId } }, employee)));
    const approved = results.filter((r) => r.data?.approveOrder?.orderStatus === 'APPROVED');
    const refused = results.filter((r) => r.errors);
    expect(approved).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => r.errors![0].extensions?.code))).toEqual(new Set(['CONFLICT']));
    expect((await stockOf(productId)).stockQuantity).toBe(0);
    const log = (await t.gql(`{ orderActivityLog { orderId } }`, {}, employee)).data!.orderActivityLog.map(
      (o: { orderId: number }) => o.orderId,
    );
    expect(orders.filter((id) => log.includes(id))).toHaveLength(10);
  });

  it('mails the staff once when an approval takes the stock to its alert level (product.low-stock)', async () => {
    const productId = await stocked(5, 3);
    const orders = [
      (await place(productId, 1)).data!.placeOrder.orderId,
      (await place(productId, 1)).data!.placeOrder.orderId,
      (await place(productId, 1)).data!.placeOrder.orderId,
    ];
    await t.gql(APPROVE, { input: { orderId: orders[0] } }, employee); // 4 left: above the level
    expect(await lowStockMails(productId)).toBe(0);
    await t.gql(APPROVE, { input: { orderId: orders[1] } }, employee); // 3 left: crossed
    expect(await lowStockMails(productId)).toBe(1);
    await t.gql(APPROVE, { input: { orderId: orders[2] } }, employee); // 2 left: already low
    expect(await lowStockMails(productId)).toBe(1);
  });
});
