import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { cartKey } from '../src/state/cart';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { shownIn } from './support/eventually';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const PASSWORD = 'dried-squid-2026';
const ZONE = { name: 'Bacoor and Imus', fee: 80 };
const NOTE = 'Blue gate beside the sari-sari store; please call on arrival.';
const REFERENCE = 'GC-2026-778812';

interface Listed {
  productId: string;
  productName: string;
  productPrice: number;
}

const money = (pesos: number) =>
  `₱${pesos.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Delivery and payment as a customer meets them, on a 1280 px screen and a 360 px phone: an
 * address in the address book with its zone and fee, an order delivered on a chosen date with a
 * note, a cash pickup, a GCash order's proof and reference, and the order's steps as the staff
 * move it on (through the API, as the e2e helpers do).
 */
browserSuite('checkout with delivery, pickup and payment in Chromium', () => {
  const rig = browserRig();
  let products: Listed[];
  let clerkToken: string;

  beforeAll(async () => {
    const setup = await rig.browser.newContext({ baseURL: rig.server.url });
    const clerk = await apiLogin(setup.request, 'employee', EMPLOYEE);
    clerkToken = clerk.token;
    // Every day of the week and a late cut-off: dates are offered whenever the suite runs.
    await graphql(
      setup.request,
      'mutation($input: DeliveryZoneInput!) { createDeliveryZone(input: $input) { id } }',
      {
        input: {
          name: ZONE.name,
          areas: [{ province: 'Cavite', city: 'Bacoor' }],
          deliveryFee: ZONE.fee,
          leadDays: 1,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          cutoff: '23:59',
          active: true,
        },
      },
      clerkToken,
    );
    await setup.close();
  });

  describe.each([1280, 360])('at %p px', (width) => {
    const who = { userName: `delivery.e2e.${width}`, password: PASSWORD };
    let context: BrowserContext;
    let page: Page;
    let customerId: string;
    let deliveryOrderId: number;
    let deliveryTotal: number;

    beforeAll(async () => {
      const setup = await rig.browser.newContext({ baseURL: rig.server.url });
      await graphql(setup.request, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
        input: {
          ...who,
          confirmPassword: PASSWORD,
          fullName: 'Rosalinda Bautista',
          address: '8 Aguinaldo Hwy., Bacoor',
          mobileNumber: '+63 917 555 0177',
          emailAddress: `delivery.e2e.${width}@example.ph`,
        },
      });
      const buyer = await apiLogin(setup.request, 'customer', who);
      customerId = buyer.userId;
      products = (
        await graphql<{ availableProducts: Listed[] }>(
          setup.request,
          '{ availableProducts { productId productName productPrice } }',
          {},
          buyer.token,
        )
      ).availableProducts;
      await setup.close();
      ({ context, page } = await signedInContext(rig, 'customer', who, width));
    });
    afterAll(() => context?.close());

    /** The dates are asked for as Pickup is chosen; beside the server's suite on two cores the answer has taken over 30 s. */
    const SLOW_ANSWER_MS = 90_000;
    const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
    const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
    async function noSeriousViolations() {
      expect(await seriousViolations(page)).toEqual([]);
    }

    /** Two lines in this browser's cart (2 × the first product, 1 × the second); their total. */
    async function fillCart(): Promise<number> {
      const lines = products.slice(0, 2).map((product, i) => ({
        CustomerId: customerId,
        ProductId: product.productId,
        ProductName: product.productName,
        ProductPrice: product.productPrice,
        Quantity: 2 - i,
        TotalPrice: product.productPrice * (2 - i),
      }));
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        cartKey(customerId),
        JSON.stringify(lines),
      ] as const);
      return lines.reduce((sum, line) => sum + line.TotalPrice, 0);
    }

    async function openReview(): Promise<Locator> {
      await page.goto('/order-page');
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      const review = page.getByRole('dialog', { name: 'Review your order' });
      await review.waitFor();
      return review;
    }

    /** Confirm Order, then the newest order's page from the pending list. */
    async function confirmAndOpenOrder(review: Locator): Promise<number> {
      await review.getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL('**/pending-orders');
      const link = page.locator('[data-record]').first().getByRole('link').first();
      await link.waitFor();
      const orderId = Number((await link.textContent())?.trim());
      expect(Number.isInteger(orderId)).toBe(true);
      await link.click();
      await page.waitForURL(`**/orders/${orderId}`);
      await page.getByRole('heading', { level: 1, name: `ORDER ${orderId}` }).waitFor();
      return orderId;
    }

    const panel = (name: string) => page.getByRole('region', { name });
    /** The customer's word leading the order's page. */
    const word = (text: string) =>
      page
        .locator('.badge', { hasText: new RegExp(`^${text}$`) })
        .first()
        .waitFor();

    it('adds a delivery address in Edit Profile: its zone and fee show, the profile address comes first', async () => {
      await page.goto('/edit-profile');
      const book = page.getByRole('region', { name: 'Delivery addresses' });
      await book.getByText('From your profile').waitFor();
      await book.getByRole('button', { name: 'Add an address' }).click();
      const form = page.getByRole('form', { name: 'Add a delivery address' });
      // The form opens on its first field.
      expect(await field(form, 'Label').evaluate((el) => el === document.activeElement)).toBe(true);
      await form.getByRole('button', { name: 'Save address' }).click();
      await form.getByText('Enter the street and building.').waitFor();
      await form.getByText('Choose the province.').waitFor();
      await field(form, 'Label').fill('Home');
      await field(form, 'Street address').fill('12 Mabini St.');
      // The places come from the Philippine list: the province, then its cities, then the city's barangays.
      await field(form, 'Province').selectOption({ label: 'Cavite' });
      await field(form, 'City or municipality')
        .locator('option', { hasText: 'Bacoor City' })
        .waitFor({ state: 'attached' });
      await field(form, 'City or municipality').selectOption({ label: 'Bacoor City' });
      await field(form, 'Barangay \\(optional\\)')
        .locator('option', { hasText: 'Molino III' })
        .waitFor({ state: 'attached' });
      await field(form, 'Barangay \\(optional\\)').selectOption({ label: 'Molino III' });
      await field(form, 'Landmark \\(optional\\)').fill('Blue gate');
      await form.getByLabel(/default/).check();
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-address-form`);
      await form.getByRole('button', { name: 'Save address' }).click();
      await form.waitFor({ state: 'detached' });
      const entries = book.getByRole('list', { name: 'Your addresses' }).getByRole('listitem');
      await entries
        .nth(1)
        .getByText(`Delivery zone: ${ZONE.name}, fee ${money(ZONE.fee)}`)
        .waitFor();
      expect(await entries.first().textContent()).toContain('From your profile');
      expect(await entries.nth(1).textContent()).toContain('Default');
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-address-book`);
    });

    it('checks out with delivery: the fee is in the total; the date and note show on the order page', async () => {
      const goods = await fillCart();
      const review = await openReview();
      // Chosen for the customer: the default address delivers.
      const date = field(review, 'Delivery date');
      await date.waitFor();
      expect(await field(review, 'Deliver to').locator('option:checked').textContent()).toContain(
        'Home: 12 Mabini St., Brgy. Molino III, Bacoor City, Cavite (landmark: Blue gate)',
      );
      // A later date than the first offered one.
      await date.selectOption({ index: 1 });
      const chosenDate = ((await date.locator('option:checked').textContent()) ?? '').trim();
      expect(chosenDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}$/);
      await field(review, 'Note for us \\(optional\\)').fill(NOTE);
      await review.getByText(`${500 - NOTE.length} of 500 characters left`, { exact: false }).waitFor();
      await review.getByRole('radio', { name: 'Cash on delivery' }).check();
      await review.getByText(`Order total: ${money(goods + ZONE.fee)}`).waitFor();
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-review-delivery`);

      deliveryOrderId = await confirmAndOpenOrder(review);
      deliveryTotal = goods + ZONE.fee;
      const delivery = panel('Delivery');
      await delivery.getByText(chosenDate).waitFor();
      await delivery.getByText(NOTE).waitFor();
      await delivery.getByText(ZONE.name).waitFor();
      await delivery.getByText('12 Mabini St., Brgy. Molino III, Bacoor City, Cavite (landmark: Blue gate)').waitFor();
      const items = panel('Items');
      expect(await items.textContent()).toContain(`Delivery fee: ${money(ZONE.fee)}`);
      expect(await items.textContent()).toContain(`Total: ${money(goods + ZONE.fee)}`);
      expect(await panel('Payment').textContent()).toContain('Cash on delivery');
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-order-delivery`);
    });

    it('checks out with pickup and cash: no fee, the facility named', async () => {
      const goods = await fillCart();
      const review = await openReview();
      // The default address is in a zone that delivers: the review starts on Delivery; pickup is one choice away.
      await field(review, 'Deliver to').waitFor();
      expect(await review.getByRole('radio', { name: 'Delivery', exact: true }).isChecked()).toBe(true);
      await review.getByRole('radio', { name: 'Pickup at our Cavite facility' }).check();
      await shownIn(field(review, 'Pickup date'), review, SLOW_ANSWER_MS);
      expect(await review.getByRole('radio', { name: 'Cash on pickup' }).isChecked()).toBe(true);
      await review.getByText(`Order total: ${money(goods)}`).waitFor();
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-review-pickup`);

      await confirmAndOpenOrder(review);
      await panel('Delivery').getByText('Pickup at our Cavite facility').waitFor();
      expect(await panel('Items').textContent()).toContain(`Delivery fee: ${money(0)}`);
      expect(await panel('Payment').textContent()).toContain('Cash on pickup');
      // Cash takes no proof.
      expect(await page.getByLabel('Picture of the receipt').count()).toBe(0);
    });

    it('a GCash order says where to send how much before and after it is placed (copied with a tap), then takes the receipt and its reference: "Payment sent"', async () => {
      const goods = await fillCart();
      const review = await openReview();
      // A pickup: the review opens on Delivery (the default address delivers); once it shows, the customer picks Pickup.
      await shownIn(field(review, 'Deliver to'), review);
      await review.getByRole('radio', { name: 'Pickup at our Cavite facility' }).check();
      await shownIn(field(review, 'Pickup date'), review, SLOW_ANSWER_MS);
      await review.getByRole('radio', { name: 'GCash' }).check();
      // Before Confirm Order: the account, the exact total and the reference to write.
      const before = review.getByRole('region', { name: 'How to pay' });
      await before
        .getByText(`Once you confirm, send ${money(goods)} by GCash to this account`, { exact: false })
        .waitFor();
      expect(await before.textContent()).toContain('GCash number0917 555 0100');
      await before.getByRole('button', { name: 'Copy gcash number' }).click();
      await before.getByRole('button', { name: 'Copied! gcash number' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('09175550100');
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-review-gcash`);

      // After it: Pending Orders leads with the new order and the same instructions, with its number as the reference.
      await review.getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL('**/pending-orders');
      const placed = page.getByRole('region', { name: /^Order \d+ placed/ });
      await placed.getByText(`Send ${money(goods)} by GCash, with order`, { exact: false }).waitFor();
      const orderId = Number(
        /Order (\d+) placed/.exec(
          (await placed.getByRole('heading', { level: 2, name: /^Order \d+ placed/ }).textContent()) ?? '',
        )?.[1],
      );
      expect(await placed.textContent()).toContain(`Reference${orderId}`);
      await placed.getByRole('button', { name: 'Copy reference' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(orderId));
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-just-placed`);
      await placed.getByRole('link', { name: `Open order ${orderId}` }).click();
      await page.getByRole('heading', { level: 1, name: `ORDER ${orderId}` }).waitFor();
      await page.locator('.badge', { hasText: /^Awaiting payment$/ }).waitFor();
      const payment = panel('Payment');
      await payment.getByText('Unpaid', { exact: true }).waitFor();
      // The receipt goes right under the instructions.
      const next = page.locator('.next-step-card');
      const receipt = await sharp({ create: { width: 96, height: 160, channels: 3, background: '#0a6ed1' } })
        .png()
        .toBuffer();
      await page
        .getByLabel('Picture of the receipt')
        .setInputFiles({ name: 'gcash-receipt.png', mimeType: 'image/png', buffer: receipt });
      await next.getByRole('button', { name: 'Send proof' }).click();
      await toast('Proof of payment sent.');
      await payment.getByText('Proof sent', { exact: true }).waitFor();
      await page.locator('.badge', { hasText: /^Payment sent$/ }).waitFor();
      await payment.getByRole('img', { name: 'The proof of payment you sent' }).waitFor();
      await field(next, 'Reference number').fill(REFERENCE);
      await next.getByRole('button', { name: 'Save reference' }).click();
      await toast('Reference number saved.');
      await payment.getByText(REFERENCE, { exact: true }).waitFor();
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-order-gcash-proof`);
    });

    it('the order’s steps fill in as the staff approve, pack, send out and deliver it (live)', async () => {
      await page.goto(`/orders/${deliveryOrderId}`);
      const steps = page.getByRole('list', { name: 'Order steps' }).getByRole('listitem');
      await steps.first().waitFor();
      expect(await steps.allTextContents()).toEqual([
        expect.stringMatching(/^✓ Placed.*\d{4}/),
        '○ Approvedwaiting',
        '○ Packedwaiting',
        '○ Out for deliverywaiting',
        '○ Deliveredwaiting',
      ]);
      // The live stream is open before the staff act.
      await page.waitForFunction(() => document.documentElement.dataset.liveOrders === 'open');

      const request = context.request;
      await graphql(
        request,
        'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
        { input: { orderId: deliveryOrderId, remarks: 'Out tomorrow' } },
        clerkToken,
      );
      await steps.nth(1).filter({ hasNotText: 'waiting' }).waitFor();
      // The word at the top follows each step, and says the cash to have ready.
      await word('Approved');
      await page
        .getByText(`We will collect ${money(deliveryTotal)} in cash when we deliver on`, { exact: false })
        .waitFor();
      for (const to of ['PACKED', 'OUT_FOR_DELIVERY']) {
        await graphql(
          request,
          'mutation($id: Int!, $to: FulfilmentStatus!) { advanceFulfilment(orderId: $id, to: $to, confirmOffDate: true) { orderId } }',
          { id: deliveryOrderId, to },
          clerkToken,
        );
      }
      await steps.nth(3).filter({ hasNotText: 'waiting' }).waitFor();
      await word('Out for delivery');
      expect(await steps.nth(4).textContent()).toContain('waiting');
      await noSeriousViolations();
      await screenshot(page, `checkout-${width}-order-steps`);

      // Handed over on whatever day this runs, the whole total collected at the door.
      await graphql(
        request,
        'mutation($id: Int!, $cash: Float!) { advanceFulfilment(orderId: $id, to: DELIVERED, cashCollected: $cash, confirmOffDate: true) { orderId } }',
        { id: deliveryOrderId, cash: deliveryTotal },
        clerkToken,
      );
      await steps.nth(4).filter({ hasNotText: 'waiting' }).waitFor();
      expect((await steps.allTextContents()).every((text) => text.startsWith('✓') && !text.includes('waiting'))).toBe(
        true,
      );
      // Delivered, never APPROVED again; the cash counted at the door paid it.
      await word('Delivered');
      await panel('Payment').getByTestId('payment-status').filter({ hasText: /^Paid/ }).waitFor();
      expect(await page.getByText('APPROVED', { exact: true }).count()).toBe(0);
    });
  });
});
