import type { Page } from 'playwright-core';
import { apiLogin, graphql, signInThroughTheForm } from './accounts';
import { screenshot } from './browser';
import { browserSuite } from './each-browser';
import { everyOpenedControlReachable } from './menus-fit';
import { browserRig } from './rig';
import { settled } from './settled';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const CUSTOMER = { userName: 'menus.e2e', password: 'dilis-and-garlic-2026' };
const ANY_DAY = () => new Date().toISOString().slice(0, 10);
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }';
const WIDTHS = [320, 360, 1280] as const;

export type Role = 'visitor' | 'customer' | 'employee';

/** Every screen of each role (`:pending` is a pending order of the customer's, `:day` the first day with orders to hand over). */
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
  customer: [
    '/storefront',
    '/order-page',
    '/pending-orders',
    '/complete-orders',
    '/edit-profile',
    '/api-keys',
    '/orders/:pending',
    '/home',
  ],
  employee: [
    '/storefront',
    '/order-page',
    '/complete-orders',
    '/admin',
    '/deliveries?date=:day',
    '/delivery-zones',
    '/payment-accounts',
    '/trade',
    '/webhooks',
    '/graphql-explorer',
    '/api-keys',
    '/edit-profile',
  ],
};

/**
 * The check that would have caught the account menu running off a phone's screen: for one role, at
 * 320, 360 and 1280 px, every screen's menus, dropdowns and dialogs are opened one after the other,
 * and every control in them must lie inside the window and not under a sticky bar. One file per role
 * (e2e/menus-fit-*.e2e.ts), so the three run beside the other browser suites.
 */
export function menusFitSuite(role: Role): void {
  browserSuite(`every menu, dropdown and dialog of every screen fits the window, for a ${role} (Chromium)`, () => {
    const rig = browserRig();
    let pendingOrder = 0;
    let deliveryDay = ANY_DAY();

    // A customer with a pending order (its page, its Cancel dialog) and an approved one (a day's manifest and its dialogs).
    beforeAll(async () => {
      if (role === 'visitor') return;
      const setup = await rig.browser.newContext({ baseURL: rig.server.url });
      const api = setup.request;
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
        (
          await graphql<{ placeOrder: { orderId: number } }>(
            api,
            PLACE,
            { input: { items: [{ productId, quantity: 2 }] } },
            buyer,
          )
        ).placeOrder.orderId;
      pendingOrder = await place('DRD-001');
      const approved = await place('DRD-002');
      await graphql(
        api,
        'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
        { input: { orderId: approved } },
        clerk,
      );
      const days = await graphql<{ deliveryDays: { date: string }[] }>(
        api,
        'query($from: String!) { deliveryDays(from: $from) { date } }',
        { from: ANY_DAY() },
        clerk,
      );
      deliveryDay = days.deliveryDays[0]?.date ?? deliveryDay;
      await setup.close();
    });

    const addressOf = (screen: string) => screen.replace(':pending', String(pendingOrder)).replace(':day', deliveryDay);

    /** The page at this address, loaded and quiet; a customer's cart holds something to edit and review. */
    async function visit(page: Page, screen: string): Promise<void> {
      await page.goto(addressOf(screen));
      await page.locator('h1').first().waitFor();
      await settled(page);
      if (role === 'customer' && screen === '/order-page' && (await page.getByText('Your cart is empty').count()) > 0) {
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

    it.each(WIDTHS)(
      'at %p px',
      async (width) => {
        // Reduced motion: Bootstrap then opens and closes without its fades, and the check does not wait for them.
        const context = await rig.browser.newContext({
          baseURL: rig.server.url,
          viewport: { width, height: 780 },
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          rig.watch(page);
          if (role !== 'visitor') await signInThroughTheForm(page, role, role === 'customer' ? CUSTOMER : EMPLOYEE);
          const problems: string[] = [];
          for (const screen of SCREENS[role]) {
            await visit(page, screen);
            problems.push(...(await everyOpenedControlReachable(page, `${role} ${width}px ${addressOf(screen)}`)));
          }
          if (problems.length > 0) await screenshot(page, `menus-fit-${role}-${width}`);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
        // Every screen of a role with every menu opened: about a minute alone, twice that beside the server's suite.
      },
      300_000,
    );
  });
}
