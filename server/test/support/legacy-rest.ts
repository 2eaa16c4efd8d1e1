import { afterAll, beforeAll, expect } from '@jest/globals';
import { emptyCast, type Caller } from './actors.js';
import type { DriverName } from './databases.js';
import { startTestApp, type RestOptions, type RestResult, type TestApp } from './test-app.js';
import { claimsOf } from './tokens.js';

/** What the legacy REST security suites share: request builders, answer checks and a server with its cast. */

export const withQuery = (path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
};

/** A legacy registration record (`passwordHash` carries the entered password). */
export const registration = (userName: string) => ({
  userName,
  fullName: 'Rosa Matrix',
  address: '12 Mabini St., Rosario, Cavite',
  mobileNumber: '0917 555 0199',
  emailAddress: `${userName}@example.ph`,
  passwordHash: 'daing-na-bangus-77',
  confirmPassword: 'daing-na-bangus-77',
});

/** A cart item as the old client stores and sends it: names and prices are its own guesses. */
export const cartItem = (customerId: string, productId: string, quantity: number, price = 0.01) => ({
  CartId: null,
  CustomerId: customerId,
  ProductId: productId,
  ProductName: 'Whatever the browser says',
  ProductPrice: price,
  Quantity: quantity,
  TotalPrice: price * quantity,
});

/** A new product that customers never see (Unavailable), with an id unique to the case. */
export const newProduct = (productId: string, me: string) => ({
  ProductId: productId,
  ProductName: 'Security test product',
  ProductPrice: 99.5,
  ProductType: 'DRIED',
  ProductStatus: 'Unavailable',
  ProductImage: '/images/products/dried/test.webp',
  EmployeeId: me,
});

const kindOf = (contentType: string) =>
  contentType.startsWith('application/json')
    ? 'json'
    : contentType.startsWith('text/plain')
      ? 'text'
      : contentType || 'none';

/** Status, kind of body and body together, so that a failure shows what the server actually said. */
export const answer = (r: RestResult) => ({
  status: r.status,
  type: kindOf(r.contentType),
  body: r.json ?? r.text.slice(0, 300),
});

/** The JSON error shape of every /api route except /api/Login. */
export function expectJsonError(r: RestResult, status: number, code?: string) {
  expect(answer(r)).toMatchObject({
    status,
    type: 'json',
    body: { statusCode: status, code: code ?? expect.any(String), message: expect.any(String) },
  });
}

/** /api/Login answers errors as text/plain (the old client shows them as they are). */
export function expectTextError(r: RestResult, status: number, message?: string) {
  expect(answer(r)).toMatchObject({ status, type: 'text', ...(message === undefined ? {} : { body: message }) });
}

interface QueuedOrder {
  orderId: number;
  orderStatus: string;
  remarks: string | null;
}

/**
 * A server over a new database of the driver, with customers `rest-a` and `rest-b` and the
 * demo employee (started before the suite's tests, closed after them).
 */
export function legacyRestSuite(driver: DriverName) {
  let t: TestApp;
  const cast = emptyCast();

  beforeAll(async () => {
    t = await startTestApp(driver);
    await cast.enlist(t, 'rest');
    expect(claimsOf(cast.employee.token).sub).toBe(cast.employee.id);
  });
  afterAll(() => t?.close());

  const rest = (method: string, path: string, options?: RestOptions) => t.rest(method, path, options);
  const profileOf = async (who: Caller) =>
    (await rest('GET', withQuery('/api/Profile/GetUserProfile', { userId: who.id }), { token: who.token })).json;
  const pendingOf = async (who: Caller) =>
    (await rest('GET', withQuery('/api/Product/extractCustomerOrders', { customerId: who.id }), { token: who.token }))
      .json as { orderId: number }[];
  const queue = async () =>
    (
      await rest('GET', withQuery('/api/Product/extractOrder', { employeeId: cast.employee.id }), {
        token: cast.employee.token,
      })
    ).json as QueuedOrder[];
  const placeOrderAs = async (who: Caller, productId = 'DRD-001') => {
    const placed = await rest('POST', '/api/Product/placeOrder', {
      token: who.token,
      body: { CustomerId: who.id, CartItems: [{ ProductId: productId, Quantity: 1 }] },
    });
    expect(placed.status).toBe(200);
    return placed.json.orderId as number;
  };
  const searchProduct = async (productId: string) =>
    rest('GET', withQuery('/api/Product/searchbyProductId', { productId }), { token: cast.employee.token });

  return {
    app: () => t,
    a: cast.a,
    b: cast.b,
    employee: cast.employee,
    tokens: cast.tokens,
    idOf: cast.idOf,
    rest,
    profileOf,
    pendingOf,
    queue,
    placeOrderAs,
    searchProduct,
  };
}
