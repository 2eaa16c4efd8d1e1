import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type RestOptions, type RestResult, type TestApp } from './support/test-app.js';
import { algNoneToken, claimsOf, expiredToken, foreignToken, tamperedToken } from './support/tokens.js';

/**
 * Security of the legacy REST surface (/api): who may call what, ids that must be the
 * caller's own, bad input that must never become a 5xx, CSRF double-submit, and the
 * text/plain login errors the old client reads.
 */

type Actor = 'anonymous' | 'customerA' | 'customerB' | 'employee' | 'tampered' | 'algNone' | 'expired' | 'foreignKey';
type Gate = 'public' | 'signed-in' | 'Customer' | 'Employee';

const ACTORS: Actor[] = ['anonymous', 'customerA', 'customerB', 'employee', 'tampered', 'algNone', 'expired', 'foreignKey'];
const BAD_TOKENS: Actor[] = ['anonymous', 'tampered', 'algNone', 'expired', 'foreignKey'];

/** What a route case may use to build its request: the caller's user id, its profile, a name unique to the case. */
interface CallContext {
  me: string;
  profile: Record<string, unknown>;
  tag: string;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as Fastify lists it (no query string). */
  route: string;
  gate: Gate;
  /** The status the right caller gets with its own ids (the payloads below change nothing others rely on). */
  allowed: number;
  query?: (c: CallContext) => Record<string, string>;
  body?: (c: CallContext) => unknown;
}

const withQuery = (path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
};

/** A legacy registration record (`passwordHash` carries the entered password). */
const registration = (userName: string) => ({
  userName,
  fullName: 'Rosa Matrix',
  address: '12 Mabini St., Rosario, Cavite',
  mobileNumber: '0917 555 0199',
  emailAddress: `${userName}@example.ph`,
  passwordHash: 'daing-na-bangus-77',
  confirmPassword: 'daing-na-bangus-77',
});

/** A new product that customers never see (Unavailable), with an id unique to the case. */
const newProduct = (productId: string, me: string) => ({
  ProductId: productId,
  ProductName: 'Security test product',
  ProductPrice: 99.5,
  ProductType: 'DRIED',
  ProductStatus: 'Unavailable',
  ProductImage: '/images/products/dried/test.webp',
  EmployeeId: me,
});

/** Every /api route with its gate (the last matrix test checks this list against the server's routes). */
const ROUTES: Route[] = [
  { method: 'POST', route: '/api/Login/register', gate: 'public', allowed: 200, body: ({ tag }) => registration(`sec-${tag}`) },
  { method: 'POST', route: '/api/Login/customer-login', gate: 'public', allowed: 200, body: () => ({ UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password }) },
  { method: 'POST', route: '/api/Login/employee-login', gate: 'public', allowed: 200, body: () => ({ UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password }) },

  { method: 'GET', route: '/api/Profile/GetUserProfile', gate: 'signed-in', allowed: 200, query: ({ me }) => ({ userId: me }) },
  // The caller's own profile sent back unchanged.
  { method: 'POST', route: '/api/Profile/UpdateUserProfile', gate: 'signed-in', allowed: 200, body: ({ profile }) => profile },

  { method: 'GET', route: '/api/Product/list', gate: 'Employee', allowed: 200 },
  { method: 'GET', route: '/api/Product/searchbyProductId', gate: 'Employee', allowed: 200, query: () => ({ productId: 'DRD-001' }) },
  { method: 'POST', route: '/api/Product/addProduct', gate: 'Employee', allowed: 200, query: ({ me }) => ({ employeeId: me }), body: ({ me, tag }) => newProduct(`SEC-ADD-${tag}`, me) },
  { method: 'POST', route: '/api/Product/editproductDetails', gate: 'Employee', allowed: 404, query: ({ me }) => ({ employeeId: me }), body: ({ me }) => ({ ProductId: 'NOPE-EDIT', ProductPrice: 1, EmployeeId: me }) },
  { method: 'DELETE', route: '/api/Product/deleteProductbyId', gate: 'Employee', allowed: 404, query: ({ me }) => ({ productId: 'NOPE-DELETE', employeeId: me }) },
  { method: 'GET', route: '/api/Product/extractOrder', gate: 'Employee', allowed: 200, query: ({ me }) => ({ employeeId: me }) },
  { method: 'PUT', route: '/api/Product/approveOrder', gate: 'Employee', allowed: 404, query: ({ me }) => ({ employeeId: me, orderId: '999999' }) },
  { method: 'PUT', route: '/api/Product/cancelOrder', gate: 'Employee', allowed: 404, query: ({ me }) => ({ employeeId: me, orderId: '999999' }) },
  // Not a legacy call (product-images.int.spec.ts): the gate answers first, then a body that is no picture is 415.
  { method: 'POST', route: '/api/uploads/product-images', gate: 'Employee', allowed: 415 },
  { method: 'GET', route: '/api/Product/orderActivityLog', gate: 'Employee', allowed: 200, query: ({ me }) => ({ employeeId: me }) },

  { method: 'GET', route: '/api/Product/available', gate: 'Customer', allowed: 200 },
  { method: 'POST', route: '/api/Product/placeOrder', gate: 'Customer', allowed: 200, body: ({ me }) => ({ CustomerId: me, CartItems: [{ ProductId: 'DRD-001', Quantity: 1, CustomerId: me }] }) },
  { method: 'POST', route: '/api/Product/clearCart', gate: 'Customer', allowed: 200, body: ({ me }) => ({ customerId: me }) },
  { method: 'GET', route: '/api/Product/extractCustomerOrders', gate: 'Customer', allowed: 200, query: ({ me }) => ({ customerId: me }) },
  { method: 'GET', route: '/api/Product/orderHistory', gate: 'Customer', allowed: 200, query: ({ me }) => ({ customerId: me }) },
];

function expectedStatus(route: Route, actor: Actor): number {
  if (route.gate === 'public') return route.allowed;
  if (BAD_TOKENS.includes(actor)) return 401;
  if (route.gate === 'signed-in') return route.allowed;
  const role = actor === 'employee' ? 'Employee' : 'Customer';
  return role === route.gate ? route.allowed : 403;
}

const kindOf = (contentType: string) =>
  contentType.startsWith('application/json') ? 'json' : contentType.startsWith('text/plain') ? 'text' : contentType || 'none';

/** Status, kind of body and body together, so that a failure shows what the server actually said. */
const answer = (r: RestResult) => ({ status: r.status, type: kindOf(r.contentType), body: r.json ?? r.text.slice(0, 300) });

/** The JSON error shape of every /api route except /api/Login. */
function expectJsonError(r: RestResult, status: number, code?: string) {
  expect(answer(r)).toMatchObject({
    status,
    type: 'json',
    body: { statusCode: status, code: code ?? expect.any(String), message: expect.any(String) },
  });
}

/** /api/Login answers errors as text/plain (the old client shows them as they are). */
function expectTextError(r: RestResult, status: number, message?: string) {
  expect(answer(r)).toMatchObject({ status, type: 'text', ...(message === undefined ? {} : { body: message }) });
}

eachDatabase('legacy REST security', (driver) => {
  let t: TestApp;
  const tokens: Partial<Record<Actor, string>> = {};
  /** The user id each actor claims to be (anonymous uses customer A's ids). */
  const idOf = {} as Record<Actor, string>;
  const profiles: Record<string, Record<string, unknown>> = {};
  let a: { token: string; id: string };
  let b: { token: string; id: string };
  let employee: { token: string; id: string };

  const rest = (method: string, path: string, options?: RestOptions) => t.rest(method, path, options);
  const profileOf = async (who: { token: string; id: string }) =>
    (await rest('GET', withQuery('/api/Profile/GetUserProfile', { userId: who.id }), { token: who.token })).json;
  const pendingOf = async (who: { token: string; id: string }) =>
    (await rest('GET', withQuery('/api/Product/extractCustomerOrders', { customerId: who.id }), { token: who.token })).json as { orderId: number }[];
  const queue = async () =>
    (await rest('GET', withQuery('/api/Product/extractOrder', { employeeId: employee.id }), { token: employee.token })).json as {
      orderId: number;
      orderStatus: string;
      remarks: string | null;
    }[];
  const placeOrderAs = async (who: { token: string; id: string }, productId = 'DRD-001') => {
    const placed = await rest('POST', '/api/Product/placeOrder', { token: who.token, body: { CustomerId: who.id, CartItems: [{ ProductId: productId, Quantity: 1 }] } });
    expect(placed.status).toBe(200);
    return placed.json.orderId as number;
  };
  const searchProduct = async (productId: string) =>
    rest('GET', withQuery('/api/Product/searchbyProductId', { productId }), { token: employee.token });

  beforeAll(async () => {
    t = await startTestApp(driver);
    a = await t.newCustomer('rest-a');
    b = await t.newCustomer('rest-b');
    const login = await rest('POST', '/api/Login/employee-login', { body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password } });
    employee = { token: login.json.token, id: login.json.userId };
    expect(claimsOf(employee.token).sub).toBe(employee.id);

    Object.assign(tokens, {
      customerA: a.token,
      customerB: b.token,
      employee: employee.token,
      tampered: tamperedToken(a.token),
      algNone: algNoneToken(employee.token),
      expired: expiredToken(employee.token),
      foreignKey: foreignToken(employee.token),
    });
    Object.assign(idOf, {
      anonymous: a.id,
      customerA: a.id,
      customerB: b.id,
      employee: employee.id,
      tampered: a.id,
      algNone: employee.id,
      expired: employee.id,
      foreignKey: employee.id,
    });
    for (const who of [a, b, employee]) profiles[who.id] = await profileOf(who);
  });
  afterAll(() => t?.close());

  describe('A. authorization matrix', () => {
    const cases = ROUTES.flatMap((route) => ACTORS.map((actor) => [`${route.method} ${route.route}`, actor, expectedStatus(route, actor), route] as const));

    it.each(cases)('%s as %s → %s', async (_name, actor, expected, route) => {
      const context: CallContext = { me: idOf[actor], profile: profiles[idOf[actor]], tag: actor };
      const result = await rest(route.method, withQuery(route.route, route.query?.(context)), {
        token: tokens[actor],
        body: route.body?.(context),
      });
      expect(answer(result)).toMatchObject({ status: expected });
      if (expected === 401) expectJsonError(result, 401, 'UNAUTHENTICATED');
      if (expected === 403) expectJsonError(result, 403, 'FORBIDDEN');
    });

    it('a bad token is told its session ended, no token to log in, the wrong role who may do it', async () => {
      const path = withQuery('/api/Product/extractOrder', { employeeId: employee.id });
      expect((await rest('GET', path)).json.message).toBe('Please log in first.');
      expect((await rest('GET', path, { token: tokens.expired })).json.message).toBe('Your session is invalid or has expired. Please log in again.');
      expect((await rest('GET', path, { token: a.token })).json.message).toBe('Only Employee accounts can do this.');
    });

    it('covers every /api route the server serves', () => {
      const printed = t.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
      const served = [...printed.matchAll(/(\/api\/\S+) \(([^)]+)\)/g)].flatMap(([, path, methods]) =>
        methods
          .split(', ')
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${path}`),
      );
      expect(served.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.route}`).sort());
    });
  });

  describe('B. ids in the query or body must be the caller', () => {
    it("customer B cannot read A's profile", async () => {
      const result = await rest('GET', withQuery('/api/Profile/GetUserProfile', { userId: a.id }), { token: b.token });
      expectJsonError(result, 403, 'FORBIDDEN');
      expect(result.text).not.toContain('rest-a');
    });

    it.each([['extractCustomerOrders'], ['orderHistory']])("customer B cannot list A's orders through %s", async (route) => {
      await placeOrderAs(a);
      const result = await rest('GET', withQuery(`/api/Product/${route}`, { customerId: a.id }), { token: b.token });
      expectJsonError(result, 403, 'FORBIDDEN');
      expect(result.text).not.toContain('orderId');
    });

    it.each([
      ['CustomerId = A', () => ({ CustomerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] })],
      ['customerId = A (names bound case-insensitively)', () => ({ customerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] })],
      ['CustomerId = B but an item with CustomerId = A', () => ({ CustomerId: b.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1, CustomerId: a.id }] })],
    ])('placeOrder by customer B with %s is refused and places nothing', async (_, body) => {
      const before = { a: (await pendingOf(a)).length, b: (await pendingOf(b)).length, queue: (await queue()).length };
      expectJsonError(await rest('POST', '/api/Product/placeOrder', { token: b.token, body: body() }), 403, 'FORBIDDEN');
      expect({ a: (await pendingOf(a)).length, b: (await pendingOf(b)).length, queue: (await queue()).length }).toEqual(before);
    });

    it.each([
      ["A's id as a bare JSON string", () => JSON.stringify(a.id)],
      ['{"customerId": A}', () => JSON.stringify({ customerId: a.id })],
    ])('clearCart by customer B with %s is refused', async (_, raw) => {
      expectJsonError(await rest('POST', '/api/Product/clearCart', { token: b.token, raw: raw() }), 403, 'FORBIDDEN');
    });

    it('clearCart accepts the caller\'s own id as a bare JSON string', async () => {
      const result = await rest('POST', '/api/Product/clearCart', { token: b.token, raw: JSON.stringify(b.id) });
      expect(answer(result)).toEqual({ status: 200, type: 'json', body: { customerId: b.id, cleared: true } });
    });

    it("UpdateUserProfile by customer B with body id = A is refused and changes neither profile", async () => {
      const aBefore = await profileOf(a);
      const bBefore = await profileOf(b);
      const result = await rest('POST', '/api/Profile/UpdateUserProfile', {
        token: b.token,
        body: { ...bBefore, id: a.id, fullName: 'Hijacked Name', address: 'Somewhere else', passwordHash: 'hijacked-pass-99', confirmPassword: 'hijacked-pass-99' },
      });
      expectJsonError(result, 403, 'FORBIDDEN');
      expect(await profileOf(a)).toEqual(aBefore);
      expect(await profileOf(b)).toEqual(bBefore);
      // B's password did not change either: B's token still works and the old password still logs in.
      expect((await rest('POST', '/api/Login/customer-login', { body: { UserName: 'rest-b', PasswordHash: 'tinapa-and-rice-42' } })).status).toBe(200);
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
        const viaQuery = await rest('POST', withQuery('/api/Product/addProduct', { employeeId: a.id }), { token: employee.token, body: newProduct('SEC-NOT-ADDED-1', employee.id) });
        expectJsonError(viaQuery, 403, 'FORBIDDEN');
        const viaBody = await rest('POST', withQuery('/api/Product/addProduct', { employeeId: employee.id }), { token: employee.token, body: newProduct('SEC-NOT-ADDED-2', a.id) });
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
        const result = await rest('DELETE', withQuery('/api/Product/deleteProductbyId', { productId: 'DRD-003', employeeId: a.id }), { token: employee.token });
        expectJsonError(result, 403, 'FORBIDDEN');
        expect((await searchProduct('DRD-003')).json).toMatchObject({ productId: 'DRD-003' });
      });

      it.each([['approveOrder'], ['cancelOrder']])('%s → 403 and the order stays PENDING', async (route) => {
        const orderId = await placeOrderAs(a, 'DRD-005');
        const result = await rest('PUT', withQuery(`/api/Product/${route}`, { employeeId: a.id, orderId }), { token: employee.token });
        expectJsonError(result, 403, 'FORBIDDEN');
        expect((await queue()).find((o) => o.orderId === orderId)).toMatchObject({ orderStatus: 'PENDING', remarks: null });
      });
    });

    describe('a missing caller id is a 400', () => {
      const cases: [string, string, () => string, () => RestOptions][] = [
        ['GetUserProfile without userId', 'GET', () => '/api/Profile/GetUserProfile', () => ({ token: a.token })],
        ['GetUserProfile with an empty userId', 'GET', () => '/api/Profile/GetUserProfile?userId=', () => ({ token: a.token })],
        ['extractCustomerOrders without customerId', 'GET', () => '/api/Product/extractCustomerOrders', () => ({ token: a.token })],
        ['orderHistory without customerId', 'GET', () => '/api/Product/orderHistory', () => ({ token: a.token })],
        ['placeOrder without CustomerId', 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: { CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] } })],
        ['clearCart with no body', 'POST', () => '/api/Product/clearCart', () => ({ token: a.token })],
        ['clearCart with {}', 'POST', () => '/api/Product/clearCart', () => ({ token: a.token, body: {} })],
        ['addProduct without employeeId', 'POST', () => '/api/Product/addProduct', () => ({ token: employee.token, body: newProduct('SEC-NO-ID', employee.id) })],
        ['editproductDetails without employeeId', 'POST', () => '/api/Product/editproductDetails', () => ({ token: employee.token, body: { ProductId: 'DRD-002', ProductPrice: 1 } })],
        ['deleteProductbyId without employeeId', 'DELETE', () => '/api/Product/deleteProductbyId?productId=DRD-003', () => ({ token: employee.token })],
        ['extractOrder without employeeId', 'GET', () => '/api/Product/extractOrder', () => ({ token: employee.token })],
        ['approveOrder without employeeId', 'PUT', () => '/api/Product/approveOrder?orderId=999999', () => ({ token: employee.token })],
        ['cancelOrder without employeeId', 'PUT', () => '/api/Product/cancelOrder?orderId=999999', () => ({ token: employee.token })],
        ['orderActivityLog without employeeId', 'GET', () => '/api/Product/orderActivityLog', () => ({ token: employee.token })],
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

  describe('C. bad input is a 4xx, never a 5xx', () => {
    const bigPad = 'x'.repeat(1_100_000);
    const order = (items: unknown, customerId: () => string = () => a.id) => () => ({ CustomerId: customerId(), CartItems: items });
    const product = (change: Record<string, unknown>) => () => ({ ...newProduct('SEC-BAD-INPUT', employee.id), ...change });

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
        ['customer-login', 'a 300-character UserName', 400, JSON.stringify({ UserName: 'c'.repeat(300), PasswordHash: 'waters-customer' })],
        ['register', 'numbers instead of text', 400, JSON.stringify({ ...registration('typed'), fullName: 12, mobileNumber: 9170000000 })],
      ])('%s with %s → %s', async (route, _what, status, raw) => {
        expectTextError(await rest('POST', `/api/Login/${route}`, { raw }), status);
      });
    });

    const jsonCases: [string, number, string, () => string, () => RestOptions][] = [
      ['placeOrder with malformed JSON', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, raw: '{"UserName":' })],
      ['addProduct with malformed JSON', 400, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, raw: '{"UserName":' })],
      ['UpdateUserProfile with malformed JSON', 400, 'POST', () => '/api/Profile/UpdateUserProfile', () => ({ token: a.token, raw: '{"id":' })],
      ['placeOrder with a body over 1 MB', 413, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: { ...order([{ ProductId: 'DRD-001', Quantity: 1 }])(), pad: bigPad } })],
      ['addProduct with a body over 1 MB', 413, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, body: product({ pad: bigPad })() })],

      ['addProduct with ProductPrice "abc"', 400, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, body: product({ ProductPrice: 'abc' })() })],
      ['addProduct with ProductPrice 1e308', 400, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, raw: JSON.stringify(product({})()).replace('99.5', '1e308') })],
      ['addProduct with ProductPrice -1', 400, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, body: product({ ProductPrice: -1 })() })],
      ['addProduct with ProductPrice 0.001', 400, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, body: product({ ProductPrice: 0.001 })() })],
      ['addProduct with a JSON array body', 400, 'POST', () => withQuery('/api/Product/addProduct', { employeeId: employee.id }), () => ({ token: employee.token, raw: JSON.stringify([product({})()]) })],
      ['editproductDetails with ProductPrice 1e308', 400, 'POST', () => withQuery('/api/Product/editproductDetails', { employeeId: employee.id }), () => ({ token: employee.token, raw: '{"ProductId":"DRD-002","ProductPrice":1e308}' })],
      ['editproductDetails with ProductPrice "abc"', 400, 'POST', () => withQuery('/api/Product/editproductDetails', { employeeId: employee.id }), () => ({ token: employee.token, body: { ProductId: 'DRD-002', ProductPrice: 'abc' } })],

      ['placeOrder with Quantity 1.5', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: 1.5 }])() })],
      ['placeOrder with Quantity 0', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: 0 }])() })],
      ['placeOrder with Quantity 1000', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: 1000 }])() })],
      ['placeOrder with Quantity "2"', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([{ ProductId: 'DRD-001', Quantity: '2' }])() })],
      ['placeOrder with Quantity 1e308', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, raw: `{"CustomerId":"${a.id}","CartItems":[{"ProductId":"DRD-001","Quantity":1e308}]}` })],
      ['placeOrder with CartItems not an array', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order({ ProductId: 'DRD-001', Quantity: 1 })() })],
      ['placeOrder with CartItems a string', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order('DRD-001')() })],
      ['placeOrder with CartItems []', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([])() })],
      ['placeOrder with a null cart item', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([null])() })],
      ['placeOrder with a JSON array body', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: [order([{ ProductId: 'DRD-001', Quantity: 1 }])()] })],
      ['placeOrder with CustomerId an object', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: { CustomerId: { id: a.id }, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] } })],
      ['placeOrder with a __proto__ key (prototype poisoning)', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, raw: `{"CustomerId":"${a.id}","CartItems":[{"ProductId":"DRD-001","Quantity":1}],"__proto__":{"role":"Employee"}}` })],
      ['placeOrder with a 33-character ProductId', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([{ ProductId: 'D'.repeat(33), Quantity: 1 }])() })],
      ['placeOrder with a number as ProductId', 400, 'POST', () => '/api/Product/placeOrder', () => ({ token: a.token, body: order([{ ProductId: 1, Quantity: 1 }])() })],
      ['GetUserProfile with two userIds', 400, 'GET', () => `/api/Profile/GetUserProfile?userId=${a.id}&userId=${a.id}`, () => ({ token: a.token })],
      ['UpdateUserProfile with id an object', 400, 'POST', () => '/api/Profile/UpdateUserProfile', () => ({ token: a.token, body: { id: { equals: a.id } } })],
      ['UpdateUserProfile with a JSON array body', 400, 'POST', () => '/api/Profile/UpdateUserProfile', () => ({ token: a.token, raw: '[]' })],

      ['approveOrder with orderId=abc', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: 'abc' }), () => ({ token: employee.token })],
      ['approveOrder with orderId=1.5', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '1.5' }), () => ({ token: employee.token })],
      ['approveOrder with orderId=1e308', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '1e308' }), () => ({ token: employee.token })],
      ['approveOrder with orderId=0', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '0' }), () => ({ token: employee.token })],
      ['approveOrder with orderId=-1', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '-1' }), () => ({ token: employee.token })],
      ['approveOrder with orderId=99999999999', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId: '99999999999' }), () => ({ token: employee.token })],
      ['approveOrder without orderId', 400, 'PUT', () => withQuery('/api/Product/approveOrder', { employeeId: employee.id }), () => ({ token: employee.token })],
      ['cancelOrder with orderId=abc', 400, 'PUT', () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: 'abc' }), () => ({ token: employee.token })],
      ['cancelOrder with orderId=1.5', 400, 'PUT', () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: '1.5' }), () => ({ token: employee.token })],
      ['cancelOrder with orderId=1e308', 400, 'PUT', () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: '1e308' }), () => ({ token: employee.token })],
      ['cancelOrder with orderId=0', 400, 'PUT', () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId: '0' }), () => ({ token: employee.token })],
      ['cancelOrder without orderId', 400, 'PUT', () => withQuery('/api/Product/cancelOrder', { employeeId: employee.id }), () => ({ token: employee.token })],
      ['cancelOrder with two orderIds', 400, 'PUT', () => `/api/Product/cancelOrder?employeeId=${employee.id}&orderId=1&orderId=2`, () => ({ token: employee.token })],
      ['cancelOrder with two remarks', 400, 'PUT', () => `/api/Product/cancelOrder?employeeId=${employee.id}&orderId=999999&remarks=a&remarks=b`, () => ({ token: employee.token })],
      ['extractOrder with two employeeIds', 400, 'GET', () => `/api/Product/extractOrder?employeeId=${employee.id}&employeeId=${employee.id}`, () => ({ token: employee.token })],

      ['searchbyProductId without productId', 400, 'GET', () => '/api/Product/searchbyProductId', () => ({ token: employee.token })],
      ['searchbyProductId with an empty productId', 400, 'GET', () => '/api/Product/searchbyProductId?productId=', () => ({ token: employee.token })],
      ['searchbyProductId with two productIds', 400, 'GET', () => '/api/Product/searchbyProductId?productId=DRD-001&productId=DRD-002', () => ({ token: employee.token })],
      ['deleteProductbyId without productId', 400, 'DELETE', () => withQuery('/api/Product/deleteProductbyId', { employeeId: employee.id }), () => ({ token: employee.token })],

      ['GET /api/Nope/nothing', 404, 'GET', () => '/api/Nope/nothing', () => ({})],
      ['POST /api/Product/nothing', 404, 'POST', () => '/api/Product/nothing', () => ({ token: a.token, body: {} })],
    ];

    it.each(jsonCases)('%s → %s JSON', async (_, status, method, path, options) => {
      expectJsonError(await rest(method, path(), options()), status);
    });

    it('remarks of 501 characters → 400 and the order stays PENDING; 500 are accepted', async () => {
      const orderId = await placeOrderAs(b, 'DRD-006');
      const tooLong = await rest('PUT', withQuery('/api/Product/approveOrder', { employeeId: employee.id, orderId, remarks: 'x'.repeat(501) }), { token: employee.token });
      expectJsonError(tooLong, 400, 'BAD_USER_INPUT');
      expect((await queue()).find((o) => o.orderId === orderId)).toMatchObject({ orderStatus: 'PENDING', remarks: null });

      const exactly500 = await rest('PUT', withQuery('/api/Product/cancelOrder', { employeeId: employee.id, orderId, remarks: '🐟'.repeat(500) }), { token: employee.token });
      expect(answer(exactly500)).toMatchObject({ status: 200, body: { orderId, orderStatus: 'CANCELLED', remarks: '🐟'.repeat(500) } });
    });

    it('no rejected product or order was stored', async () => {
      expect((await searchProduct('SEC-BAD-INPUT')).text).toBe('');
      expect((await searchProduct('DRD-002')).json).toMatchObject({ productPrice: 120 });
    });
  });

  describe('D. CSRF double-submit cookie', () => {
    const cookieOf = (r: RestResult) => r.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    const customerLogin = { UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password };

    it('an /api response sets a readable XSRF-TOKEN cookie with SameSite=Strict and Path=/', async () => {
      const cookie = cookieOf(await rest('GET', '/api/Product/available', { token: a.token }));
      expect(cookie).toBeDefined();
      const [pair, ...attributes] = cookie!.split(';').map((part) => part.trim());
      expect(pair).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,}$/);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Strict']));
      expect(attributes.map((x) => x.toLowerCase())).not.toContain('httponly');
    });

    it('gives each new visitor a different token', async () => {
      const first = cookieOf(await rest('GET', '/api/Product/available', { token: a.token }));
      const second = cookieOf(await rest('GET', '/api/Product/available', { token: a.token }));
      expect(first).not.toEqual(second);
    });

    it('a non-GET /api request with the cookie but no X-XSRF-TOKEN header → 403', async () => {
      const result = await rest('POST', '/api/Login/customer-login', { body: customerLogin, headers: { cookie: 'XSRF-TOKEN=abc' } });
      expect(result.status).toBe(403);
      expect(result.text).not.toContain('token":');
    });

    it('a non-GET /api request with the cookie and a wrong header → 403', async () => {
      const result = await rest('POST', '/api/Login/customer-login', { body: customerLogin, headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' } });
      expect(result.status).toBe(403);
    });

    it('a refused state-changing call does nothing (placeOrder with the cookie, no header)', async () => {
      const before = (await pendingOf(a)).length;
      const result = await rest('POST', '/api/Product/placeOrder', {
        token: a.token,
        body: { CustomerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] },
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      expectJsonError(result, 403, 'FORBIDDEN');
      expect((await pendingOf(a)).length).toBe(before);
    });

    it('a non-GET /api request with the cookie and the matching header gets the normal answer', async () => {
      const result = await rest('POST', '/api/Login/customer-login', { body: customerLogin, headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' } });
      expect(answer(result)).toMatchObject({ status: 200, type: 'json', body: { role: 'Customer', token: expect.any(String) } });
    });

    it('a GET with the cookie and no header is unaffected', async () => {
      const result = await rest('GET', '/api/Product/available', { token: a.token, headers: { cookie: 'XSRF-TOKEN=abc' } });
      expect(result.status).toBe(200);
    });

    it('a request without the cookie (a bearer-token integrator) is unaffected', async () => {
      const result = await rest('POST', '/api/Product/clearCart', { token: a.token, body: { customerId: a.id } });
      expect(answer(result)).toEqual({ status: 200, type: 'json', body: { customerId: a.id, cleared: true } });
    });

    it('a request that already carries the cookie gets no new one', async () => {
      const result = await rest('GET', '/api/Product/available', { token: a.token, headers: { cookie: 'theme=dark; XSRF-TOKEN=abc' } });
      expect(result.status).toBe(200);
      expect(cookieOf(result)).toBeUndefined();
    });

    it('a percent-encoded /api path is checked too (/%61pi/… reaches the same handler)', async () => {
      const before = (await pendingOf(a)).length;
      const result = await rest('POST', '/%61pi/Product/placeOrder', {
        token: a.token,
        body: { CustomerId: a.id, CartItems: [{ ProductId: 'DRD-001', Quantity: 1 }] },
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      const placed = (await pendingOf(a)).length - before;
      expect({ status: result.status, ordersPlaced: placed }).toEqual({ status: 403, ordersPlaced: 0 });
    });
  });

  describe('E. legacy login errors (text/plain)', () => {
    it('bad credentials → 401 "Invalid username or password"', async () => {
      const result = await rest('POST', '/api/Login/customer-login', { body: { UserName: 'customer', PasswordHash: 'not-the-password' } });
      expectTextError(result, 401, 'Invalid username or password');
      const unknown = await rest('POST', '/api/Login/employee-login', { body: { UserName: 'nobody-here', PasswordHash: 'not-the-password' } });
      expectTextError(unknown, 401, 'Invalid username or password');
    });

    it('an employee on /customer-login → 401 pointing to the Employee Portal', async () => {
      const result = await rest('POST', '/api/Login/customer-login', { body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password } });
      expectTextError(result, 401, 'Employee accounts sign in through the Employee Portal.');
    });

    it('a customer on /employee-login → 401 "strictly for employees"', async () => {
      const result = await rest('POST', '/api/Login/employee-login', { body: { UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password } });
      expectTextError(result, 401, 'This portal is strictly for employees. Customers sign in through the customer login.');
    });

    it('the portal hint is only given after the password matched', async () => {
      const result = await rest('POST', '/api/Login/customer-login', { body: { UserName: DEMO.employee.userName, PasswordHash: 'wrong-password-1' } });
      expectTextError(result, 401, 'Invalid username or password');
    });

    it.each([
      ['an empty UserName', { UserName: '', PasswordHash: 'waters-customer' }],
      ['an empty PasswordHash', { UserName: 'customer', PasswordHash: '' }],
      ['no fields at all', {}],
    ])('%s → 400 "Please enter both username and password"', async (_, body) => {
      expectTextError(await rest('POST', '/api/Login/customer-login', { body }), 400, 'Please enter both username and password');
    });

    it.each([
      ['customer-login', { username: DEMO.customer.userName, passwordhash: DEMO.customer.password }, 'Customer'],
      ['customer-login', { USERNAME: DEMO.customer.userName, PASSWORDHASH: DEMO.customer.password }, 'Customer'],
      ['employee-login', { username: DEMO.employee.userName, passwordhash: DEMO.employee.password }, 'Employee'],
    ])('%s binds names case-insensitively (%j)', async (route, body, role) => {
      const result = await rest('POST', `/api/Login/${route}`, { body });
      expect(answer(result)).toMatchObject({ status: 200, type: 'json', body: { role, token: expect.any(String), userId: expect.any(String) } });
      expect(Object.keys(result.json).sort()).toEqual(['role', 'token', 'userId']);
      expect(claimsOf(result.json.token).sub).toBe(result.json.userId);
    });

    it('register answers text/plain and binds names case-insensitively', async () => {
      const shouted = Object.fromEntries(Object.entries(registration('sec-shouted')).map(([k, v]) => [k.toUpperCase(), v]));
      const result = await rest('POST', '/api/Login/register', { body: shouted });
      expect(answer(result)).toEqual({ status: 200, type: 'text', body: 'Account created successfully.' });
      const again = await rest('POST', '/api/Login/register', { body: registration('SEC-SHOUTED') });
      expectTextError(again, 409, 'Username is already taken.');
    });
  });
});
