import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { emptyCast } from './support/actors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ORDER_FIELDS = `orderId customerId fullName address mobileNumber emailAddress totalAmount orderStatus orderDate
  authorizationDate remarks authorizedByFullName authorizedBy { id fullName }
  cartItems { productId productName productPrice quantity totalPrice }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;
const APPROVE = `mutation($input: DecideOrderInput!) { approveOrder(input: $input) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation($input: DecideOrderInput!) { cancelOrder(input: $input) { ${ORDER_FIELDS} } }`;

eachDatabase('orders', (driver) => {
  let t: TestApp;
  // Two customers of their own and the demo employee.
  const cast = emptyCast();
  const { a: alice, b: bob, employee: staff } = cast;

  beforeAll(async () => {
    t = await startTestApp(driver);
    await cast.enlist(t, 'alice');
  });
  afterAll(() => t?.close());

  const place = (token: string, items: { productId: string; quantity: number }[]) =>
    t.gql(PLACE, { input: { items } }, token);

  it('prices, names and totals come from the catalogue, with a snapshot of the customer', async () => {
    const result = await place(alice.token, [
      { productId: 'DRD-001', quantity: 2 },
      { productId: 'SMK-008', quantity: 3 },
    ]);
    expect(result.errors).toBeUndefined();
    const order = result.data!.placeOrder;
    expect(order).toMatchObject({
      customerId: alice.id,
      fullName: 'Test alice-a',
      address: '1 Rizal Ave., Bacoor, Cavite',
      emailAddress: 'alice-a@example.com',
      orderStatus: 'PENDING',
      totalAmount: 2 * 285 + 3 * 175,
      authorizedByFullName: null,
      authorizedBy: null,
      remarks: null,
    });
    expect(order.cartItems).toEqual([
      {
        productId: 'DRD-001',
        productName: 'Dried Danggit (Rabbitfish) 250 g',
        productPrice: 285,
        quantity: 2,
        totalPrice: 570,
      },
      {
        productId: 'SMK-008',
        productName: 'Tinapa Flakes in Corn Oil 220 g',
        productPrice: 175,
        quantity: 3,
        totalPrice: 525,
      },
    ]);
  });

  it('refuses client-sent prices and names (the input has no such fields)', async () => {
    const result = await t.gql(
      `mutation { placeOrder(input: { items: [{ productId: "DRD-001", quantity: 1, productPrice: 0.01 }] }) { totalAmount } }`,
      {},
      alice.token,
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps centavos exact', async () => {
    await t.gql(
      `mutation { editProduct(input: { productId: "DRD-003", productPrice: 0.1 }) { productPrice } }`,
      {},
      staff.token,
    );
    await t.gql(
      `mutation { editProduct(input: { productId: "DRD-002", productPrice: 0.2 }) { productPrice } }`,
      {},
      staff.token,
    );
    const result = await place(alice.token, [
      { productId: 'DRD-003', quantity: 1 },
      { productId: 'DRD-002', quantity: 1 },
    ]);
    expect(result.data!.placeOrder.totalAmount).toBe(0.3);
    await t.gql(
      `mutation { editProduct(input: { productId: "DRD-003", productPrice: 150 }) { productPrice } }`,
      {},
      staff.token,
    );
    await t.gql(
      `mutation { editProduct(input: { productId: "DRD-002", productPrice: 120 }) { productPrice } }`,
      {},
      staff.token,
    );
    await t.gql(
      `mutation($input: DecideOrderInput!) { cancelOrder(input: $input) { orderId } }`,
      { input: { orderId: result.data!.placeOrder.orderId } },
      staff.token,
    );
  });

  it('merges repeated products into one line', async () => {
    const result = await place(bob.token, [
      { productId: 'MAR-001', quantity: 1 },
      { productId: 'MAR-001', quantity: 2 },
    ]);
    expect(result.data!.placeOrder.cartItems).toEqual([
      expect.objectContaining({ productId: 'MAR-001', quantity: 3, totalPrice: 735 }),
    ]);
  });

  it.each([
    ['an empty cart', [], 'The cart is empty'],
    [
      '101 lines',
      Array.from({ length: 101 }, () => ({ productId: 'DRD-001', quantity: 1 })),
      'An order can have at most 100 lines',
    ],
    ['quantity 0', [{ productId: 'DRD-001', quantity: 0 }], 'Quantity must be at least 1'],
    ['quantity 1000', [{ productId: 'DRD-001', quantity: 1000 }], 'Quantity must be at most 999'],
    ['an unknown product', [{ productId: 'NOPE-1', quantity: 1 }], 'Product NOPE-1 does not exist.'],
    [
      'merged quantities over 999',
      [
        { productId: 'DRD-001', quantity: 600 },
        { productId: 'DRD-001', quantity: 400 },
      ],
      'Quantity of DRD-001 must be at most 999.',
    ],
  ])('rejects %s with BAD_USER_INPUT', async (_, items, message) => {
    const result = await place(alice.token, items as { productId: string; quantity: number }[]);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('rejects unavailable products and stores nothing', async () => {
    await t.gql(
      `mutation { editProduct(input: { productId: "SMK-007", productStatus: Unavailable }) { productStatus } }`,
      {},
      staff.token,
    );
    const before = (await t.gql(`{ myPendingOrders { orderId } }`, {}, bob.token)).data!.myPendingOrders.length;
    const result = await place(bob.token, [
      { productId: 'DRD-001', quantity: 1 },
      { productId: 'SMK-007', quantity: 1 },
    ]);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Smoked Tilapia 500 g is not available.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await t.gql(`{ myPendingOrders { orderId } }`, {}, bob.token)).data!.myPendingOrders).toHaveLength(before);
    await t.gql(
      `mutation { editProduct(input: { productId: "SMK-007", productStatus: Available }) { productStatus } }`,
      {},
      staff.token,
    );
  });

  it('approves with remarks stored exactly, then refuses a second decision with CONFLICT', async () => {
    const { orderId } = (await place(alice.token, [{ productId: 'DRD-004', quantity: 1 }])).data!.placeOrder;
    const remarks = '  Ready for pick-up at Rosario 🐟 — "salamat"\n<b>not html</b>  ';
    const approved = await t.gql(APPROVE, { input: { orderId, remarks } }, staff.token);
    expect(approved.data!.approveOrder).toMatchObject({
      orderStatus: 'APPROVED',
      remarks,
      authorizedByFullName: 'Maricel Dela Cruz',
      authorizedBy: { fullName: 'Maricel Dela Cruz' },
    });
    expect(Date.parse(approved.data!.approveOrder.authorizationDate)).toBeGreaterThan(Date.now() - 60_000);

    const again = await t.gql(CANCEL, { input: { orderId } }, staff.token);
    expect(again.errors?.[0]).toMatchObject({
      message: `Order ${orderId} is already APPROVED.`,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers NOT_FOUND for an unknown order and BAD_USER_INPUT for over-long remarks', async () => {
    expect((await t.gql(APPROVE, { input: { orderId: 999999 } }, staff.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    const { orderId } = (await place(alice.token, [{ productId: 'DRD-004', quantity: 1 }])).data!.placeOrder;
    const tooLong = await t.gql(APPROVE, { input: { orderId, remarks: 'x'.repeat(501) } }, staff.token);
    expect(tooLong.errors?.[0]).toMatchObject({
      message: 'Remarks must be at most 500 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const exactly500 = await t.gql(CANCEL, { input: { orderId, remarks: '🐟'.repeat(500) } }, staff.token);
    expect(exactly500.data!.cancelOrder.remarks).toBe('🐟'.repeat(500));
  });

  it('lets exactly one of 16 simultaneous approve/cancel calls win', async () => {
    const { orderId } = (await place(bob.token, [{ productId: 'SMK-001', quantity: 2 }])).data!.placeOrder;
    const calls = Array.from({ length: 16 }, (_, i) =>
      t.gql(i % 2 ? CANCEL : APPROVE, { input: { orderId, remarks: `call ${i}` } }, staff.token),
    );
    const results = await Promise.all(calls);
    const winners = results.filter((r) => r.data);
    const losers = results.filter((r) => r.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(15);
    expect(losers.every((r) => r.errors![0].extensions?.code === 'CONFLICT')).toBe(true);

    const log = (await t.gql(`{ orderActivityLog { orderId orderStatus remarks } }`, {}, staff.token)).data!
      .orderActivityLog;
    const decided = log.filter((o: { orderId: number }) => o.orderId === orderId);
    expect(decided).toHaveLength(1);
    const winner = winners[0].data!.approveOrder ?? winners[0].data!.cancelOrder;
    expect(decided[0]).toEqual({ orderId, orderStatus: winner.orderStatus, remarks: winner.remarks });
  });

  it('lists: customer pending and history are their own, the queue is oldest first, the log newest decision first', async () => {
    const first = (await place(alice.token, [{ productId: 'SMK-002', quantity: 1 }])).data!.placeOrder.orderId;
    const second = (await place(alice.token, [{ productId: 'SMK-003', quantity: 1 }])).data!.placeOrder.orderId;

    const queue = (await t.gql(`{ ordersToAuthorize { orderId orderDate } }`, {}, staff.token)).data!.ordersToAuthorize;
    const ids = queue.map((o: { orderId: number }) => o.orderId);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const dates = queue.map((o: { orderDate: string }) => Date.parse(o.orderDate));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);

    const alicePending = (await t.gql(`{ myPendingOrders { orderId customerId } }`, {}, alice.token)).data!
      .myPendingOrders;
    expect(alicePending.map((o: { orderId: number }) => o.orderId).slice(0, 2)).toEqual([second, first]);
    expect(alicePending.every((o: { customerId: string }) => o.customerId === alice.id)).toBe(true);
    const bobPending = (await t.gql(`{ myPendingOrders { orderId } }`, {}, bob.token)).data!.myPendingOrders;
    expect(bobPending.map((o: { orderId: number }) => o.orderId)).not.toContain(first);

    await t.gql(CANCEL, { input: { orderId: first, remarks: 'Out of stock until Monday' } }, staff.token);
    await t.gql(APPROVE, { input: { orderId: second } }, staff.token);

    const history = (
      await t.gql(
        `{ myOrderHistory { orderId orderStatus remarks authorizedByFullName authorizationDate customerId } }`,
        {},
        alice.token,
      )
    ).data!.myOrderHistory;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({
        orderId: second,
        orderStatus: 'APPROVED',
        remarks: null,
        authorizedByFullName: 'Maricel Dela Cruz',
      }),
      expect.objectContaining({ orderId: first, orderStatus: 'CANCELLED', remarks: 'Out of stock until Monday' }),
    ]);
    expect(history.every((o: { customerId: string }) => o.customerId === alice.id)).toBe(true);
    expect(
      (await t.gql(`{ myOrderHistory { orderId } }`, {}, bob.token)).data!.myOrderHistory.map(
        (o: { orderId: number }) => o.orderId,
      ),
    ).not.toContain(first);

    const log = (await t.gql(`{ orderActivityLog { orderId } }`, {}, staff.token)).data!.orderActivityLog;
    expect(log.slice(0, 2).map((o: { orderId: number }) => o.orderId)).toEqual([second, first]);
  });

  it('keeps history intact when an ordered product is deleted from the catalogue', async () => {
    const { orderId } = (await place(bob.token, [{ productId: 'SMK-006', quantity: 4 }])).data!.placeOrder;
    const deleted = await t.gql(`mutation { deleteProduct(productId: "SMK-006") { productId } }`, {}, staff.token);
    expect(deleted.errors).toBeUndefined();
    const catalogue = (await t.gql(`{ products { productId } }`, {}, staff.token)).data!.products.map(
      (p: { productId: string }) => p.productId,
    );
    expect(catalogue).not.toContain('SMK-006');

    await t.gql(APPROVE, { input: { orderId } }, staff.token);
    const history = (
      await t.gql(
        `{ myOrderHistory { orderId cartItems { productId productName productPrice quantity totalPrice } } }`,
        {},
        bob.token,
      )
    ).data!.myOrderHistory;
    expect(history.find((o: { orderId: number }) => o.orderId === orderId).cartItems).toEqual([
      {
        productId: 'SMK-006',
        productName: 'Smoked Salay-Salay (Yellowtail Scad) 500 g',
        productPrice: 200,
        quantity: 4,
        totalPrice: 800,
      },
    ]);
    const again = await place(bob.token, [{ productId: 'SMK-006', quantity: 1 }]);
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
