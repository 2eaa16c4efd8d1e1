import { beforeAll, describe, expect, it } from '@jest/globals';
import { matrixCases, REFUSAL_STATUS, type Gate } from './support/actors.js';
import { eachDatabase } from './support/each-database.js';
import {
  answer,
  expectJsonError,
  legacyRestSuite,
  newProduct,
  registration,
  withQuery,
} from './support/legacy-rest.js';
import { DEMO } from './support/test-app.js';

/**
 * Who may call which legacy REST route (/api): every route with its gate, called by every
 * actor of the shared kit (support/actors.ts) with the right caller's own ids.
 */

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

/** Every /api route with its gate (the last matrix test checks this list against the server's routes). */
const ROUTES: Route[] = [
  {
    method: 'POST',
    route: '/api/Login/register',
    gate: 'public',
    allowed: 200,
    body: ({ tag }) => registration(`sec-${tag}`),
  },
  {
    method: 'POST',
    route: '/api/Contact',
    gate: 'public',
    allowed: 200,
    body: ({ tag }) => ({
      name: 'Sec Matrix',
      email: `sec-${tag}@example.ph`,
      subject: 'Bulk order',
      details: '20 packs of tuyo',
    }),
  },
  {
    method: 'POST',
    route: '/api/Login/forgot-password',
    gate: 'public',
    allowed: 200,
    body: ({ tag }) => ({ account: `sec-${tag}` }),
  },
  // Open to everyone; a made-up link is refused as such (400), whoever sends it (the reset itself: password-reset.int.spec.ts).
  {
    method: 'POST',
    route: '/api/Login/reset-password',
    gate: 'public',
    allowed: 400,
    body: () => ({ token: 'made-up', password: 'tinapa-sa-hapon-77', confirmPassword: 'tinapa-sa-hapon-77' }),
  },
  {
    method: 'POST',
    route: '/api/Login/customer-login',
    gate: 'public',
    allowed: 200,
    body: () => ({ UserName: DEMO.customer.userName, PasswordHash: DEMO.customer.password }),
  },
  {
    method: 'POST',
    route: '/api/Login/employee-login',
    gate: 'public',
    allowed: 200,
    body: () => ({ UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password }),
  },
  // Not a legacy call (openapi.int.spec.ts): the OpenAPI document of /api.
  { method: 'GET', route: '/api/openapi.json', gate: 'public', allowed: 200 },

  {
    method: 'GET',
    route: '/api/Profile/GetUserProfile',
    gate: 'signed-in',
    allowed: 200,
    query: ({ me }) => ({ userId: me }),
  },
  // The caller's own profile sent back unchanged.
  {
    method: 'POST',
    route: '/api/Profile/UpdateUserProfile',
    gate: 'signed-in',
    allowed: 200,
    body: ({ profile }) => profile,
  },

  { method: 'GET', route: '/api/Product/list', gate: 'Employee', allowed: 200 },
  {
    method: 'GET',
    route: '/api/Product/searchbyProductId',
    gate: 'Employee',
    allowed: 200,
    query: () => ({ productId: 'DRD-001' }),
  },
  {
    method: 'POST',
    route: '/api/Product/addProduct',
    gate: 'Employee',
    allowed: 200,
    query: ({ me }) => ({ employeeId: me }),
    body: ({ me, tag }) => newProduct(`SEC-ADD-${tag}`, me),
  },
  {
    method: 'POST',
    route: '/api/Product/editproductDetails',
    gate: 'Employee',
    allowed: 404,
    query: ({ me }) => ({ employeeId: me }),
    body: ({ me }) => ({ ProductId: 'NOPE-EDIT', ProductPrice: 1, EmployeeId: me }),
  },
  {
    method: 'DELETE',
    route: '/api/Product/deleteProductbyId',
    gate: 'Employee',
    allowed: 404,
    query: ({ me }) => ({ productId: 'NOPE-DELETE', employeeId: me }),
  },
  {
    method: 'GET',
    route: '/api/Product/extractOrder',
    gate: 'Employee',
    allowed: 200,
    query: ({ me }) => ({ employeeId: me }),
  },
  {
    method: 'PUT',
    route: '/api/Product/approveOrder',
    gate: 'Employee',
    allowed: 404,
    query: ({ me }) => ({ employeeId: me, orderId: '999999' }),
  },
  {
    method: 'PUT',
    route: '/api/Product/cancelOrder',
    gate: 'Employee',
    allowed: 404,
    query: ({ me }) => ({ employeeId: me, orderId: '999999' }),
  },
  // Not a legacy call (product-images.int.spec.ts): the gate answers first, then a body that is no picture is 415.
  { method: 'POST', route: '/api/uploads/product-images', gate: 'Employee', allowed: 415 },
  // Not a legacy call (activity-log-export.int.spec.ts): the CSV export of the activity log.
  { method: 'GET', route: '/api/exports/order-activity-log.csv', gate: 'Employee', allowed: 200 },
  // Not a legacy call (recalls.int.spec.ts): a recall's CSV; past the gate, ":id.csv" names no recall (400).
  { method: 'GET', route: '/api/exports/recalls/:id.csv', gate: 'Employee', allowed: 400 },
  // Not legacy calls (statements.int.spec.ts): a statement's files; past the gate, ":month" is not a month (400).
  { method: 'GET', route: '/api/statements/:month.pdf', gate: 'Customer', allowed: 400 },
  { method: 'GET', route: '/api/statements/:month.csv', gate: 'Customer', allowed: 400 },
  { method: 'GET', route: '/api/statements/:customerId/:month.pdf', gate: 'Employee', allowed: 400 },
  { method: 'GET', route: '/api/statements/:customerId/:month.csv', gate: 'Employee', allowed: 400 },
  // Not a legacy call (live-orders.int.spec.ts): live order changes as server-sent events, for both roles.
  { method: 'GET', route: '/api/live/orders', gate: 'signed-in', allowed: 200 },
  // Not legacy calls (payment.int.spec.ts): a proof of payment; past the gate, the id ":orderId" is not an order id (400).
  { method: 'PUT', route: '/api/orders/:orderId/payment-proof', gate: 'Customer', allowed: 400 },
  { method: 'GET', route: '/api/orders/:orderId/payment-proof', gate: 'signed-in', allowed: 400 },
  {
    method: 'GET',
    route: '/api/Product/orderActivityLog',
    gate: 'Employee',
    allowed: 200,
    query: ({ me }) => ({ employeeId: me }),
  },

  { method: 'GET', route: '/api/Product/available', gate: 'Customer', allowed: 200 },
  {
    method: 'POST',
    route: '/api/Product/placeOrder',
    gate: 'Customer',
    allowed: 200,
    body: ({ me }) => ({ CustomerId: me, CartItems: [{ ProductId: 'DRD-001', Quantity: 1, CustomerId: me }] }),
  },
  {
    method: 'POST',
    route: '/api/Product/clearCart',
    gate: 'Customer',
    allowed: 200,
    body: ({ me }) => ({ customerId: me }),
  },
  {
    method: 'GET',
    route: '/api/Product/extractCustomerOrders',
    gate: 'Customer',
    allowed: 200,
    query: ({ me }) => ({ customerId: me }),
  },
  {
    method: 'GET',
    route: '/api/Product/orderHistory',
    gate: 'Customer',
    allowed: 200,
    query: ({ me }) => ({ customerId: me }),
  },
];

eachDatabase('legacy REST security', (driver) => {
  const { app, a, b, employee, tokens, idOf, rest, profileOf } = legacyRestSuite(driver);
  const profiles: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    for (const who of [a, b, employee]) profiles[who.id] = await profileOf(who);
  });

  describe('A. authorization matrix', () => {
    const cases = matrixCases(ROUTES).map(({ row: route, actor, verdict }) => {
      const expected = verdict === 'allowed' ? route.allowed : REFUSAL_STATUS[verdict];
      return [`${route.method} ${route.route}`, actor, expected, route] as const;
    });

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
      expect((await rest('GET', path, { token: tokens.expired })).json.message).toBe(
        'Your session is invalid or has expired. Please log in again.',
      );
      expect((await rest('GET', path, { token: tokens.revoked })).json.message).toBe(
        'Your session is invalid or has expired. Please log in again.',
      );
      expect((await rest('GET', path, { token: a.token })).json.message).toBe('Only Employee accounts can do this.');
    });

    it('covers every /api route the server serves', () => {
      const printed = app().app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
      const served = [...printed.matchAll(/(\/api\/\S+) \(([^)]+)\)/g)].flatMap(([, path, methods]) =>
        methods
          .split(', ')
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${path}`),
      );
      expect(served.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.route}`).sort());
    });
  });
});
