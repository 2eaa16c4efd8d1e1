import type { BrowserContext, Locator, Page } from 'playwright-core';
import { MESSAGES } from '../src/lib/messages';
import { apiLogin, graphql, signedInContext, type Credentials } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';
import { settled } from './support/settled';
import { choosePlace } from './support/place';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const BUYER = { userName: 'feedback.e2e', password: 'tuyo-sa-umaga-2026' };
const PROFILE = {
  fullName: 'Rosa Feedback',
  address: '3 Marseilla St., Rosario, Cavite',
  mobileNumber: '+63 917 555 0177',
};
const TUYO = { id: 'DRD-001', name: 'Dried Danggit (Rabbitfish) 250 g' };
/** Its stock is not tracked: the cart tests never meet the stock the approval test sets. */
const TINAPA = { id: 'SMK-001', name: 'Tinapang Bangus (Smoked Milkfish) 400 g' };
const named = (name: string) => name.replace(/[()]/g, '\\$&');
const WIDTHS = [360, 1280] as const;

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id } }';
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }';
const STOCK = 'mutation($input: SetProductStockInput!) { setProductStock(input: $input) { productId } }';

/** A form field by its visible label (required fields add a decorative " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/**
 * Where an element is once the page has stopped moving (the same box 100 ms apart): on a busy
 * machine fonts and pictures may still be settling when the network is already idle.
 */
async function settledBox(element: Locator) {
  let box = await element.boundingBox();
  for (let tries = 0; tries < 30; tries++) {
    await new Promise((done) => setTimeout(done, 100));
    const next = await element.boundingBox();
    if (JSON.stringify(next) === JSON.stringify(box)) return box;
    box = next;
  }
  throw new Error('the element kept moving for 3 s');
}

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Issue 32: feedback that tells the reason and does not cry wolf, and pages that can be found. */
browserSuite('feedback and findability in Chromium', () => {
  const rig = browserRig();
  let api: BrowserContext;
  let clerkToken: string;
  let buyerToken: string;

  beforeAll(async () => {
    api = await rig.browser.newContext({ baseURL: rig.server.url });
    await graphql(api.request, REGISTER, {
      input: { ...BUYER, ...PROFILE, confirmPassword: BUYER.password, emailAddress: 'feedback.e2e@example.ph' },
    });
    clerkToken = (await apiLogin(api.request, 'employee', EMPLOYEE)).token;
    buyerToken = (await apiLogin(api.request, 'customer', BUYER)).token;
  });
  afterAll(() => api.close());

  const signedIn = (
    who: 'customer' | 'employee',
    width: number,
    credentials: Credentials = who === 'customer' ? BUYER : EMPLOYEE,
  ) => signedInContext(rig, who, credentials, width);

  describe.each(WIDTHS)('at %i px', (width) => {
    it('an empty authorization queue is a calm empty state, not a red error; an employee lands on it after login', async () => {
      const { context, page } = await signedIn('employee', width);
      try {
        expect(new URL(page.url()).pathname).toBe('/order-page');
        const empty = page.locator('main [role="status"]', { hasText: MESSAGES.noValidOrders });
        await empty.waitFor();
        expect(await page.locator('.notice-region .toast').count()).toBe(0);
        // Not red: the page's body text colour, not Bootstrap's danger.
        expect(await empty.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(220, 53, 69)');
        await noSeriousViolations(page);
        await screenshot(page, `feedback-${width}-empty-queue`);
      } finally {
        await context.close();
      }
    });

    it('approving an order the stock no longer covers says why, and the notice stays until closed from the keyboard', async () => {
      // Three on hand, two orders of two: the first approval leaves one, too few for the second.
      await graphql(api.request, STOCK, { input: { productId: TUYO.id, stockQuantity: 3 } }, clerkToken);
      const first = await graphql<{ placeOrder: { orderId: number } }>(
        api.request,
        PLACE,
        { input: { items: [{ productId: TUYO.id, quantity: 2 }] } },
        buyerToken,
      );
      const second = await graphql<{ placeOrder: { orderId: number } }>(
        api.request,
        PLACE,
        { input: { items: [{ productId: TUYO.id, quantity: 2 }] } },
        buyerToken,
      );
      await graphql(
        api.request,
        'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
        { input: { orderId: first.placeOrder.orderId } },
        clerkToken,
      );
      const { context, page } = await signedIn('employee', width);
      try {
        const id = second.placeOrder.orderId;
        await page.getByRole('button', { name: `Approve order ${id}` }).click();
        await page
          .getByRole('dialog', { name: 'Approve Order' })
          .getByRole('button', { name: 'Confirm Approval' })
          .click();
        const notice = page.locator('.notice-region [role="alert"] .toast');
        await notice.getByText(MESSAGES.errorApprovingOrder, { exact: true }).waitFor();
        const reason = `Order ${id} cannot be approved: not enough stock. ${TUYO.name} (${TUYO.id}): 2 wanted, 1 left.`;
        await notice.getByText(reason, { exact: true }).waitFor();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await noSeriousViolations(page);
        await screenshot(page, `feedback-${width}-stock-conflict`);
        await notice.getByRole('button', { name: 'Close notice' }).focus();
        await page.keyboard.press('Escape');
        await notice.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        // Decided elsewhere so the next run of this test starts from an empty queue.
        await graphql(
          api.request,
          'mutation($input: DecideOrderInput!) { cancelOrder(input: $input) { orderId } }',
          { input: { orderId: id } },
          clerkToken,
        );
      } finally {
        await context.close();
      }
    });

    it('a notice floats over the page: the button just pressed does not move, and the top bar stays clear', async () => {
      const { context, page } = await signedIn('customer', width);
      try {
        await page.goto('/storefront');
        const add = page.getByRole('button', { name: `Add to Cart: ${TINAPA.name}` });
        await add.scrollIntoViewIfNeeded();
        await settled(page);
        const before = await settledBox(add);
        await add.click();
        const notice = page.locator('.notice-region .toast', { hasText: MESSAGES.addedToCart(TINAPA.name) });
        await notice.waitFor();
        expect(await add.boundingBox()).toEqual(before);
        const bar = (await page.locator('.top-bar').boundingBox())!;
        const box = (await notice.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await noSeriousViolations(page);
        await screenshot(page, `feedback-${width}-notice-over-page`);
        // Another page: the notice stays behind.
        await page.getByRole('link', { name: /^Cart, / }).click();
        await page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
        expect(await page.locator('.notice-region .toast').count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('quantities can be typed on a card and in the product dialog, held to the allowed range', async () => {
      const { context, page } = await signedIn('customer', width);
      try {
        await page.goto('/storefront');
        const card = page.getByRole('article', { name: TINAPA.name });
        const box = card.getByRole('spinbutton', { name: `Quantity of ${TINAPA.name}` });
        expect(await box.getAttribute('inputmode')).toBe('numeric');
        await box.fill('0');
        await box.blur();
        expect(await box.inputValue()).toBe('1');
        await box.fill('4');
        await noSeriousViolations(page);
        await screenshot(page, `feedback-${width}-typed-quantity`);
        await card.getByRole('button', { name: `Add to Cart: ${TINAPA.name}` }).click();
        await page.getByText(MESSAGES.addedToCart(TINAPA.name), { exact: true }).waitFor();
        /** How many of the product the cart holds (its lines are kept per customer in local storage). */
        const cartQuantity = () =>
          page.evaluate((id) => {
            const lines = JSON.parse(localStorage.getItem(`cart_${sessionStorage.getItem('userId')}`) ?? '[]') as {
              ProductId: string;
              Quantity: number;
            }[];
            return lines.find((line) => line.ProductId === id)?.Quantity ?? 0;
          }, TINAPA.id);
        expect(await cartQuantity()).toBe(4);
        await card.getByRole('button', { name: new RegExp(`^View ${named(TINAPA.name)}`) }).click();
        const dialog = page.getByRole('dialog');
        const inDialog = dialog.getByRole('spinbutton', { name: `Quantity of ${TINAPA.name}` });
        await inDialog.fill('12');
        await noSeriousViolations(page);
        await screenshot(page, `feedback-${width}-typed-quantity-dialog`);
        await dialog.getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByText(MESSAGES.cartQuantityUpdated(TINAPA.name), { exact: true }).waitFor();
        expect(await cartQuantity()).toBe(16);
      } finally {
        await context.close();
      }
    });

    it.each([
      ['customer', ['Pending Orders', 'Order History']],
      ['employee', ['Activity Log', 'Admin Dashboard']],
    ] as const)(
      "the %s's own pages are one click from the side menu, and the phone menu holds Edit Profile and Logout",
      async (who, labels) => {
        const { context, page } = await signedIn(who, width);
        try {
          if (width < 992) {
            await page.getByRole('button', { name: 'Open menu' }).click();
            const menu = page.getByRole('dialog', { name: 'Menu' });
            await menu.waitFor();
            for (const label of [...labels, 'Edit Profile'])
              await menu.getByRole('link', { name: label, exact: true }).waitFor();
            await menu.getByRole('button', { name: 'Logout' }).waitFor();
            await noSeriousViolations(page);
            await screenshot(page, `feedback-${width}-${who}-phone-menu`);
            await page.getByRole('button', { name: 'Close menu' }).click();
            await menu.waitFor({ state: 'detached' });
          } else {
            const nav = page.getByRole('navigation', { name: 'Site' });
            for (const label of labels) await nav.getByRole('link', { name: label, exact: true }).waitFor();
          }
          await page.locator('#user-menu').click();
          const menu = page.locator('.dropdown-menu.show');
          await menu.getByRole('link', { name: 'Edit Profile' }).waitFor();
          await noSeriousViolations(page);
          await screenshot(page, `feedback-${width}-${who}-account-menu`);
          await page.keyboard.press('Escape');
          await openFromSideMenu(page, labels[0]);
          await page.waitForURL(who === 'customer' ? '**/pending-orders' : '**/complete-orders');
        } finally {
          await context.close();
        }
      },
    );

    it('sign-up shows each refusal beside its field, then signs the new customer in', async () => {
      const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width, height: 800 } });
      const page = await context.newPage();
      rig.watch(page);
      try {
        await page.goto('/register-page');
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
        const userName = `signup.${width}`;
        await field(page, 'User Name').fill(BUYER.userName);
        await field(page, 'Full Name').fill('Nena Signup');
        await field(page, 'Address').fill('12 Gen. Trias Dr.');
        await choosePlace(page, { province: 'Cavite', city: 'Rosario' });
        await field(page, 'Mobile Number').fill(PROFILE.mobileNumber);
        await field(page, 'Email Address').fill(`signup.${width}@example.ph`);
        await field(page, 'Password').fill('password123');
        await field(page, 'Confirm Password').fill('password123');
        await page.getByRole('button', { name: 'Register' }).click();
        const password = field(page, 'Password');
        await page.waitForFunction(
          () => document.getElementById('register-password')?.getAttribute('aria-invalid') === 'true',
        );
        expect(await page.locator('#register-password-error').textContent()).toBe(
          'Password is too common. Please choose another one.',
        );
        expect(await password.getAttribute('aria-describedby')).toContain('register-password-error');
        await page.getByRole('alert').getByText(MESSAGES.registrationFailed).waitFor();
        await noSeriousViolations(page);
        await screenshot(page, `feedback-${width}-signup-password-refused`);

        await password.fill('bangus-sa-hapag-2026');
        await field(page, 'Confirm Password').fill('bangus-sa-hapag-2026');
        await page.getByRole('button', { name: 'Register' }).click();
        await page.waitForFunction(
          () => document.getElementById('register-userName')?.getAttribute('aria-invalid') === 'true',
        );
        expect(await page.locator('#register-userName-error').textContent()).toBe('Username is already taken.');
        await screenshot(page, `feedback-${width}-signup-name-taken`);

        await field(page, 'User Name').fill(userName);
        await page.getByRole('button', { name: 'Register' }).click();
        await page.getByText(MESSAGES.registrationSucceeded).waitFor();
        await page.waitForURL('**/home');
        await page.locator('#user-menu', { hasText: 'Nena Signup' }).waitFor();
        expect(await page.evaluate(() => sessionStorage.getItem('role'))).toBe('Customer');
      } finally {
        await context.close();
      }
    });
  });

  it('a session the server ended says so on the login page, and a new login goes back to the page', async () => {
    const { context, page } = await signedIn('customer', 1280);
    try {
      await page.goto('/pending-orders');
      await page.getByRole('heading', { name: 'YOUR PENDING ORDERS' }).waitFor();
      // The live stream opens a second after the list; opened after the logout, its refusal would end the
      // session first (also right, but then the tab goes back to this page): the menu's link is the first refusal.
      await page.locator('html[data-live-orders="open"]').waitFor({ state: 'attached' });
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      // Signed out elsewhere: this tab's token is no longer accepted.
      await graphql(context.request, 'mutation { logout }', {}, token!);
      await openFromSideMenu(page, 'Order History');
      await page.waitForURL('**/login-page');
      await page.getByRole('alert').getByText('Your session ended; please log in again').waitFor();
      await noSeriousViolations(page);
      await screenshot(page, 'feedback-1280-session-ended');
      await field(page, 'Username').fill(BUYER.userName);
      await field(page, 'Password').fill(BUYER.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/complete-orders');
    } finally {
      await context.close();
    }
  });
});
