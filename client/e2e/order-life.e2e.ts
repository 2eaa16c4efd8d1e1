import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const PASSWORD = 'tuyo-at-sinangag-2026';

const money = (pesos: number) =>
  `₱${pesos.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * One order's life walked across roles and screens, at 1280 and 360 px: the customer's page open
 * beside the clerk's screens, saying the right word after each step as it happens (no reload).
 * A GCash payment marked by mistake and taken back, marked again, the paid order cancelled, its
 * refund due then recorded; a cash delivery packed, the packing undone, sent out on another day
 * than its own (confirmed) and handed over with the cash counted at the door.
 */
browserSuite('the life of an order across the customer’s and the clerk’s screens in Chromium', () => {
  const rig = browserRig();
  let api: APIRequestContext;
  let clerk: string;

  beforeAll(async () => {
    const setup = await rig.browser.newContext({ baseURL: rig.server.url });
    api = setup.request;
    clerk = (await apiLogin(api, 'employee', EMPLOYEE)).token;
  });

  describe.each([1280, 360])('at %p px', (width) => {
    const who = { userName: `life.e2e.${width}`, password: PASSWORD };
    let buyer: string;
    let contexts: BrowserContext[] = [];

    beforeAll(async () => {
      await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
        input: {
          ...who,
          confirmPassword: PASSWORD,
          fullName: 'Liza Manalo',
          address: '4 Gen. Trias Drive, Rosario',
          mobileNumber: '+63 917 555 0142',
          emailAddress: `life.e2e.${width}@example.ph`,
        },
      });
      buyer = (await apiLogin(api, 'customer', who)).token;
    });
    afterEach(async () => {
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
    });

    /** The customer's order page and the clerk's session, each in a browser of its own at this width. */
    async function bothSides(orderId: number): Promise<{ customer: Page; staff: Page }> {
      const mine = await signedInContext(rig, 'customer', who, width);
      const theirs = await signedInContext(rig, 'employee', EMPLOYEE, width);
      contexts.push(mine.context, theirs.context);
      await mine.page.goto(`/orders/${orderId}`);
      await mine.page.getByRole('heading', { level: 1, name: `ORDER ${orderId}` }).waitFor();
      // The live stream is open before the clerk acts.
      await mine.page.waitForFunction(() => document.documentElement.dataset.liveOrders === 'open');
      return { customer: mine.page, staff: theirs.page };
    }

    /** The customer's page leads with `word` (its badge), read as it changes live. */
    const says = (page: Page, word: string) =>
      page
        .locator('.badge', { hasText: new RegExp(`^${word}$`) })
        .first()
        .waitFor();
    const notice = (page: Page, text: string) =>
      page.locator('.notice-region').getByText(text, { exact: true }).first().waitFor();

    async function sound(page: Page, step: string) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ step, overflow }).toEqual({ step, overflow: 0 });
      expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });
    }

    async function place(input: object): Promise<{ orderId: number; total: number }> {
      const placed = await graphql<{ placeOrder: { orderId: number; totalAmount: number } }>(
        api,
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId totalAmount } }',
        { input: { items: [{ productId: 'DRD-001', quantity: 2 }], ...input } },
        buyer,
      );
      return { orderId: placed.placeOrder.orderId, total: placed.placeOrder.totalAmount };
    }

    it('GCash: paid by mistake and taken back, paid again, cancelled (a refund due) and refunded — the customer reads each word as it happens', async () => {
      const { orderId, total } = await place({ paymentMethod: 'GCASH' });
      const receipt = await sharp({ create: { width: 120, height: 200, channels: 3, background: '#0a6ed1' } })
        .png()
        .toBuffer();
      const sent = await fetch(`${rig.server.url}/api/orders/${orderId}/payment-proof`, {
        method: 'PUT',
        body: new Uint8Array(receipt),
        headers: { 'content-type': 'image/png', authorization: `Bearer ${buyer}` },
      });
      expect(sent.status).toBe(200);
      const { customer, staff } = await bothSides(orderId);
      await says(customer, 'Payment sent');
      await customer.getByText(`We are checking your payment of ${money(total)}`).waitFor();

      // The clerk checks the receipt against the order's total before the payment is recorded.
      await staff.goto('/order-page');
      await staff.getByRole('button', { name: `Mark as paid (order ${orderId})` }).click();
      const check = staff.getByRole('dialog', { name: `Mark order ${orderId} as paid` });
      await check.getByText(`Order total: ${money(total)}`).waitFor();
      await check.getByRole('img', { name: `Proof of payment for order ${orderId}` }).waitFor();
      await sound(staff, 'mark paid dialog');
      await screenshot(staff, `order-life-${width}-mark-paid`);
      await check.getByRole('button', { name: `Confirm payment of ${money(total)}` }).click();
      await notice(staff, `Order ${orderId} marked as paid.`);
      await says(customer, 'Paid');

      // Marked by mistake: taken back with a reason, the same day.
      await staff.getByRole('button', { name: `Undo payment (order ${orderId})` }).click();
      const undo = staff.getByRole('dialog', { name: `Undo the payment of order ${orderId}` });
      await undo.getByLabel(/Reason/).fill('The receipt was for another order');
      await undo.getByRole('button', { name: 'Undo payment' }).click();
      await notice(staff, `The payment of order ${orderId} was taken back.`);
      await says(customer, 'Payment sent');

      await staff.getByRole('button', { name: `Mark as paid (order ${orderId})` }).click();
      await staff
        .getByRole('dialog', { name: `Mark order ${orderId} as paid` })
        .getByRole('button', { name: `Confirm payment of ${money(total)}` })
        .click();
      await says(customer, 'Paid');

      // Cancelled once paid: the dialog says the money becomes owed.
      await staff.getByRole('button', { name: `Cancel order ${orderId}` }).click();
      const cancel = staff.getByRole('dialog', { name: 'Cancel Order' });
      await cancel
        .getByText(`This order is paid (${money(total)}). Cancelling it makes a refund of ${money(total)} due`, {
          exact: false,
        })
        .waitFor();
      await cancel.getByRole('button', { name: 'Confirm Cancellation' }).click();
      await notice(staff, `Order ${orderId} cancelled.`);
      await says(customer, 'Refund due');
      await customer.getByText(`We owe you ${money(total)}.`, { exact: false }).waitFor();
      await sound(customer, 'refund due');
      await screenshot(customer, `order-life-${width}-refund-due`);

      // The refund sent, recorded from the dashboard.
      await staff.goto('/admin');
      const refunds = staff.getByRole('region', { name: /^Refunds to send/ });
      await refunds.getByRole('button', { name: `Record refund (order ${orderId})` }).click();
      const refund = staff.getByRole('dialog', { name: `Record the refund of order ${orderId}` });
      await refund.getByLabel(/Reference number/).fill('RF-2026-0042');
      await sound(staff, 'refund dialog');
      await refund.getByRole('button', { name: `Record refund of ${money(total)}` }).click();
      await notice(staff, `The refund of order ${orderId} was recorded.`);
      await says(customer, 'Refunded');
      await customer
        .getByText(`${money(total)} was sent back to you by GCash (reference RF-2026-0042)`, { exact: false })
        .waitFor();
    });

    it('cash delivery: packed, the packing undone, sent out on another day (confirmed), handed over with the cash counted at the door', async () => {
      const address = await graphql<{ addAddress: { id: number } }>(
        api,
        'mutation($input: AddressInput!) { addAddress(input: $input) { id } }',
        {
          input: {
            label: 'Home',
            address: '4 Gen. Trias Drive',
            city: 'Rosario',
            province: 'Cavite',
            isDefault: false,
          },
        },
        buyer,
      );
      const items = [{ productId: 'DRD-001', quantity: 2 }];
      const { deliveryOptions } = await graphql<{ deliveryOptions: { dates: string[] } }>(
        api,
        'query($input: DeliveryQuoteInput!) { deliveryOptions(input: $input) { dates } }',
        { input: { method: 'DELIVERY', addressId: address.addAddress.id, items } },
        buyer,
      );
      // The last date on offer: never today, so sending it out today asks first.
      const date = deliveryOptions.dates[deliveryOptions.dates.length - 1];
      const { orderId, total } = await place({
        delivery: { method: 'DELIVERY', addressId: address.addAddress.id, date },
        paymentMethod: 'CASH',
      });
      await graphql(
        api,
        'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
        { input: { orderId } },
        clerk,
      );
      const { customer, staff } = await bothSides(orderId);
      await says(customer, 'Approved');
      await customer
        .getByText(`We will collect ${money(total)} in cash when we deliver on`, { exact: false })
        .waitFor();

      await staff.goto(`/deliveries?date=${date}`);
      await staff.getByRole('button', { name: `Mark packed (order ${orderId})`, exact: true }).click();
      await notice(staff, `Order ${orderId} is packed.`);
      await says(customer, 'Packed');

      // A tap by mistake: the packing undone, with a reason.
      await staff.getByRole('button', { name: `Undo packed (order ${orderId})` }).click();
      const undo = staff.getByRole('dialog', { name: `Undo "Packed" (order ${orderId})` });
      await undo.getByLabel(/Reason/).fill('Packed the wrong order');
      await sound(staff, 'undo dialog');
      await screenshot(staff, `order-life-${width}-undo-step`);
      await undo.getByRole('button', { name: 'Undo packed' }).click();
      await notice(staff, `The last step of order ${orderId} was undone.`);
      await says(customer, 'Approved');

      await staff.getByRole('button', { name: `Mark packed (order ${orderId})`, exact: true }).click();
      await notice(staff, `Order ${orderId} is packed.`);
      // Out for delivery before its day: said, and confirmed.
      await staff.getByRole('button', { name: `Out for delivery (order ${orderId})`, exact: true }).click();
      const early = staff.getByRole('dialog', { name: `Out for delivery: order ${orderId}` });
      await early.getByText(`Order ${orderId} is due on`, { exact: false }).waitFor();
      await early.getByRole('button', { name: 'Out for delivery' }).click();
      await notice(staff, `Order ${orderId} is out for delivery.`);
      await says(customer, 'Out for delivery');

      // At the door: the cash counted, the whole total by default, recorded with the handover.
      await staff.getByRole('button', { name: `Delivered (order ${orderId})`, exact: true }).click();
      const handover = staff.getByRole('dialog', { name: `Delivered: order ${orderId}` });
      expect(await handover.getByLabel(/Cash collected/).inputValue()).toBe(total.toFixed(2));
      await sound(staff, 'cash dialog');
      await screenshot(staff, `order-life-${width}-cash-at-door`);
      await handover.getByRole('button', { name: `Delivered, ${money(total)} collected` }).click();
      await notice(staff, `Order ${orderId} was delivered.`);
      await says(customer, 'Delivered');
      await customer
        .getByRole('region', { name: 'Payment' })
        .getByTestId('payment-status')
        .filter({ hasText: /^Paid/ })
        .waitFor();
      await staff.locator('[data-record]').filter({ hasText: 'Cash on delivery · Paid' }).first().waitFor();
      await sound(customer, 'delivered');
      await screenshot(customer, `order-life-${width}-delivered`);
    });
  });
});
