import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { cartItem } from './support/legacy-rest.js';
import { declaredRoutes } from './support/routes.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The legacy call table (docs/legacy-contract.md#rest-routes; each call replayed in rest-contract.int.spec.ts). Every
 * /api route must be here or in NEW_ROUTES: the last test compares both with the routes the
 * server declares.
 */
const CONTRACT_ROUTES = [
  'POST /api/Login/register',
  'POST /api/Login/customer-login',
  'POST /api/Login/employee-login',
  'GET /api/Profile/GetUserProfile',
  'POST /api/Profile/UpdateUserProfile',
  'GET /api/Product/list',
  'GET /api/Product/available',
  'GET /api/Product/searchbyProductId',
  'POST /api/Product/addProduct',
  'POST /api/Product/editproductDetails',
  'DELETE /api/Product/deleteProductbyId',
  'POST /api/Product/placeOrder',
  'GET /api/Product/extractOrder',
  'PUT /api/Product/approveOrder',
  'PUT /api/Product/cancelOrder',
  'POST /api/Product/clearCart',
  'GET /api/Product/extractCustomerOrders',
  'GET /api/Product/orderHistory',
  'GET /api/Product/orderActivityLog',
];

/** Routes added beside the call table, not part of the legacy contract; each has its own suite. */
const NEW_ROUTES = [
  'POST /api/uploads/product-images',
  // The Contact page's form and password reset (contact.int.spec.ts, password-reset.int.spec.ts).
  'POST /api/Contact',
  'POST /api/Login/forgot-password',
  'POST /api/Login/reset-password',
  // The activity log as CSV (activity-log-export.int.spec.ts).
  'GET /api/exports/order-activity-log.csv',
  // A recall's shipments as CSV (recalls.int.spec.ts).
  'GET /api/exports/recalls/:id.csv',
  // A trade account's monthly statement as PDF and CSV (statements.int.spec.ts).
  'GET /api/statements/:month.pdf',
  'GET /api/statements/:month.csv',
  'GET /api/statements/:customerId/:month.pdf',
  'GET /api/statements/:customerId/:month.csv',
  // Live order changes, server-sent events (live-orders.int.spec.ts).
  'GET /api/live/orders',
  // A transfer's proof of payment (payment.int.spec.ts).
  'PUT /api/orders/:orderId/payment-proof',
  'GET /api/orders/:orderId/payment-proof',
  // The OpenAPI document of every /api route (openapi.int.spec.ts).
  'GET /api/openapi.json',
];

eachDatabase('legacy REST contract: every route, prices and races', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('prices cannot be tampered with: totals always come from the catalogue', async () => {
    const { id, token } = await t.newCustomer('tamperer');
    const body = {
      CustomerId: id,
      CartItems: [{ ...cartItem(id, 'DRD-004', 3, 0.01), TotalPrice: 0.03, ProductName: 'FREE' }],
    };
    const placed = await t.rest('POST', '/api/Product/placeOrder', { token, body });
    expect(placed.json.totalAmount).toBe(960);
    expect(placed.json.cartItems).toEqual([
      { productName: 'Dried Pusit (Squid) 200 g', productPrice: 320, quantity: 3, totalPrice: 960 },
    ]);
  });

  it('lets exactly one of 16 simultaneous REST approve/cancel calls win', async () => {
    const { id, token } = await t.newCustomer('racer-rest');
    const orderId = (
      await t.rest('POST', '/api/Product/placeOrder', {
        token,
        body: { CustomerId: id, CartItems: [cartItem(id, 'SMK-002', 1)] },
      })
    ).json.orderId;
    const staff = (
      await t.rest('POST', '/api/Login/employee-login', {
        body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password },
      })
    ).json;
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.rest(
          'PUT',
          `/api/Product/${i % 2 ? 'cancelOrder' : 'approveOrder'}?employeeId=${staff.userId}&orderId=${orderId}&remarks=call%20${i}`,
          { token: staff.token },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
  });

  it('has a contract test for every /api route the server declares', () => {
    const declared = declaredRoutes(t.app).filter(
      (route) => route.split(' ')[1].startsWith('/api/') && !NEW_ROUTES.includes(route),
    );
    expect(declared).toEqual([...CONTRACT_ROUTES].sort());
  });
});
