import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { CART_COOKIE, ORDER_PAGES_COOKIE } from '@waters/domain';
import { rmSync } from 'node:fs';
import { eachDatabase } from './support/each-database.js';
import { dataBlock, fakeClientWithScreens } from './support/fake-client.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { clientDocument, withTypenames } from './support/trusted-calls.js';

const MY_ORDER = withTypenames(clientDocument('MyOrder'));
const MY_TRADE_TERMS = withTypenames(clientDocument('MyTradeTerms'));

/** The fake screens: what they were given, as a data block, where the real ones render the order and the cart. */
const CUSTOMER_SCREENS = `
const screen = (userId, given) => '<div data-shell-screen="Customer" data-shell-user="' + userId + '"><script type="application/json" id="screen-data">' + JSON.stringify(given) + '</script></div>';
export const MY_ORDER_QUERY = ${JSON.stringify(MY_ORDER)};
export function renderCustomerOrder(data, orderId, userId) {
  return screen(userId, { data, orderId });
}
export const MY_TRADE_TERMS_QUERY = ${JSON.stringify(MY_TRADE_TERMS)};
export function renderCustomerCart(terms, lines, userId) {
  if (lines[0][0] === 'THROWS') throw new Error('no window in Node');
  return lines[0][0] === 'NOT-A-CART' ? '' : screen(userId, { terms, lines });
}
`;

/** The cart's cookie as the browser writes it (client/src/state/order-pages-cookie.ts). */
const cartCookie = (customerId: string, lines: unknown[]) =>
  `${CART_COOKIE.name}=${encodeURIComponent(JSON.stringify({ c: customerId, i: lines }))}`;
const LINES = [['DRD-001', 2, 285, 'Dried Danggit']];

eachDatabase("a customer's order and cart with what they show in their HTML", (driver) => {
  let t: TestApp;
  let root: string;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  let employee: string;
  let orderId: number;

  beforeAll(async () => {
    const client = fakeClientWithScreens('return "";', CUSTOMER_SCREENS);
    root = client.root;
    t = await startTestApp(driver, { clientDir: client.clientDir });
    owner = await t.newCustomer('order-page-owner');
    other = await t.newCustomer('order-page-other');
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    const placed = await t.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { items: [{ productId: 'DRD-001', quantity: 2 }] } },
      owner.token,
    );
    expect(placed.errors).toBeUndefined();
    orderId = (placed.data as { placeOrder: { orderId: number } }).placeOrder.orderId;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, token?: string, more = '') =>
    fetch(`${t.url}${path}`, {
      headers: {
        accept: 'text/html',
        'accept-encoding': 'identity',
        ...(token === undefined ? {} : { cookie: `XSRF-TOKEN=abc; ${ORDER_PAGES_COOKIE.name}=${token}${more}` }),
      },
    });
  const asBuilt = async (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).not.toContain('data-shell-screen');
  };

  it("holds the owner's order, rendered from exactly the answer the page's own query gets with that token; no cache keeps it", async () => {
    const response = await get(`/orders/${orderId}`, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`<div data-shell-screen="Customer" data-shell-user="${owner.id}">`);
    const answer = await t.gql(MY_ORDER, { orderId }, owner.token);
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { myOrder: { orderId: number } }).myOrder.orderId).toBe(orderId);
    expect(dataBlock(html, 'application/json', 'screen-data')).toEqual({ data: answer.data, orderId });
  });

  it("gives anyone else the shell as built: another customer, an employee, no cookie, a forged or ended session's token, an address that is no order's", async () => {
    await asBuilt(await get(`/orders/${orderId}`, other.token));
    await asBuilt(await get(`/orders/${orderId}`, employee));
    await asBuilt(await get(`/orders/${orderId}`));
    await asBuilt(await get(`/orders/${orderId}`, `${owner.token.slice(0, -4)}AAAA`));
    await asBuilt(await get(`/orders/${orderId}?from=mail`, owner.token));
    const missing = await get('/orders/0', owner.token);
    expect(await missing.text()).not.toContain('data-shell-screen');
    const ended = await t.newCustomer('order-page-leaver');
    const leaversOrder = await t.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { items: [{ productId: 'DRD-001', quantity: 1 }] } },
      ended.token,
    );
    const leaversId = (leaversOrder.data as { placeOrder: { orderId: number } }).placeOrder.orderId;
    expect(await (await get(`/orders/${leaversId}`, ended.token)).text()).toContain('data-shell-screen');
    expect((await t.gql('mutation { logout }', {}, ended.token)).errors).toBeUndefined();
    await asBuilt(await get(`/orders/${leaversId}`, ended.token));
  });

  it("holds the owner's cart: its cookie's lines and the customer's trade terms exactly as the page's own query gets them", async () => {
    const response = await get('/order-page', owner.token, `; ${cartCookie(owner.id, LINES)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`<div data-shell-screen="Customer" data-shell-user="${owner.id}">`);
    const terms = await t.gql(MY_TRADE_TERMS, {}, owner.token);
    expect(terms.errors).toBeUndefined();
    expect(dataBlock(html, 'application/json', 'screen-data')).toEqual({
      terms: terms.data,
      lines: LINES,
    });
  });

  it('gives the cart page as built to an employee, without a cart, for a cart that is not the customer’s or not a cart, never an error', async () => {
    await asBuilt(await get('/order-page', owner.token));
    await asBuilt(await get('/order-page', employee, `; ${cartCookie(owner.id, LINES)}`));
    await asBuilt(await get('/order-page', other.token, `; ${cartCookie(owner.id, LINES)}`));
    await asBuilt(await get('/order-page', owner.token, `; ${cartCookie(owner.id, [['NOT-A-CART', 1, 1, 'x']])}`));
    // A render that fails (a client build's bug) is said in the log; the page still comes, as built.
    await asBuilt(await get('/order-page', owner.token, `; ${cartCookie(owner.id, [['THROWS', 1, 1, 'x']])}`));
    for (const broken of ['%E0%A4%A', 'not-json', encodeURIComponent('{"c":1}'), 'x'.repeat(CART_COOKIE.maxLength + 1)])
      await asBuilt(await get('/order-page', owner.token, `; ${CART_COOKIE.name}=${broken}`));
  });
});
