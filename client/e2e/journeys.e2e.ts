import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '../src/lib/messages';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { shownIn } from './support/eventually';
import { settled } from './support/settled';
import { choosePlace } from './support/place';

const DANGGIT = 'Dried Danggit (Rabbitfish) 250 g';
const TINAPA = 'Tinapang Bangus (Smoked Milkfish) 400 g';
const DILIS = 'Dilis (Dried Anchovies) 200 g';
const NEW_PRODUCT = { id: 'SMK-900', name: 'Smoked Tanigue Steaks 500 g' };
const REMARKS = 'Ready for pick-up at the Rosario plant 🐟';
const CUSTOMER = { userName: 'juan.e2e', password: 'bangus-belly-2026' };

/** The two journeys of the storefront and the portal, in one browser, against the real server on a fresh database. */
browserSuite('customer and employee journeys in Chromium', () => {
  const rig = browserRig();
  let customer: BrowserContext;
  let employee: BrowserContext;
  let shopper: Page;
  let staff: Page;
  const orderIds: number[] = [];

  beforeAll(async () => {
    customer = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width: 1280, height: 900 } });
    employee = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width: 1280, height: 900 } });
    shopper = await customer.newPage();
    staff = await employee.newPage();
    rig.watch(shopper, staff);
  });

  /** A form field by its visible label (required fields add a decorative " *"). */
  const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
    scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  /** The review opens on Delivery to the profile address (Kawit is in the Cavite zone): this customer picks it up, paying cash. */
  async function pickUpAndConfirm(page: Page) {
    const review = page.getByRole('dialog', { name: 'Review your order' });
    // The review has opened on Delivery with its dates (as a customer sees it) before the customer picks Pickup.
    await shownIn(field(review, 'Delivery date'), review, 90_000);
    await review.getByRole('radio', { name: 'Pickup at our Cavite facility' }).check();
    // The dates are asked for as Pickup is chosen; beside the server's suite on two cores the answer has taken over 30 s.
    await shownIn(field(review, 'Pickup date'), review, 90_000);
    await review.getByRole('button', { name: 'Confirm Order' }).click();
  }

  async function noSeriousViolations(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }

  it('customer: register (signed in at once) → add two products → edit a quantity → place order → pending list', async () => {
    const page = shopper;
    await page.goto('/register-page');
    await page.getByRole('heading', { name: 'New to the WATERS?' }).waitFor();
    await field(page, 'User Name').fill(CUSTOMER.userName);
    await field(page, 'Full Name').fill('Juan dela Cruz');
    await field(page, 'Address').fill('27 Tirona Hwy.');
    await choosePlace(page, { province: 'Cavite', city: 'Kawit' });
    await field(page, 'Mobile Number').fill('+63 917 555 0199');
    await field(page, 'Email Address').fill('juan.e2e@example.ph');
    await field(page, 'Password').fill(CUSTOMER.password);
    await field(page, 'Confirm Password').fill(CUSTOMER.password);
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(MESSAGES.registrationSucceeded).waitFor();
    // Signed in with the new account, and landed where a signed-in customer lands.
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Juan dela Cruz' }).waitFor();

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Browse Products' }).click();
    await page.getByRole('heading', { name: 'AVAILABLE PRODUCTS' }).waitFor();
    await page.getByRole('button', { name: `Increase quantity of ${DANGGIT}` }).click();
    await page.getByRole('button', { name: `Add to Cart: ${DANGGIT}` }).click();
    await toast(page, MESSAGES.addedToCart(DANGGIT));
    await page.getByRole('button', { name: `Add to Cart: ${TINAPA}` }).click();
    await toast(page, MESSAGES.addedToCart(TINAPA));
    await noSeriousViolations(page);
    await screenshot(page, 'journey-storefront');

    await page.getByRole('button', { name: 'View Cart' }).click();
    await toast(page, MESSAGES.redirectingToCart);
    await page.waitForURL('**/order-page');
    await page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
    await page.getByRole('button', { name: `EDIT ${TINAPA}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Cart Item' });
    await field(dialog, 'Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, MESSAGES.cartItemUpdated(TINAPA));
    await page.getByText('Total Price: ₱1,260.00').waitFor();
    // axe measures what is painted: the closing dialog must be gone, not half faded.
    await dialog.waitFor({ state: 'detached' });
    await noSeriousViolations(page);
    await screenshot(page, 'journey-cart');

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await pickUpAndConfirm(page);
    await toast(page, MESSAGES.orderPlaced);
    await page.waitForURL('**/pending-orders');
    await page.getByRole('heading', { name: 'YOUR PENDING ORDERS' }).waitFor();
    const firstRow = page.locator('tbody tr').filter({ hasText: '₱1,260.00' }).first();
    await firstRow.waitFor();
    orderIds.push(Number((await firstRow.locator('td').first().textContent())?.trim()));
    // The customer reads their word for it (a cash pickup waiting for the shop), with the day and how it is paid.
    expect(await firstRow.textContent()).toContain('Awaiting approval');
    expect(await firstRow.textContent()).toContain('Cash on pickup');

    // A second order, for the employee to cancel.
    await page.goto('/storefront');
    await page.getByRole('button', { name: `Add to Cart: ${DILIS}` }).click();
    await toast(page, MESSAGES.addedToCart(DILIS));
    await page.goto('/order-page');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await pickUpAndConfirm(page);
    await page.waitForURL('**/pending-orders');
    const secondRow = page.locator('tbody tr').filter({ hasText: '₱150.00' }).first();
    await secondRow.waitFor();
    orderIds.push(Number((await secondRow.locator('td').first().textContent())?.trim()));
    expect(orderIds.every(Number.isInteger)).toBe(true);
    await screenshot(page, 'journey-pending');
  });

  it('employee: log in → add a product → edit its price and status → approve one order with remarks → cancel another → activity log', async () => {
    const page = staff;
    await page.goto('/employee-login-page');
    await page.getByRole('heading', { name: 'Welcome to the Employee Portal (Strictly for Employees Only)' }).waitFor();
    await field(page, 'Username').fill('employee');
    await field(page, 'Password').fill('waters-employee');
    await page.getByRole('button', { name: 'Login' }).click();
    // Employees land on their authorization queue.
    await page.waitForURL('**/order-page');

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Manage Products' }).click();
    await page.getByRole('heading', { name: 'MANAGE PRODUCTS' }).waitFor();
    await page.getByRole('button', { name: 'ADD PRODUCT' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Product' });
    await field(add, 'Product ID').fill(NEW_PRODUCT.id);
    await field(add, 'Product Name').fill(NEW_PRODUCT.name);
    await field(add, 'Product Price (PHP)').fill('450');
    await field(add, 'Product Type').selectOption('SMOKED');
    await field(add, 'Product Image URL').fill('/images/products/smoked/tulingan.webp');
    await noSeriousViolations(page);
    await add.getByRole('button', { name: 'Save Product' }).click();
    await toast(page, MESSAGES.productAdded(NEW_PRODUCT.name));
    const row = page.locator('tbody tr').filter({ hasText: NEW_PRODUCT.id });
    await row.waitFor();

    await row.getByRole('button', { name: /EDIT/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await field(edit, 'Product Price (PHP)').fill('475.50');
    await field(edit, 'Product Status').selectOption('Unavailable');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, MESSAGES.productUpdated(NEW_PRODUCT.id));
    await page
      .locator('tbody tr')
      .filter({ hasText: NEW_PRODUCT.id })
      .filter({ hasText: '₱475.50' })
      .filter({ hasText: 'Unavailable' })
      .waitFor();
    await screenshot(page, 'journey-manage-products');

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Manage Orders' }).click();
    await page.getByRole('heading', { name: 'ORDER AUTHORIZATION' }).waitFor();
    const [approveId, cancelId] = orderIds;
    // Rows of the outer table only (each order also has a nested table of its lines).
    const orderRow = (id: number) =>
      page
        .locator('table:not(table table) > tbody > tr')
        .filter({ has: page.locator(':scope > td:first-child', { hasText: new RegExp(`^${id}$`) }) });

    await page.getByRole('button', { name: `Approve order ${approveId}`, exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Approve Order' });
    await approve.getByText(MESSAGES.approveQuestion).waitFor();
    await field(approve, 'Remarks').fill(REMARKS);
    await noSeriousViolations(page);
    await approve.getByRole('button', { name: 'Confirm Approval' }).click();
    await toast(page, MESSAGES.orderApproved(approveId));

    await page.getByRole('button', { name: `Cancel order ${cancelId}`, exact: true }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Order' });
    await cancel.getByText(MESSAGES.cancelQuestion).waitFor();
    await cancel.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await toast(page, MESSAGES.orderCancelled(cancelId));
    await page.getByRole('button', { name: `Approve order ${approveId}`, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Cancel order ${cancelId}`, exact: true }).waitFor({ state: 'detached' });

    await page.goto('/complete-orders');
    await page.getByRole('heading', { name: 'ORDER ACTIVITY LOG' }).waitFor();
    const approved = orderRow(approveId);
    await approved.waitFor();
    expect(await approved.textContent()).toContain('APPROVED');
    expect(await approved.textContent()).toContain(REMARKS);
    const cancelled = orderRow(cancelId);
    expect(await cancelled.textContent()).toContain('CANCELLED');
    expect(await cancelled.textContent()).toContain('N/A');
    await noSeriousViolations(page);
    await screenshot(page, 'journey-activity-log');
  });

  it('customer: sees both decisions in the order history, and not the unavailable product', async () => {
    const page = shopper;
    await page.goto('/complete-orders');
    await page.getByRole('heading', { name: 'YOUR ORDER HISTORY' }).waitFor();
    const history = page.locator('tbody tr');
    await history.filter({ hasText: 'Approved' }).filter({ hasText: REMARKS }).waitFor();
    await history.filter({ hasText: 'Cancelled' }).waitFor();
    expect(await history.filter({ hasText: 'Approved' }).textContent()).toContain(`${DANGGIT} - 2 x ₱285.00`);
    await noSeriousViolations(page);
    await screenshot(page, 'journey-history');

    await page.goto('/storefront');
    await page.getByRole('heading', { name: 'AVAILABLE PRODUCTS' }).waitFor();
    await page.getByRole('button', { name: `Add to Cart: ${DANGGIT}` }).waitFor();
    expect(await page.getByText(NEW_PRODUCT.name).count()).toBe(0);
  });

  it('customer: logging in from a page that asked for it comes back to that page (a plain login still goes home)', async () => {
    const fresh = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await fresh.newPage();
      await page.goto('/pending-orders');
      await page.getByText('Please log in to continue').waitFor();
      await page.getByRole('link', { name: 'log in' }).click();
      await page.waitForURL('**/login-page');
      await field(page, 'Username').fill(CUSTOMER.userName);
      await field(page, 'Password').fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/pending-orders');
      await page.getByRole('heading', { name: 'YOUR PENDING ORDERS' }).waitFor();
    } finally {
      await fresh.close();
    }
  });

  it('customer: a new tab of the same browser is still signed in, and the tab is titled after the screen', async () => {
    const tab = await customer.newPage();
    try {
      await tab.goto('/order-page');
      await tab.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
      expect(await tab.getByText('Please log in to continue').count()).toBe(0);
      // The cart the server rendered shows at the first paint; the page's code, a moment later, names the tab.
      const titled = 'Your Shopping Cart | WATERS';
      await tab
        .waitForFunction((title) => document.title === title, titled, { timeout: 30_000 })
        .catch(() => undefined);
      expect(await tab.title()).toBe(titled);
    } finally {
      await tab.close();
    }
  });

  // One test per width and role (five screens each, axe on each): twenty in one outran the test's
  // two minutes when the browser suites share two cores with the server's suite.
  describe.each([
    [360, 780, 'phone'],
    [1280, 900, 'desktop'],
  ] as const)('signed-in screens at %i px', (width, height, name) => {
    it.each([
      ['customer', ['/storefront', '/order-page', '/pending-orders', '/complete-orders', '/edit-profile']],
      ['employee', ['/storefront', '/order-page', '/complete-orders', '/admin', '/edit-profile']],
    ] as const)(
      '%s: no sideways page scrolling, no serious accessibility violations; a screenshot of each',
      async (role, paths) => {
        const page = role === 'customer' ? shopper : staff;
        await page.setViewportSize({ width, height });
        for (const path of paths) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          await settled(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect({ width, path, overflow }).toEqual({ width, path, overflow: 0 });
          await noSeriousViolations(page);
          await screenshot(page, `${name}-${role}${path.replace(/\//g, '-')}`);
        }
      },
    );
  });
});
