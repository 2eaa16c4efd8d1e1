import { describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import {
  answer,
  expectJsonError,
  expectTextError,
  legacyRestSuite,
  newProduct,
  registration,
  withQuery,
} from './support/legacy-rest.js';
import type { RestOptions } from './support/test-app.js';

/** Legacy REST (/api): bad input is a 4xx, never a 5xx, and stores nothing. */

eachDatabase('legacy REST security', (driver) => {
  const { a, b, employee, rest, queue, placeOrderAs, searchProduct } = legacyRestSuite(driver);

  describe('C. bad input is a 4xx, never a 5xx', () => {
    const bigPad = 'x'.repeat(1_100_000);
    const order =
      (items: unknown, customerId: () => string = () => a.id) =>
      () => ({ CustomerId: customerId(), CartItems: items });
    const product = (change: Record<string, unknown>) => () => ({
      ...newProduct('SEC-BAD-INPUT', employee.id),
      ...change,
    });

    describe('on /api/Login the error is text/plain', () => {
      it.each([
        ['customer-login', 'malformed JSON', 400, '{"UserName":'],
        ['employee-login', 'malformed JSON', 400, '{"UserName":'],
        ['register', 'malformed JSON', 400, '{"UserName":'],
        ['register', 'a body over 1 MB', 413, JSON.stringify({ ...registration('big'), pad: bigPad })],
        ['customer-login', 'a JSON array', 400, '[]'],
        ['register', 'a JSON array', 400, '[{"userName":"x"}]'],
        ['customer-login', 'a JSON string', 400, '"customer"'],
        ['customer-login', 'a number as UserName', 400, '{"UserName":5,"PasswordHash":"waters-customer"}'],
        [
          'customer-login',
          'a 300-character UserName',
          400,
          JSON.stringify({ UserName: 'c'.repeat(300), PasswordHash: 'waters-customer' }),
        ],
        [
          'register',
          'numbers instead of text',
          400,
          JSON.stringify({ ...registration('typed'), fullName: 12, mobileNumber: 9170000000 }),
        ],
      ])('%s with %s → %s', async (route, _what, status, raw) => {
        expectTextError(await rest('POST', `/api/Login/${route}`, { raw }), status);
      });
    });

    const jsonCases: [string, number, string, () => string, () => RestOptions][] = [
      [
        'placeOrder with malformed JSON',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, raw: '{"UserName":' }),
      ],
      [
        'addProduct with malformed JSON',
        400,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, raw: '{"UserName":' }),
      ],
      [
        'UpdateUserProfile with malformed JSON',
        400,
        'POST',
        () => '/api/Profile/UpdateUserProfile',
        () => ({ token: a.token, raw: '{"id":' }),
      ],
      [
        'placeOrder with a body over 1 MB',
        413,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: { ...order([{ ProductId: 'DRD-001', Quantity: 1 }])(), pad: bigPad } }),
      ],
      [
        'addProduct with a body over 1 MB',
        413,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, body: product({ pad: bigPad })() }),
      ],

      [
        'addProduct with ProductPrice "abc"',
        400,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, body: product({ ProductPrice: 'abc' })() }),
      ],
      [
        'addProduct with ProductPrice 1e308',
        400,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, raw: JSON.stringify(product({})()).replace('99.5', '1e308') }),
      ],
      [
        'addProduct with ProductPrice -1',
        400,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, body: product({ ProductPrice: -1 })() }),
      ],
      [
        'addProduct with ProductPrice 0.001',
        400,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, body: product({ ProductPrice: 0.001 })() }),
      ],
      [
        'addProduct with a JSON array body',
        400,
        'POST',
        () => withQuery('/api/Product/addProduct', { employeeId: employee.id }),
        () => ({ token: employee.token, raw: JSON.stringify([product({})()]) }),
      ],
      [
        'editproductDetails with ProductPrice 1e308',
        400,
        'POST',
        () => withQuery('/api/Product/editproductDetails', { employeeId: employee.id }),
        () => ({ token: employee.token, raw: '{"ProductId":"DRD-002","ProductPrice":1e308}' }),
      ],
      [
        'editproductDetails with ProductPrice "abc"',
        400,
        'POST',
        () => withQuery('/api/Product/editproductDetails', { employeeId: employee.id }),
        () => ({ token: employee.token, body: { ProductId: 'DRD-002', ProductPrice: 'abc' } }),
      ],

      [
        'placeOrder with Quantity 1.5',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: 1.5 }])() }),
      ],
      [
        'placeOrder with Quantity 0',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: 0 }])() }),
      ],
      [
        'placeOrder with Quantity 1000',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: 1000 }])() }),
      ],
      [
        'placeOrder with Quantity "2"',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: '2' }])() }),
      ],
      [
        'placeOrder with Quantity 1e308',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({
          token: a.token,
          raw: `{"CustomerId":"${a.id}","CartItems":[{"ProductId":"DRD-001","Quantity":1e308}]}`,
        }),
      ],
      [
        'placeOrder with CartItems not an array',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order({ ProductId: 'DRD-001', Quantity: 1 })() }),
      ],
      [
        'placeOrder with CartItems a string',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order('DRD-001')() }),
      ],
      [
        'placeOrder with CartItems []',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([])() }),
      ],
      [
        'placeOrder with a null cart item',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([null])() }),
      ],
      [
        'placeOrder with a JSON array body',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: [order([{ ProductId: 'DRD-001', Quantity: 1 }])()] }),
      ],
      [
        'placeOrder with CustomerId an object',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({
          token: a.token,
          body: { CustomerId: { id: a.id }, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] },
        }),
      ],
      [
        'placeOrder with a __proto__ key (prototype poisoning)',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({
          token: a.token,
          raw: `{"CustomerId":"${a.id}","CartItems":[{"ProductId":"DRD-001","Quantity":1}],"__proto__":{"role":"Employee"}}`,
        }),
      ],
      [
        'placeOrder with a 33-character ProductId',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([{ ProductId: 'D'.repeat(33), Quantity: 1 }])() }),
      ],
      [
        'placeOrder with a number as ProductId',
        400,
        'POST',
        () => '/api/Product/placeOrder',
        () => ({ token: a.token, body: order([{ ProductId: 1, Quantity: 1 }])() }),
      ],
      [
        'GetUserProfile with two userIds',
        400,
        'GET',
        () => `/api/Profile/GetUserProfile?userId=${a.id}&userId=${a.id}`,
        () => ({ token: a.token }),
      ],
      [
        'UpdateUserProfile with id an object',
        400,
        'POST',
        () => '/api/Profile/UpdateUserProfile',
        () => ({ token: a.token, body: { id: { equals: a.id } } }),
      ],
      [
        'UpdateUserProfile with a JSON array body',
        400,
        'POST',
        () => '/api/Profile/UpdateUserProfile',
        () => ({ token: a.token, raw: '[]' }),
      ],

      [
        'approveOrder with orderId=abc',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: 'abc' }),
        () => ({ token: employee.token }),
      ],
      [
        'approveOrder with orderId=1.5',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '1.5' }),
        () => ({ token: employee.token }),
      ],
      [
        'approveOrder with orderId=1e308',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '1e308' }),
        () => ({ token: employee.token }),
      ],
      [
        'approveOrder with orderId=0',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '0' }),
        () => ({ token: employee.token }),
      ],
      [
        'approveOrder with orderId=-1',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '-1' }),
        () => ({ token: employee.token }),
      ],
      [
        'approveOrder with orderId=99999999999',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '99999999999' }),
        () => ({ token: employee.token }),
      ],
      [
        'approveOrder without orderId',
        400,
        'PUT',
        () => withQuery('/api/Product/approveOrder', { employeeId: employee.id }),
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder with orderId=abc',
        400,
        'PUT',
        () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: 'abc' }),
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder with orderId=1.5',
        400,
        'PUT',
        () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: '1.5' }),
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder with orderId=1e308',
        400,
        'PUT',
        () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: '1e308' }),
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder with orderId=0',
        400,
        'PUT',
        () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: '0' }),
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder without orderId',
        400,
        'PUT',
        () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id }),
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder with two orderIds',
        400,
        'PUT',
        () => `/api/Product/cancelOrder?employeeId=${employee.id}&orderId=1&orderId=2`,
        () => ({ token: employee.token }),
      ],
      [
        'cancelOrder with two remarks',
        400,
        'PUT',
        () => `/api/Product/cancelOrder?employeeId=${employee.id}&orderId=999999&remarks=a&remarks=b`,
        () => ({ token: employee.token }),
      ],
      [
        'extractOrder with two employeeIds',
        400,
        'GET',
        () => `/api/Product/extractOrder?employeeId=${employee.id}&employeeId=${employee.id}`,
        () => ({ token: employee.token }),
      ],

      [
        'searchbyProductId without productId',
        400,
        'GET',
        () => '/api/Product/searchbyProductId',
        () => ({ token: employee.token }),
      ],
      [
        'searchbyProductId with an empty productId',
        400,
        'GET',
        () => '/api/Product/searchbyProductId?productId=',
        () => ({ token: employee.token }),
      ],
      [
        'searchbyProductId with two productIds',
        400,
        'GET',
        () => '/api/Product/searchbyProductId?productId=DRD-001&productId=DRD-002',
        () => ({ token: employee.token }),
      ],
      [
        'deleteProductbyId without productId',
        400,
        'DELETE',
        () => withQuery('/api/Product/deleteProductbyId', { employeeId: employee.id }),
        () => ({ token: employee.token }),
      ],

      ['GET /api/Nope/nothing', 404, 'GET', () => '/api/Nope/nothing', () => ({})],
      ['POST /api/Product/nothing', 404, 'POST', () => '/api/Product/nothing', () => ({ token: a.token, body: {} })],
    ];

    it.each(jsonCases)('%s → %s JSON', async (_, status, method, path, options) => {
      expectJsonError(await rest(method, path(), options()), status);
    });

    it('remarks of 501 characters → 400 and the order stays PENDING; 500 are accepted', async () => {
      const orderId = await placeOrderAs(b, 'DRD-006');
      const tooLong = await rest(
        'PUT',
        withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId, remarks: 'x'.repeat(501) }),
        { token: employee.token },
      );
      expectJsonError(tooLong, 400, 'BAD_USER_INPUT');
      expect((await queue()).find((o) => o.orderId === orderId)).toMatchObject({
        orderStatus: 'PENDING',
        remarks: null,
      });

      const exactly500 = await rest(
        'PUT',
        withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId, remarks: '🐟'.repeat(500) }),
        { token: employee.token },
      );
      expect(answer(exactly500)).toMatchObject({
        status: 200,
        body: { orderId, orderStatus: 'CANCELLED', remarks: '🐟'.repeat(500) },
      });
    });

    it('no rejected product or order was stored', async () => {
      expect((await searchProduct('SEC-BAD-INPUT')).text).toBe('');
      expect((await searchProduct('DRD-002')).json).toMatchObject({ productPrice: 120 });
    });
  });
});
