import { describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { answer, expectJsonError, legacyRestSuite, newProduct, withQuery } from './support/legacy-rest.js';
import type { RestOptions } from './support/test-app.js';

/** Legacy REST (/api): ids in the query or body must be the caller's own, or nothing happens. */

eachDatabase('legacy REST security', (driver) => {
  const { a, b, employee, rest, profileOf, pendingOf, queue, placeOrderAs, searchProduct } = legacyRestSuite(driver);

  describe('B. ids in the query or body must be the caller', () => {
    it("customer B cannot read A's profile", async () => {
      const result = await rest('GET', withQuery('/api/Profile/GetUserProfile', { userId: a.id }), { token: b.token });
      expectJsonError(result, 403, 'FORBIDDEN');
      expect(result.text).not.toContain('rest-a');
    });

    it.each([['extractCustomerOrders'], ['orderHistory']])(
      "customer B cannot list A's orders through %s",
      async (route) => {
        await placeOrderAs(a);
        const result = await rest('GET', withQuery(`/api/Product/${route}`, { customerId: a.id }), { token: b.token });
        expectJsonError(result, 403, 'FORBIDDEN');
        expect(result.text).not.toContain('orderId');
      },
    );

    it.each([
      ['CustomerId = A', () => ({ CustomerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] })],
      [
        'customerId = A (names bound case-insensitively)',
        () => ({ customerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] }),
      ],
      [
        'CustomerId = B but an item with CustomerId = A',
        () => ({ CustomerId: b.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1, CustomerId: a.id }] }),
      ],
    ])('placeOrder by customer B with %s is refused and places nothing', async (_, body) => {
      const before = { a: (await pendingOf(a)).length, b: (await pendingOf(b)).length, queue: (await queue()).length };
      expectJsonError(
        await rest('POST', '/api/Product/placeOrder', { token: b.token, body: body() }),
        403,
        'FORBIDDEN',
      );
      expect({ a: (await pendingOf(a)).length, b: (await pendingOf(b)).length, queue: (await queue()).length }).toEqual(
        before,
      );
    });

    it.each([
      ["A's id as a bare JSON string", () => JSON.stringify(a.id)],
      ['{"customerId": A}', () => JSON.stringify({ customerId: a.id })],
    ])('clearCart by customer B with %s is refused', async (_, raw) => {
      expectJsonError(await rest('POST', '/api/Product/clearCart', { token: b.token, raw: raw() }), 403, 'FORBIDDEN');
    });

    it("clearCart accepts the caller's own id as a bare JSON string", async () => {
      const result = await rest('POST', '/api/Product/clearCart', { token: b.token, raw: JSON.stringify(b.id) });
      expect(answer(result)).toEqual({ status: 200, type: 'json', body: { customerId: b.id, cleared: true } });
    });

    it('UpdateUserProfile by customer B with body id = A is refused and changes neither profile', async () => {
      const aBefore = await profileOf(a);
      const bBefore = await profileOf(b);
      const result = await rest('POST', '/api/Profile/UpdateUserProfile', {
        token: b.token,
        body: {
          ...bBefore,
          id: a.id,
          fullName: 'Hijacked Name',
          address: 'Somewhere else',
          passwordHash: 'hijacked-pass-99',
          confirmPassword: 'hijacked-pass-99',
        },
      });
      expectJsonError(result, 403, 'FORBIDDEN');
      expect(await profileOf(a)).toEqual(aBefore);
      expect(await profileOf(b)).toEqual(bBefore);
      // B's password did not change either: B's token still works and the old password still logs in.
      expect(
        (
          await rest('POST', '/api/Login/customer-login', {
            body: { UserName: 'rest-b', PasswordHash: 'tinapa-and-rice-42' },
          })
        ).status,
      ).toBe(200);
    });

    describe('the employee naming another user (the customer) as employeeId', () => {
      it.each([
        ['GET', '/api/Product/extractOrder', {}],
        ['GET', '/api/Product/orderActivityLog', {}],
      ])('%s %s → 403', async (method, route, extra) => {
        const result = await rest(method, withQuery(route, { employeeId: a.id, ...extra }), { token: employee.token });
        expectJsonError(result, 403, 'FORBIDDEN');
      });

      it('addProduct → 403 and the product is not created (query id, then body EmployeeId)', async () => {
        const viaQuery = await rest('POST', withQuery('/api/Product/addProduct', { employeeId: a.id }), {
          token: employee.token,
          body: newProduct('SEC-NOT-ADDED-1', employee.id),
        });
        expectJsonError(viaQuery, 403, 'FORBIDDEN');
        const viaBody = await rest('POST', withQuery('/api/Product/addProduct', { employeeId: employee.id }), {
          token: employee.token,
          body: newProduct('SEC-NOT-ADDED-2', a.id),
        });
        expectJsonError(viaBody, 403, 'FORBIDDEN');
        expect((await searchProduct('SEC-NOT-ADDED-1')).text).toBe('');
        expect((await searchProduct('SEC-NOT-ADDED-2')).text).toBe('');
      });

      it('editproductDetails → 403 and the product is unchanged', async () => {
        const before = (await searchProduct('DRD-002')).json;
        const result = await rest('POST', withQuery('/api/Product/editproductDetails', { employeeId: a.id }), {
          token: employee.token,
          body: { ProductId: 'DRD-002', ProductPrice: 1, ProductStatus: 'Unavailable' },
        });
        expectJsonError(result, 403, 'FORBIDDEN');
        expect((await searchProduct('DRD-002')).json).toEqual(before);
      });

      it('deleteProductbyId → 403 and the product is still there', async () => {
        const result = await rest(
          'DELETE',
          withQuery('/api/Product/deleteProductbyId', { productId: 'DRD-003', employeeId: a.id }),
          { token: employee.token },
        );
        expectJsonError(result, 403, 'FORBIDDEN');
        expect((await searchProduct('DRD-003')).json).toMatchObject({ productId: 'DRD-003' });
      });

      it.each([['approveOrder'], ['cancelOrder']])('%s → 403 and the order stays PENDING', async (route) => {
        const orderId = await placeOrderAs(a, 'DRD-005');
        const result = await rest('PUT', withQuery(`/api/Product/${route}`, { employeeId: a.id, orderId }), {
          token: employee.token,
        });
        expectJsonError(result, 403, 'FORBIDDEN');
        expect((await queue()).find((o) => o.orderId === orderId)).toMatchObject({
          orderStatus: 'PENDING',
          remarks: null,
        });
      });
    });

    describe('a missing caller id is a 400', () => {
      const cases: [string, string, () => string, () => RestOptions][] = [
        ['GetUserProfile without userId', 'GET', () => '/api/Profile/GetUserProfile', () => ({ token: a.token })],
        [
          'GetUserProfile with an empty userId',
          'GET',
          () => '/api/Profile/GetUserProfile?userId=',
          () => ({ token: a.token }),
        ],
        [
          'extractCustomerOrders without customerId',
          'GET',
          () => '/api/Product/extractCustomerOrders',
          () => ({ token: a.token }),
        ],
        ['orderHistory without customerId', 'GET', () => '/api/Product/orderHistory', () => ({ token: a.token })],
        [
          'placeOrder without CustomerId',
          'POST',
          () => '/api/Product/placeOrder',
          () => ({ token: a.token, body: { CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] } }),
        ],
        ['clearCart with no body', 'POST', () => '/api/Product/clearCart', () => ({ token: a.token })],
        ['clearCart with {}', 'POST', () => '/api/Product/clearCart', () => ({ token: a.token, body: {} })],
        [
          'addProduct without employeeId',
          'POST',
          () => '/api/Product/addProduct',
          () => ({ token: employee.token, body: newProduct('SEC-NO-ID', employee.id) }),
        ],
        [
          'editproductDetails without employeeId',
          'POST',
          () => '/api/Product/editproductDetails',
          () => ({ token: employee.token, body: { ProductId: 'DRD-002', ProductPrice: 1 } }),
        ],
        [
          'deleteProductbyId without employeeId',
          'DELETE',
          () => '/api/Product/deleteProductbyId?productId=DRD-003',
          () => ({ token: employee.token }),
        ],
        [
          'extractOrder without employeeId',
          'GET',
          () => '/api/Product/extractOrder',
          () => ({ token: employee.token }),
        ],
        [
          'approveOrder without employeeId',
          'PUT',
          () => '/api/Product/approveOrder?orderId=999999',
          () => ({ token: employee.token }),
        ],
        [
          'cancelOrder without employeeId',
          'PUT',
          () => '/api/Product/cancelOrder?orderId=999999',
          () => ({ token: employee.token }),
        ],
        [
          'orderActivityLog without employeeId',
          'GET',
          () => '/api/Product/orderActivityLog',
          () => ({ token: employee.token }),
        ],
      ];
      it.each(cases)('%s', async (_, method, path, options) => {
        expectJsonError(await rest(method, path(), options()), 400, 'BAD_USER_INPUT');
      });

      it('and nothing was changed by those calls', async () => {
        expect((await searchProduct('SEC-NO-ID')).text).toBe('');
        expect((await searchProduct('DRD-002')).json).toMatchObject({ productPrice: 120, productStatus: 'Available' });
        expect((await searchProduct('DRD-003')).json).toMatchObject({ productId: 'DRD-003' });
      });
    });
  });
});
