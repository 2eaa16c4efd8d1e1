import type { BrowserContext, Page } from 'playwright-core';
import { apiLogin, graphql, signInThroughTheForm } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';

const CUSTOMER = { userName: 'live.e2e', password: 'tinapa-at-kape-2026' };
const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }';

/** The back office and the shop follow each other live: new orders, decisions, stock and the Contact page's messages. */
browserSuite('live queue, stock and contact messages in Chromium', () => {
  const rig = browserRig();
  let customer: BrowserContext;
  let employee: BrowserContext;
  let shopper: Page;
  let staff: Page;
  let buyerToken: string;
  let clerkToken: string;

  beforeAll(async () => {
    customer = await rig.browser.newContext({ baseURL: rig.server.url });
    employee = await rig.browser.newContext({ baseURL: rig.server.url });
    const profile = {
      ...CUSTOMER,
      confirmPassword: CUSTOMER.password,
      fullName: 'Lorna Live',
      address: '9 Aguinaldo Hwy, Imus, Cavite',
      mobileNumber: '+63 917 555 0190',
      emailAddress: 'lorna.live@example.ph',
    };
    await graphql(customer.request, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: profile,
    });
    buyerToken = (await apiLogin(customer.request, 'customer', CUSTOMER)).token;
    clerkToken = (await apiLogin(employee.request, 'employee', EMPLOYEE)).token;
    shopper = await customer.newPage();
    staff = await employee.newPage();
    rig.watch(shopper, staff);
    await signInThroughTheForm(shopper, 'customer', CUSTOMER);
    await signInThroughTheForm(staff, 'employee', EMPLOYEE);
  });

  const place = async (productId: string, quantity = 1) =>
    (
      await graphql<{ placeOrder: { orderId: number } }>(
        customer.request,
        PLACE,
        { input: { items: [{ productId, quantity }] } },
        buyerToken,
      )
    ).placeOrder.orderId;

  it('shows a new order in the queue within a second, without a reload, and says so politely', async () => {
    await staff.goto('/order-page');
    await staff.getByRole('heading', { level: 1, name: 'ORDER AUTHORIZATION' }).waitFor();
    // The live stream is open (it opens a moment after the list has loaded).
    await staff.locator('html[data-live-orders="open"]').waitFor({ state: 'attached' });
    // A reload would lose this mark.
    await staff.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const records = staff.locator('[data-record]');
    expect(await records.count()).toBe(0);
    const orderId = await place('DRD-001');
    await records.first().waitFor({ timeout: 1_000 });
    expect(await records.count()).toBe(1);
    await staff
      .getByRole('status')
      .filter({ hasText: `New order ${orderId} is waiting for authorization.` })
      .waitFor({ timeout: 1_000 });
    expect(await staff.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await seriousViolations(staff)).toEqual([]);
  });

  it("moves a customer's pending order to history as soon as it is approved", async () => {
    const orderId = await place('DRD-001');
    await shopper.goto('/pending-orders');
    await shopper.getByRole('heading', { level: 1, name: 'YOUR PENDING ORDERS' }).waitFor();
    // The order placed by the test before and this one.
    const records = shopper.locator('[data-record]');
    await records.nth(1).waitFor();
    await shopper.locator('html[data-live-orders="open"]').waitFor({ state: 'attached' });
    await graphql(
      employee.request,
      'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
      { input: { orderId, remarks: 'Ready Friday' } },
      clerkToken,
    );
    await records.nth(1).waitFor({ state: 'detached', timeout: 2_000 });
    await shopper
      .getByRole('status')
      .filter({ hasText: `Your order ${orderId} was approved.` })
      .waitFor({ timeout: 2_000 });
  });

  it('fills the cart from an order in the history with "Order again", at today\'s prices', async () => {
    await shopper.goto('/complete-orders');
    await shopper.getByRole('heading', { level: 1, name: 'YOUR ORDER HISTORY' }).waitFor();
    await shopper
      .getByRole('button', { name: /^Order again/ })
      .first()
      .click();
    await shopper.waitForURL('**/order-page');
    await shopper.getByRole('heading', { level: 1, name: 'YOUR SHOPPING CART' }).waitFor();
    await shopper.locator('[data-record]').first().waitFor();
    expect(await shopper.locator('[data-record]').first().textContent()).toMatch(/Danggit/);
    await shopper.getByRole('status').filter({ hasText: "Added to your cart at today's prices" }).first().waitFor();
    expect(await seriousViolations(shopper)).toEqual([]);
  });

  it('lets an employee set a product\'s stock, which customers then see as "Only N left"', async () => {
    await staff.goto('/storefront');
    await staff.getByRole('heading', { level: 1, name: 'MANAGE PRODUCTS' }).waitFor();
    await staff.getByRole('button', { name: /^STOCK .*\(DRD-002\)$/ }).click();
    const dialog = staff.getByRole('dialog', { name: /^Stock of .*\(DRD-002\)$/ });
    await dialog.getByLabel('Units on hand').fill('2');
    await dialog.getByLabel('Low-stock alert at').fill('1');
    expect(await seriousViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save stock' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff
      .getByRole('row', { name: /DRD-002/ })
      .getByText('Stock: 2')
      .waitFor();

    await shopper.goto('/storefront');
    const card = shopper
      .getByRole('article')
      .filter({ has: shopper.getByRole('button', { name: /^Add to Cart/ }) })
      .filter({ hasText: 'Only 2 left' });
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await seriousViolations(shopper)).toEqual([]);
    await screenshot(shopper, 'storefront-only-n-left');
  });

  it('filters the activity log, exports it as CSV, and sums the day on the pick sheet', async () => {
    await staff.goto('/complete-orders');
    await staff.getByRole('heading', { level: 1, name: 'ORDER ACTIVITY LOG' }).waitFor();
    await staff.getByLabel('Status').selectOption('APPROVED');
    await staff.getByRole('button', { name: 'Apply filters' }).click();
    await staff.waitForURL(/status=APPROVED/);
    await staff.locator('[data-record]').first().waitFor();
    expect(await staff.locator('[data-record]', { hasText: 'CANCELLED' }).count()).toBe(0);
    expect(await seriousViolations(staff)).toEqual([]);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('order-activity-log.csv');
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }, reject);
    });
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.includes('APPROVED'))).toBe(true);

    await staff.goto('/admin');
    const sheet = staff.getByRole('region', { name: /^DAILY PICK SHEET/ });
    await sheet.getByRole('table', { name: /approved orders? on/ }).waitFor();
    expect(await sheet.getByRole('row', { name: /DRD-001/ }).count()).toBe(1);
    expect(await seriousViolations(staff)).toEqual([]);
  });

  it('shows the messages sent from the Contact page on /admin', async () => {
    const message = {
      name: 'Ramon Reyes',
      email: 'ramon@example.ph',
      subject: 'Wholesale tinapa',
      details: 'Forty packs a week\nfor our store in Dasmariñas.',
    };
    await graphql(customer.request, 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: message,
    });
    await staff.goto('/admin');
    const shown = staff.getByRole('article', { name: 'Wholesale tinapa' });
    await shown.waitFor();
    expect(await shown.getByRole('link', { name: 'Reply to Ramon Reyes' }).getAttribute('href')).toBe(
      'mailto:ramon@example.ph?subject=Re%3A%20Wholesale%20tinapa',
    );
    expect(await seriousViolations(staff)).toEqual([]);
  });
});
