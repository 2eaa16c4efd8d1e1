import type { BrowserContext, Page } from 'playwright-core';
import { apiLogin, graphql, signInThroughTheForm } from './support/accounts';
import { cartKey } from '../src/state/cart';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { settled } from './support/settled';

const CUSTOMER = {
  userName: 'lists.e2e',
  password: 'tuyo-and-rice-2026',
  fullName: 'Maria Clara de los Santos',
  emailAddress: 'maria.lists.e2e@example.ph',
};
const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };

interface Listed {
  productId: string;
  productName: string;
  productPrice: number;
}

/** Every order list (and the cart) with data in it, on a 360 px phone and on a 1280 px screen. */
browserSuite('order lists and the cart at 360 and 1280 px in Chromium', () => {
  const rig = browserRig();
  let customer: BrowserContext;
  let employee: BrowserContext;
  let shopper: Page;
  let staff: Page;
  let customerId: string;
  let products: Listed[];
  /** The orders placed, oldest first; the first is approved, the others wait in the queue. */
  const orderIds: number[] = [];

  beforeAll(async () => {
    customer = await rig.browser.newContext({ baseURL: rig.server.url });
    employee = await rig.browser.newContext({ baseURL: rig.server.url });

    const profile = {
      ...CUSTOMER,
      address: '1187 Gen. Trias Drive, Rosario, Cavite 4106',
      mobileNumber: '+63 917 555 0142',
      confirmPassword: CUSTOMER.password,
    };
    await graphql(customer.request, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: profile,
    });
    const buyer = await apiLogin(customer.request, 'customer', {
      userName: CUSTOMER.userName,
      password: CUSTOMER.password,
    });
    customerId = buyer.userId;
    products = (
      await graphql<{ availableProducts: Listed[] }>(
        customer.request,
        '{ availableProducts { productId productName productPrice } }',
        {},
        buyer.token,
      )
    ).availableProducts;
    for (const [index, lines] of [[0, 1], [2], [3, 4, 5]].entries()) {
      const items = lines.map((line) => ({ productId: products[line].productId, quantity: line + 1 }));
      const placed = await customer.request.post('/graphql', {
        data: {
          query: 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
          variables: { input: { items } },
        },
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${buyer.token}`,
          'idempotency-key': `lists-e2e-${index}`,
        },
      });
      orderIds.push(((await placed.json()) as { data: { placeOrder: { orderId: number } } }).data.placeOrder.orderId);
    }
    const clerk = await apiLogin(employee.request, 'employee', EMPLOYEE);
    await graphql(
      employee.request,
      'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
      { input: { orderId: orderIds[0], remarks: 'Paid via GCash; for pick-up at the Rosario plant' } },
      clerk.token,
    );

    shopper = await customer.newPage();
    staff = await employee.newPage();
    rig.watch(shopper, staff);
    await signInThroughTheForm(shopper, 'customer', CUSTOMER);
    await signInThroughTheForm(staff, 'employee', EMPLOYEE);
    // Two lines in the cart, kept in this browser as the storefront keeps them.
    const cart = products.slice(0, 2).map((product, i) => ({
      CustomerId: customerId,
      ProductId: product.productId,
      ProductName: product.productName,
      ProductPrice: product.productPrice,
      Quantity: i + 2,
      TotalPrice: product.productPrice * (i + 2),
    }));
    await shopper.evaluate(([key, value]) => localStorage.setItem(key, value), [
      cartKey(customerId),
      JSON.stringify(cart),
    ] as const);
  });

  const LISTS = [
    { who: 'customer', path: '/order-page', heading: 'YOUR SHOPPING CART', records: 2, shows: /₱/ },
    {
      who: 'customer',
      path: '/pending-orders',
      heading: 'YOUR PENDING ORDERS',
      records: 2,
      shows: /Awaiting approval/,
    },
    { who: 'customer', path: '/complete-orders', heading: 'YOUR ORDER HISTORY', records: 1, shows: /Approved/ },
    {
      who: 'employee',
      path: '/order-page',
      heading: 'ORDER AUTHORIZATION',
      records: 2,
      shows: /PENDING[\s\S]*Waiting/,
    },
    { who: 'employee', path: '/complete-orders', heading: 'ORDER ACTIVITY LOG', records: 1, shows: /APPROVED/ },
  ] as const;

  async function open(list: (typeof LISTS)[number], width: number): Promise<Page> {
    const page = list.who === 'customer' ? shopper : staff;
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.goto(list.path);
    await page.getByRole('heading', { level: 1, name: list.heading }).waitFor();
    await page.locator('[data-record]').first().waitFor();
    await settled(page);
    return page;
  }

  const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  describe('at 360 px: a card per record, nothing wider than the screen', () => {
    it.each(LISTS)('$who $path', async (list) => {
      const page = await open(list, 360);
      expect({ path: list.path, overflow: await overflowOf(page) }).toEqual({ path: list.path, overflow: 0 });
      expect(await page.locator('table[data-record], tr[data-record]').count()).toBe(0);
      const cards = page.locator('li[data-record]');
      expect(await cards.count()).toBe(list.records);
      const first = cards.first();
      const text = (await first.textContent()) ?? '';
      expect(text).toMatch(list.shows);
      // Every card's content fits inside it.
      const spill = await first.evaluate((card) => card.scrollWidth - card.clientWidth);
      expect(spill).toBeLessThanOrEqual(0);
      if (list.path !== '/order-page' || list.who === 'employee') {
        expect(text).toMatch(/₱[\d,]+\.\d\d/); // the total
        expect(await first.getByRole('term').allTextContents()).toEqual(expect.arrayContaining(['Cart Items']));
      }
      // The customer's own id and contact details are not repeated on their cards.
      if (list.who === 'customer')
        for (const own of [customerId, CUSTOMER.emailAddress]) expect(text).not.toContain(own);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `lists-phone-${list.who}${list.path.replace(/\//g, '-')}`);
    });

    it('the queue is oldest first, each card with its date and waiting time', async () => {
      const page = await open(LISTS[3], 360);
      const headings = await page.locator('li[data-record] h2').allTextContents();
      expect(headings).toEqual(orderIds.slice(1).map((id) => `Order ID ${id}`));
      expect(await page.locator('li[data-record]').first().textContent()).toMatch(
        /\d{4}, \d{1,2}:\d\d:\d\d\s[AP]M\s*Waiting \d+ min/,
      );
    });
  });

  describe('at 1280 px: the original tables, every column in view', () => {
    it.each(LISTS)('$who $path', async (list) => {
      const page = await open(list, 1280);
      expect({ path: list.path, overflow: await overflowOf(page) }).toEqual({ path: list.path, overflow: 0 });
      const rows = page.locator('table:not(table table) > tbody > tr[data-record]');
      expect(await rows.count()).toBe(list.records);
      expect(await rows.first().textContent()).toMatch(list.shows);
      await screenshot(page, `lists-desktop-${list.who}${list.path.replace(/\//g, '-')}`);
      // The table fits its box: no column is cut off or needs sideways scrolling.
      const region = page.locator('.table-responsive').first();
      const hidden = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
      expect({ path: list.path, hidden }).toEqual({ path: list.path, hidden: 0 });
      expect(await seriousViolations(page)).toEqual([]);
    });

    it.each([LISTS[1], LISTS[3]])(
      '$who $path: the nested Total column of an order’s lines is fully visible',
      async (list) => {
        const page = await open(list, 1280);
        const region = await page.locator('.table-responsive').first().boundingBox();
        const totals = page.locator('table table th', { hasText: /^Total$/ });
        expect(await totals.count()).toBe(list.records);
        for (const total of await totals.all()) {
          const box = await total.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x + box!.width).toBeLessThanOrEqual(region!.x + region!.width);
          expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
        }
      },
    );
  });
});
