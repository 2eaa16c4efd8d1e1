import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually } from './support/eventually';
import { settled } from './support/settled';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const CUSTOMER = { userName: 'deliveries.e2e', password: 'tinapa-sa-malolos-2026' };
/** A province the demo zones leave out, so that only the zone made in the test delivers there. */
const ZONE = { name: 'Bulacan North', province: 'Bulacan', city: 'Malolos', fee: '95' };

/** A photo of a GCash receipt as a phone would send it: a small PNG. */
const receipt = () =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 0, g: 112, b: 224 } } })
    .png()
    .toBuffer();

/**
 * The back office's side of a delivered order: an employee sets up a delivery zone, checks a
 * customer's GCash proof in ORDER AUTHORIZATION, marks the order paid, approves it, then packs,
 * sends out and delivers it on the Deliveries screen, and prints the day's manifest; at 1280 and 360 px.
 */
browserSuite('Delivery zones, payment proofs and the Deliveries screen in Chromium', () => {
  const rig = browserRig();
  let api: APIRequestContext;
  let buyerToken: string;
  let addressId: number | null = null;

  beforeAll(async () => {
    const context = await rig.browser.newContext({ baseURL: rig.server.url });
    api = context.request;
    const profile = {
      ...CUSTOMER,
      confirmPassword: CUSTOMER.password,
      fullName: 'Rosa Bautista',
      address: '12 Paseo del Congreso, Malolos, Bulacan',
      mobileNumber: '+63 917 555 0177',
      emailAddress: 'rosa.bautista@example.ph',
    };
    await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: profile });
    buyerToken = (await apiLogin(api, 'customer', CUSTOMER)).token;
  });

  /** The customer's order of dried fish, delivered to Malolos on the first date offered and paid as `paymentMethod` says. */
  async function placeDeliveryOrder(paymentMethod: 'GCASH' | 'CASH'): Promise<{ orderId: number; date: string }> {
    if (addressId === null) {
      const added = await graphql<{ addAddress: { id: number } }>(
        api,
        'mutation($input: AddressInput!) { addAddress(input: $input) { id } }',
        {
          input: {
            label: 'Home',
            address: '12 Paseo del Congreso',
            city: ZONE.city,
            province: ZONE.province,
            isDefault: true,
          },
        },
        buyerToken,
      );
      addressId = added.addAddress.id;
    }
    const items = [{ productId: 'DRD-001', quantity: 1 }];
    const options = await graphql<{ deliveryOptions: { dates: string[]; unavailableReason: string | null } }>(
      api,
      'query($input: DeliveryQuoteInput!) { deliveryOptions(input: $input) { dates unavailableReason } }',
      { input: { method: 'DELIVERY', addressId, items } },
      buyerToken,
    );
    expect(options.deliveryOptions.unavailableReason).toBeNull();
    const date = options.deliveryOptions.dates[0];
    const placed = await graphql<{ placeOrder: { orderId: number } }>(
      api,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      {
        input: {
          items,
          delivery: { method: 'DELIVERY', addressId, date, note: 'Blue gate beside the bakery' },
          paymentMethod,
        },
      },
      buyerToken,
    );
    return { orderId: placed.placeOrder.orderId, date };
  }

  /** The customer's GCash order, with a picture of the receipt sent. */
  async function placeGcashOrder(): Promise<{ orderId: number; date: string }> {
    const { orderId, date } = await placeDeliveryOrder('GCASH');
    await graphql(
      api,
      'mutation($orderId: Int!, $reference: String!) { setPaymentReference(orderId: $orderId, reference: $reference) { orderId } }',
      { orderId, reference: `GC-${orderId}-7731` },
      buyerToken,
    );
    // Sent the way the customer's browser sends it: the picture as the body, with the session's token (and no cookie).
    const uploaded = await fetch(`${rig.server.url}/api/orders/${orderId}/payment-proof`, {
      method: 'PUT',
      body: new Uint8Array(await receipt()),
      headers: { 'content-type': 'image/png', authorization: `Bearer ${buyerToken}` },
    });
    expect(uploaded.status).toBe(200);
    return { orderId, date };
  }

  /** The page as a phone or a laptop shows it: nothing wider than the window, no serious axe violation. */
  async function expectSound(page: Page, step: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ step, overflow }).toEqual({ step, overflow: 0 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });
  }

  /** A notice the page raised. */
  const notice = (page: Page, text: string) =>
    page.locator('.notice-region').getByText(text, { exact: true }).first().waitFor();

  /** An employee's own page, from the side menu (the ☰ menu on a phone). */
  async function openFromMenu(page: Page, label: string) {
    await openFromSideMenu(page, label);
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
  }

  /** The proof's thumbnail: shown once fetched with the employee's token, then opened large. */
  async function openProof(page: Page, orderId: number) {
    const thumbnail = page.getByRole('button', { name: `Proof of payment for order ${orderId}, open large` });
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: `Proof of payment — order ${orderId}` });
    const large = dialog.getByRole('img', { name: `Proof of payment for order ${orderId}` });
    expect(
      await eventually(
        () => large.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        (width) => width > 0,
      ),
    ).toBe(480);
    return dialog;
  }

  /** Marks the order paid (confirmed with its total beside the proof) and approves it in ORDER AUTHORIZATION. */
  async function markPaidAndApprove(page: Page, orderId: number) {
    await page.getByRole('button', { name: `Mark as paid (order ${orderId})` }).click();
    await page
      .getByRole('dialog', { name: `Mark order ${orderId} as paid` })
      .getByRole('button', { name: /^Confirm payment of ₱/ })
      .click();
    await notice(page, `Order ${orderId} marked as paid.`);
    await page.getByRole('button', { name: `Mark as paid (order ${orderId})` }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Approve order ${orderId}` }).click();
    const decision = page.getByRole('dialog', { name: 'Approve Order' });
    await decision.getByRole('button', { name: 'Confirm Approval' }).click();
    await notice(page, `Order ${orderId} approved.`);
    await decision.waitFor({ state: 'detached' });
  }

  /**
   * Takes the order's next step on the Deliveries screen and waits for the notice and the following
   * button. A step the table asks about first (another day than the order's, the cash counted at the
   * door) is answered as a clerk would: confirmed, the whole total collected.
   */
  async function step(page: Page, orderId: number, button: string, done: string, next: string | null) {
    // Exact names: "Undo delivered (order 7)" also contains "Delivered (order 7)".
    await page.getByRole('button', { name: `${button} (order ${orderId})`, exact: true }).click();
    const asked = page.getByRole('dialog', { name: `${button}: order ${orderId}` });
    const answered = await Promise.race([notice(page, done).then(() => false), asked.waitFor().then(() => true)]);
    if (answered) {
      await asked.getByRole('button', { name: new RegExp(`^${button}`) }).click();
      await notice(page, done);
    }
    if (next) await page.getByRole('button', { name: `${next} (order ${orderId})`, exact: true }).waitFor();
    else
      await page
        .getByRole('button', { name: `${button} (order ${orderId})`, exact: true })
        .waitFor({ state: 'detached' });
  }

  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('at 1280 px: adds a zone, checks a GCash proof, marks the order paid and approves it, delivers it step by step and prints the manifest', async () => {
    const signedIn = await signedInContext(rig, 'employee', EMPLOYEE, 1280);
    context = signedIn.context;
    const { page } = signedIn;

    // Delivery zones: a new zone for Malolos, every day, orders until just before midnight.
    await openFromMenu(page, 'Delivery zones');
    await page.getByRole('table', { name: 'Delivery zones' }).waitFor();
    await page.getByRole('button', { name: 'Add a zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a delivery zone' });
    await dialog.getByLabel(/^Name/).fill(ZONE.name);
    // The area from the Philippine lists: the province, then the city of it.
    const province = dialog.getByLabel('Province (area 1)');
    await province.locator('option', { hasText: ZONE.province }).first().waitFor({ state: 'attached' });
    await province.selectOption({ label: ZONE.province });
    const city = dialog.getByLabel('City (area 1)');
    const malolos = city.locator('option', { hasText: ZONE.city }).first();
    await malolos.waitFor({ state: 'attached' });
    const cityName = (await malolos.textContent())!;
    await city.selectOption({ label: cityName });
    await dialog.getByLabel(/^Delivery fee/).fill(ZONE.fee);
    await dialog.getByRole('checkbox', { name: 'Sunday' }).check();
    await dialog.getByLabel(/^Cut-off/).fill('23:59');
    await expectSound(page, 'zone dialog 1280');
    await screenshot(page, 'delivery-zone-dialog-1280');
    await dialog.getByRole('button', { name: 'Add zone' }).click();
    await notice(page, `Zone ${ZONE.name} added.`);
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(`^${ZONE.name}`) });
    expect(await row.textContent()).toContain(`${cityName}, Bulacan₱95.001 dayEvery day23:59`);
    await expectSound(page, 'delivery zones 1280');
    await screenshot(page, 'delivery-zones-1280');

    // The customer orders for Malolos and sends the GCash receipt.
    const { orderId, date } = await placeGcashOrder();

    // ORDER AUTHORIZATION: the order's delivery, payment, reference and proof.
    await page.goto('/order-page');
    const queued = page.getByRole('row', { name: new RegExp(`^${orderId} `) });
    await queued.getByRole('button', { name: `Proof of payment for order ${orderId}, open large` }).waitFor();
    const text = await queued.textContent();
    expect(text).toContain(`Delivery: Delivery · ${ZONE.name} ·`);
    expect(text).toContain('Payment: GCash · Proof sent');
    expect(text).toContain(`Reference: GC-${orderId}-7731`);
    await expectSound(page, 'queue 1280');
    await screenshot(page, 'order-authorization-proof-1280');
    const proof = await openProof(page, orderId);
    await expectSound(page, 'proof 1280');
    await screenshot(page, 'payment-proof-large-1280');
    await proof.getByRole('button', { name: 'Close' }).click();
    await proof.waitFor({ state: 'detached' });
    await markPaidAndApprove(page, orderId);

    // Deliveries: the day's manifest, the zone's group, the order's steps.
    await page.goto(`/deliveries?date=${date}`);
    const group = page.getByRole('region', { name: `Deliveries: ${ZONE.name}` });
    const delivery = group.getByRole('row', { name: new RegExp(`^${orderId} `) });
    await delivery.waitFor();
    expect(await delivery.textContent()).toContain('Blue gate beside the bakery');
    expect(await delivery.textContent()).toContain('GCash · Paid');
    await expectSound(page, 'deliveries 1280');
    await screenshot(page, 'deliveries-1280');
    await step(page, orderId, 'Mark packed', `Order ${orderId} is packed.`, 'Out for delivery');
    await step(page, orderId, 'Out for delivery', `Order ${orderId} is out for delivery.`, 'Delivered');
    await step(page, orderId, 'Delivered', `Order ${orderId} was delivered.`, null);
    expect(await delivery.textContent()).toContain('Delivered');

    // On paper: the manifest alone, no navigation, no notices and no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav:visible').count()).toBe(0);
    expect(await page.locator('button:visible').count()).toBe(0);
    expect(await page.locator('input:visible, select:visible').count()).toBe(0);
    expect(await group.getByRole('table').isVisible()).toBe(true);
    await screenshot(page, 'deliveries-print-1280');
    await page.emulateMedia({ media: 'screen' });
  });

  it('at 360 px: the zones, a proof opened large on a phone, and the day’s deliveries', async () => {
    const { orderId, date } = await placeGcashOrder();
    const signedIn = await signedInContext(rig, 'employee', EMPLOYEE, 360);
    context = signedIn.context;
    const { page } = signedIn;

    await openFromMenu(page, 'Delivery zones');
    await page.getByRole('list', { name: 'Delivery zones' }).waitFor();
    await expectSound(page, 'delivery zones 360');
    await screenshot(page, 'delivery-zones-360');

    await page.goto('/order-page');
    await page.getByRole('button', { name: `Proof of payment for order ${orderId}, open large` }).waitFor();
    await expectSound(page, 'queue 360');
    await screenshot(page, 'order-authorization-proof-360');
    const proof = await openProof(page, orderId);
    await expectSound(page, 'proof 360');
    await screenshot(page, 'payment-proof-large-360');
    await proof.getByRole('button', { name: 'Close' }).click();
    await proof.waitFor({ state: 'detached' });
    await markPaidAndApprove(page, orderId);

    await openFromMenu(page, 'Deliveries');
    await page.goto(`/deliveries?date=${date}`);
    await page.getByRole('button', { name: `Mark packed (order ${orderId})` }).waitFor();
    await expectSound(page, 'deliveries 360');
    await screenshot(page, 'deliveries-360');
    await step(page, orderId, 'Mark packed', `Order ${orderId} is packed.`, 'Out for delivery');
  });

  it('at 1280 px: a cash-on-delivery order handed over with the cash counted at the door is paid in the same step, and its cash to collect goes', async () => {
    const { orderId, date } = await placeDeliveryOrder('CASH');
    const { token } = await apiLogin(api, 'employee', EMPLOYEE);
    await graphql(
      api,
      'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
      { input: { orderId } },
      token,
    );
    const signedIn = await signedInContext(rig, 'employee', EMPLOYEE, 1280);
    context = signedIn.context;
    const { page } = signedIn;

    await page.goto(`/deliveries?date=${date}`);
    const group = page.getByRole('region', { name: `Deliveries: ${ZONE.name}` });
    const delivery = group.getByRole('row', { name: new RegExp(`^${orderId} `) });
    await delivery.waitFor();
    await step(page, orderId, 'Mark packed', `Order ${orderId} is packed.`, 'Out for delivery');
    await step(page, orderId, 'Out for delivery', `Order ${orderId} is out for delivery.`, 'Delivered');
    const before = await delivery.textContent();
    expect(before).toContain('Cash on delivery · Unpaid');
    expect(before).toMatch(/Collect ₱/);

    // The driver hands over the cash: counted as the order is marked delivered, the row no longer asks for it.
    await step(page, orderId, 'Delivered', `Order ${orderId} was delivered.`, null);
    await delivery.getByText('Cash on delivery · Paid').waitFor();
    expect(await delivery.textContent()).not.toMatch(/Collect ₱/);
    expect(await page.getByRole('button', { name: `Mark as paid (order ${orderId})` }).count()).toBe(0);
    await expectSound(page, 'deliveries paid 1280');
  });
  /**
   * Opens `path` as a first visit and lists what it asks for, in order, until its live stream has
   * opened: `operationName`'s GraphQL requests as that name, everything else by path.
   */
  async function firstVisitRequests(page: Page, path: string, operationName: string): Promise<string[]> {
    const requests: string[] = [];
    const record = (request: { url(): string; postData(): string | null }) => {
      const asked =
        request.url().endsWith('/graphql') && request.postData()?.includes(`"operationName":"${operationName}"`);
      requests.push(asked ? operationName : new URL(request.url()).pathname);
    };
    // The page before ends first: its own lists, live stream and timers ask for nothing during the visit.
    await page.goto('about:blank');
    page.on('request', record);
    try {
      await page.goto(path);
      await settled(page);
      // Until its live stream is open and what that brings has been read: opening it is no reason to ask again.
      await page.locator('html[data-live-orders="open"]').waitFor({ state: 'attached' });
      await settled(page);
    } finally {
      page.off('request', record);
    }
    return requests;
  }

  /** The early script (src/api/early-query.ts) asked once, before anything the page's code asks for once it has rendered (the footer). */
  const expectAskedEarly = (requests: string[], operationName: string) => {
    try {
      expect(requests.filter((request) => request === operationName)).toHaveLength(1);
      const footer = requests.findIndex((request) => /\/assets\/Footer-/.test(request));
      expect(footer).toBeGreaterThan(-1);
      expect(requests.indexOf(operationName)).toBeLessThan(footer);
    } catch (error) {
      // What the page asked for, in order, says why.
      throw new Error(`${(error as Error).message}\nAsked for, in order: ${requests.join(', ')}`);
    }
  };

  it('the queue’s, the cart’s and deliveries’ shells say what the page is while its code loads: the queue’s title only to an employee, the cart’s only to a customer', async () => {
    const staff = await signedInContext(rig, 'employee', EMPLOYEE, 360);
    const buyer = await signedInContext(rig, 'customer', CUSTOMER, 360);
    try {
      // The page's code never arrives: what shows is the shell the server sent.
      for (const { page } of [staff, buyer]) await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      const queueTitle = (page: Page) => page.getByRole('heading', { name: 'ORDER AUTHORIZATION' });
      const cartTitle = (page: Page) => page.getByRole('heading', { name: 'YOUR SHOPPING CART' });
      await staff.page.goto('/order-page');
      await queueTitle(staff.page).waitFor();
      expect(await staff.page.locator('#root').getAttribute('data-shell')).not.toBeNull();
      expect(await cartTitle(staff.page).isVisible()).toBe(false);
      await buyer.page.goto('/order-page');
      await buyer.page.locator('html[data-signed-in-role="Customer"] #root[data-shell] .spinner-border').waitFor();
      await cartTitle(buyer.page).waitFor();
      expect(await queueTitle(buyer.page).isVisible()).toBe(false);
      await staff.page.goto('/deliveries');
      await staff.page.getByText('What the smokehouse packs for the orders approved on a day').waitFor();
      expect(await staff.page.locator('#root').getAttribute('data-shell')).not.toBeNull();
    } finally {
      await staff.context.close();
      await buyer.context.close();
    }
  });

  it('an order’s page comes with the order in its HTML for its customer, before the page’s code, in a new tab too; a tab signed in as someone else never shows it', async () => {
    const { orderId } = await placeDeliveryOrder('CASH');
    const buyer = await signedInContext(rig, 'customer', CUSTOMER, 360);
    const blockCode = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    try {
      // The page's code never arrives: what shows is what the server sent for this customer.
      await blockCode(buyer.page);
      await buyer.page.goto(`/orders/${orderId}`);
      await buyer.page.getByRole('heading', { name: `ORDER ${orderId}` }).waitFor();
      await buyer.page.getByTestId('next-step').waitFor();
      expect(await buyer.page.locator('#root').getAttribute('data-shell')).not.toBeNull();
      // Named as the screen from the server's HTML (the code that would set the title never ran).
      expect(await buyer.page.title()).toBe(`Order ${orderId} | WATERS`);
      // A new tab of the same browser (a link in the order's e-mail): its session starts from the token kept at
      // login before the page paints, so it shows the order the server rendered, still without the page's code.
      const fromMail = await buyer.context.newPage();
      await blockCode(fromMail);
      await fromMail.goto(`/orders/${orderId}`);
      await fromMail.getByRole('heading', { name: `ORDER ${orderId}` }).waitFor();
      await fromMail.getByTestId('next-step').waitFor();
      expect(await fromMail.locator('[data-shell-screen]').count()).toBe(1);
      expect(await fromMail.locator('html').getAttribute('data-signed-in-role')).toBe('Customer');
      await fromMail.close();
      // Another tab of the same browser (the same cookie) whose own session is someone else's: the order is removed, the loading state shows.
      const other = await buyer.context.newPage();
      await blockCode(other);
      await other.goto('/health');
      await other.evaluate(() => {
        sessionStorage.setItem('token', 'another.customers.token');
        sessionStorage.setItem('userId', 'another-customer');
        sessionStorage.setItem('role', 'Customer');
      });
      await other.goto(`/orders/${orderId}`);
      await other.locator('html[data-signed-in-role="Customer"] #root[data-shell] .spinner-border').waitFor();
      expect(await other.locator('[data-shell-screen]').count()).toBe(0);
      expect(await other.getByTestId('next-step').count()).toBe(0);
    } finally {
      await buyer.context.close();
    }
  });

  it('the cart comes with its lines in its HTML for its customer, before the page’s code; an employee’s queue does not', async () => {
    const buyer = await signedInContext(rig, 'customer', CUSTOMER, 360);
    const staff = await signedInContext(rig, 'employee', EMPLOYEE, 360);
    const blockCode = (page: Page) => page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    try {
      // A cart as the storefront keeps it; the app's code, on its next load, copies it for the cart's page.
      await buyer.page.evaluate(() => {
        const line = { ProductId: 'DRD-001', ProductName: 'Cart Shell Danggit', ProductPrice: 285, Quantity: 2 };
        localStorage.setItem(`cart_${sessionStorage.getItem('userId')}`, JSON.stringify([line]));
      });
      await buyer.page.goto('/home');
      await settled(buyer.page);
      await blockCode(buyer.page);
      const cartPage = await buyer.page.goto('/order-page');
      // Its code waits for the cart's first paint: a phone's connection brings the screen first, then the code.
      expect(await cartPage!.text()).toContain('<meta name="waters-code-after-first-picture"');
      await buyer.page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
      await buyer.page.getByText('Cart Shell Danggit').first().waitFor();
      await buyer.page.getByText('Total Price: ₱570.00').waitFor();
      expect(await buyer.page.locator('#root').getAttribute('data-shell')).not.toBeNull();
      expect(await buyer.page.title()).toBe('Your Shopping Cart | WATERS');
      // At a phone's width the line is a phone's card, as the page's code draws it: nothing it painted grows when the code draws again.
      await buyer.page.locator('.record-card', { hasText: 'Cart Shell Danggit' }).waitFor();
      expect(await buyer.page.locator('table', { hasText: 'Cart Shell Danggit' }).isVisible()).toBe(false);
      await blockCode(staff.page);
      const queuePage = await staff.page.goto('/order-page');
      // The queue's shell holds its code too, until its own title has painted.
      expect(await queuePage!.text()).toContain('<meta name="waters-code-after-first-picture"');
      await staff.page.getByRole('heading', { name: 'ORDER AUTHORIZATION' }).waitFor();
      expect(await staff.page.locator('[data-shell-screen]').count()).toBe(0);
    } finally {
      await buyer.context.close();
      await staff.context.close();
    }
  });

  it('a first visit to the queue, the day’s deliveries or an order’s page asks for its data with the HTML, once', async () => {
    const { orderId } = await placeDeliveryOrder('CASH');
    const staff = await signedInContext(rig, 'employee', EMPLOYEE, 1280);
    const buyer = await signedInContext(rig, 'customer', CUSTOMER, 360);
    try {
      const queue = await firstVisitRequests(staff.page, '/order-page', 'OrdersToAuthorize');
      expectAskedEarly(queue, 'OrdersToAuthorize');
      // The queue's own screen is preloaded by the early script for the employee (the shell lists
      // each role's); the customer's cart screen is not downloaded.
      const preloaded = 'head link[rel="modulepreload"][fetchpriority="low"][href^="/assets/OrderAuthorization-"]';
      expect(await staff.page.locator(preloaded).count()).toBe(1);
      expect(queue.some((request) => /\/assets\/OrderAuthorization-/.test(request))).toBe(true);
      expect(queue.filter((request) => /\/assets\/CartView-/.test(request))).toEqual([]);
      await staff.page
        .getByRole('row', { name: new RegExp(`^${orderId} `) })
        .first()
        .waitFor();
      expectAskedEarly(await firstVisitRequests(staff.page, '/deliveries', 'DeliveryManifest'), 'DeliveryManifest');
      await staff.page.locator('#deliveries-title').waitFor();
      expectAskedEarly(await firstVisitRequests(buyer.page, `/orders/${orderId}`, 'MyOrder'), 'MyOrder');
      await buyer.page.locator('h1', { hasText: String(orderId) }).waitFor();
    } finally {
      await staff.context.close();
      await buyer.context.close();
    }
  });
});
