import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { apiLogin, graphql, signInThroughTheForm } from './support/accounts';
import { screenshot } from './support/browser';
import { browserSuite } from './support/each-browser';
import { everyOpenedControlReachable } from './support/menus-fit';
import { browserRig } from './support/rig';
import { settled } from './support/settled';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const CUSTOMER = { userName: 'menus.e2e', password: 'dilis-and-garlic-2026' };
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }';
const WIDTHS = [320, 360, 1280] as const;

type Role = 'visitor' | 'customer' | 'employee';

/** Every screen of each role; `ready` is what shows once the screen has its data. */
const SCREENS: Record<Role, readonly string[]> = {
  visitor: [
    '/home',
    '/about-us',
    '/our-facility',
    '/our-products',
    '/portfolio',
    '/food-recipe',
    '/contact',
    '/login-page',
    '/employee-login-page',
    '/register-page',
    '/products/DRD-001',
    '/forgot-password',
  ],
  customer: ['/storefront', '/order-page', '/pending-orders', '/complete-orders', '/edit-profile', '/api-keys', '/orders/:pending', '/home'],
  employee: [
    '/storefront',
    '/order-page',
    '/complete-orders',
    '/admin',
    '/deliveries?date=:day',
    '/delivery-zones',
    '/payment-accounts',
    '/webhooks',
    '/graphql-explorer',
    '/api-keys',
    '/edit-profile',
  ],
};

/**
 * The check that would have caught the account menu running off a phone's screen: for each role,
 * at 320, 360 and 1280 px, every screen's menus, dropdowns and dialogs are opened one after the
 * other, and every control in them must lie inside the window and not under a sticky bar.
 */
browserSuite('every menu, dropdown and dialog of every screen fits the window (Chromium, 320, 360 and 1280 px)', () => {
  const rig = browserRig();
  let api: APIRequestContext;
  let setup: BrowserContext;
  let pendingOrder = 0;
  let deliveryDay = '';

  beforeAll(async () => {
    setup = await rig.browser.newContext({ baseURL: rig.server.url });
    api = setup.request;
    await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: {
        ...CUSTOMER,
        confirmPassword: CUSTOMER.password,
        fullName: 'Ma. Teresita Villanueva-Dimaculangan',
        address: '18 Gen. Trias Drive, Rosario',
        mobileNumber: '+63 917 555 0177',
        emailAddress: 'menus.e2e@example.ph',
      },
    });
    const buyer = (await apiLogin(api, 'customer', CUSTOMER)).token;
    const clerk = (await apiLogin(api, 'employee', EMPLOYEE)).token;
    const place = async (productId: string) =>
      (await graphql<{ data: { placeOrder: { orderId: number } } }>(api, PLACE, { input: { items: [{ productId, quantity: 2 }] } }, buyer)).data.placeOrder.orderId;
    // One order waiting for the clerk (its Approve and Cancel dialogs), one approved (the day's manifest and its dialogs).
    pendingOrder = await place('DRD-001');
    const approved = await place('DRD-002');
    await graphql(api, 'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }', { input: { orderId: approved } }, clerk);
    const days = await graphql<{ data: { deliveryDays: { date: string }[] } }>(
      api,
      'query($from: String!) { deliveryDays(from: $from) { date } }',
      { from: new Date().toISOString().slice(0, 10) },
      clerk,
    );
    deliveryDay = days.data.deliveryDays[0]?.date ?? new Date().toISOString().slice(0, 10);
  });
  afterAll(() => setup.close());

  const addressOf = (screen: string) => screen.replace(':pending', String(pendingOrder)).replace(':day', deliveryDay);

  /** The page at this address, loaded and quiet; a customer's cart holds something to edit and review. */
  async function visit(page: Page, role: Role, screen: string): Promise<void> {
    await page.goto(addressOf(screen));
    await page.locator('h1').first().waitFor();
    await settled(page);
    if (role === 'customer' && screen === '/order-page' && (await page.getByText('Your cart is empty', { exact: false }).count()) > 0) {
      await page.goto('/storefront');
      await page
        .getByRole('button', { name: /^Add to Cart/ })
        .first()
        .click();
      await page.goto(addressOf(screen));
      await page.locator('h1').first().waitFor();
      await settled(page);
    }
  }

  describe.each(WIDTHS)('at %p px', (width) => {
    it.each(['visitor', 'customer', 'employee'] as const)('for a %s', async (role) => {
      const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width, height: 780 } });
      try {
        const page = await context.newPage();
        rig.watch(page);
        if (role === 'customer') await signInThroughTheForm(page, 'customer', CUSTOMER);
        if (role === 'employee') await signInThroughTheForm(page, 'employee', EMPLOYEE);
        const problems: string[] = [];
        for (const screen of SCREENS[role]) {
          await visit(page, role, screen);
          problems.push(...(await everyOpenedControlReachable(page, `${role} ${width}px ${addressOf(screen)}`)));
        }
        if (problems.length > 0) await screenshot(page, `menus-fit-${role}-${width}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
