import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot } from './support/browser';
import { browserSuite } from './support/each-browser';
import { expectSound, notice } from './support/page-checks';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const PRODUCT = 'DRD-001';
const PRODUCT_NAME = 'Dried Danggit (Rabbitfish) 250 g';

/**
 * Trade customers, at 360 and 1280 px: a customer applies for a trade account from Edit Profile;
 * an employee approves it into Restaurant from Trade accounts and gives Dried Danggit Restaurant
 * prices (₱270.00, ₱260.00 from 10 packs; retail ₱285.00) and a trade minimum of 6; the customer's
 * storefront then shows those prices, a cart of 3 packs says what is missing and cannot be placed,
 * and 10 packs are placed at ₱260.00 each, as the server charges them.
 */
browserSuite('Trade accounts and prices in Chromium', () => {
  const rig = browserRig();
  let api: APIRequestContext;

  beforeAll(async () => {
    const context = await rig.browser.newContext({ baseURL: rig.server.url });
    api = context.request;
  });

  /** A new customer for one run (an approved account cannot apply again), registered through the API. */
  async function newCustomer(width: number) {
    const who = { userName: `trade.e2e.${width}`, password: 'carinderia-2026', fullName: `Rosa Bautista ${width}` };
    await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: {
        ...who,
        confirmPassword: who.password,
        address: '5 Aguinaldo Highway, Imus, Cavite',
        mobileNumber: '+63 917 555 0199',
        emailAddress: `rosa.${width}@example.ph`,
      },
    });
    return who;
  }

  /** A list's row (wide screens) or card (phones) naming `text`. */
  const listRecord = (page: Page, text: string): Locator =>
    page.locator('[data-record]', { has: page.getByText(text, { exact: true }) }).first();

  /** Chooses an option of a select by the start of its label. */
  async function choose(select: Locator, label: string) {
    const value = await select.locator('option', { hasText: label }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  }

  for (const width of [360, 1280]) {
    it(`at ${width} px: a customer applies, an employee approves and prices, the customer buys at the trade price`, async () => {
      const customer = await newCustomer(width);
      const business = `Carinderia ni Aling Rosa ${width}`;

      // The customer applies from Edit Profile.
      const buyer = await signedInContext(rig, 'customer', customer, width);
      try {
        const page = buyer.page;
        await page.goto('/edit-profile');
        const section = page.getByRole('region', { name: 'Trade account' });
        const form = section.getByRole('form', { name: 'Apply for a trade account' });
        await form.waitFor();
        await form.getByLabel(/^Business name/).fill(business);
        await form.getByLabel(/^Type/).selectOption('RESTAURANT');
        await form.getByLabel(/^TIN/).fill('123-456-789-000');
        // The business's address starts at the default one: the profile's, the only one.
        expect(
          await form
            .getByLabel(/^Business address/)
            .locator('option:checked')
            .textContent(),
        ).toBe('Profile address: 5 Aguinaldo Highway, Imus, Cavite');
        await expectSound(page, 'the application form');
        await form.getByRole('button', { name: 'Apply' }).click();
        await section.getByText('Your application is being reviewed.').waitFor();
        await expectSound(page, 'applied');
      } finally {
        await buyer.context.close();
      }

      // The employee approves it into Restaurant, and prices Dried Danggit for Restaurant.
      const staff = await signedInContext(rig, 'employee', EMPLOYEE, width);
      try {
        const page = staff.page;
        await openFromSideMenu(page, 'Trade accounts');
        await page.waitForURL('**/trade');
        await page.getByRole('heading', { level: 1, name: 'Trade accounts' }).waitFor();
        await listRecord(page, business).waitFor();
        await expectSound(page, 'the applications');
        await page.getByRole('button', { name: `Approve… ${business}` }).click();
        const approve = page.getByRole('dialog', { name: `Approve ${business}` });
        await approve.waitFor();
        const group = approve.getByLabel(/^Price group/);
        await group.locator('option', { hasText: 'Restaurant' }).first().waitFor({ state: 'attached' });
        await choose(group, 'Restaurant');
        await expectSound(page, 'the approval dialog');
        await approve.getByRole('button', { name: 'Approve' }).click();
        await approve.waitFor({ state: 'detached' });
        await notice(page, `${business} is approved: Restaurant prices.`);

        await page
          .getByRole('navigation', { name: 'Trade accounts views' })
          .getByRole('link', { name: 'Price list' })
          .click();
        await choose(page.getByLabel(/^Price group/), 'Restaurant');
        await page.getByRole('heading', { name: 'Restaurant price list' }).waitFor();
        const row = listRecord(page, PRODUCT);
        await row.waitFor();
        await page.getByRole('button', { name: `Edit prices of ${PRODUCT_NAME}` }).click();
        const prices = page.getByRole('dialog', { name: `Restaurant prices of ${PRODUCT_NAME}` });
        await prices.waitFor();
        // The rows an earlier run left go; then ₱270.00 a pack, ₱260.00 from 10 packs.
        while ((await prices.getByRole('button', { name: /^Remove price/ }).count()) > 0)
          await prices
            .getByRole('button', { name: /^Remove price/ })
            .first()
            .click();
        for (const [from, price] of [
          ['1', '270'],
          ['10', '260'],
        ]) {
          await prices.getByRole('button', { name: 'Add a price' }).click();
          const last = prices.getByRole('group').last();
          await last.getByLabel(/^From/).fill(from);
          await last.getByLabel(/^Unit price/).fill(price);
        }
        await expectSound(page, 'the prices dialog');
        await prices.getByRole('button', { name: 'Save prices' }).click();
        await prices.waitFor({ state: 'detached' });
        await row.getByText('from 10 packs ₱260.00').waitFor();
        await row.getByText('from 1 pack ₱270.00').waitFor();

        await page.getByRole('button', { name: `Edit trade rule of ${PRODUCT_NAME}` }).click();
        const rule = page.getByRole('dialog', { name: `Trade rule of ${PRODUCT_NAME}` });
        await rule.waitFor();
        await rule.getByLabel(/^Minimum/).fill('6');
        await rule.getByLabel(/^Multiple/).fill('');
        await rule.getByRole('button', { name: 'Save rule' }).click();
        await rule.waitFor({ state: 'detached' });
        await row.getByText('At least 6').waitFor();
        await expectSound(page, 'the price list');
        await screenshot(page, `trade-price-list-${width}`);
      } finally {
        await staff.context.close();
      }

      // The customer's storefront shows the Restaurant prices; 3 packs are too few, 10 are placed at the tier.
      const again = await signedInContext(rig, 'customer', customer, width);
      try {
        const page = again.page;
        await page.goto('/storefront');
        const card = page.locator('article', { has: page.getByRole('heading', { name: PRODUCT_NAME }) });
        await card.getByText('Your price ₱270.00').waitFor();
        await card.getByText('from 10 packs ₱260.00').waitFor();
        await card.getByText('At least 6').waitFor();
        await card.getByText('Retail ₱285.00').waitFor();
        await expectSound(page, 'the storefront');
        await screenshot(page, `trade-storefront-${width}`);
        await card.getByRole('spinbutton', { name: `Quantity of ${PRODUCT_NAME}` }).fill('3');
        await card.getByRole('button', { name: `Add to Cart: ${PRODUCT_NAME}` }).click();
        await notice(page, `${PRODUCT_NAME} added to cart!`);

        await page.goto('/order-page');
        const missing = `add 3 more packs of ${PRODUCT_NAME} — at least 6 for trade`;
        await page.getByText('Before this order can be placed:').waitFor();
        await page.getByRole('listitem').filter({ hasText: missing }).first().waitFor();
        const place = page.getByRole('button', { name: 'PLACE ORDER' });
        expect(await place.isDisabled()).toBe(true);
        expect(await place.getAttribute('aria-describedby')).toBe('cart-trade-problems');
        await expectSound(page, 'a cart below the minimum');
        await screenshot(page, `trade-cart-short-${width}`);

        const line = listRecord(page, PRODUCT_NAME);
        await line.getByRole('spinbutton', { name: `Quantity of ${PRODUCT_NAME}` }).fill('10');
        await page.getByText('Total Price: ₱2,600.00').waitFor();
        await line.getByText('₱260.00').first().waitFor();
        expect(await place.isEnabled()).toBe(true);
        await place.click();
        const review = page.getByRole('dialog', { name: 'Review your order' });
        await review.getByText('10 x ₱260.00').waitFor();
        // Picked up: the total is the goods alone.
        await review.getByLabel('Pickup at our Cavite facility').check();
        await review.getByText('Order total: ₱2,600.00').waitFor();
        await expectSound(page, 'the review');
        await review.getByRole('button', { name: 'Confirm Order' }).click();
        await page.waitForURL('**/pending-orders');

        const { token } = await apiLogin(api, 'customer', customer);
        const placed = await graphql<{
          myPendingOrders: {
            totalAmount: number;
            cartItems: { productId: string; quantity: number; productPrice: number }[];
          }[];
        }>(api, '{ myPendingOrders { totalAmount cartItems { productId quantity productPrice } } }', {}, token);
        expect(placed.myPendingOrders).toEqual([
          { totalAmount: 2600, cartItems: [{ productId: PRODUCT, quantity: 10, productPrice: 260 }] },
        ]);
      } finally {
        await again.context.close();
      }
    });
  }
});
