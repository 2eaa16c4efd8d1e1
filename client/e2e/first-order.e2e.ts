import type { BrowserContext, Locator, Page } from 'playwright-core';
import { MESSAGES } from '../src/lib/messages';
import { apiLogin, graphql, signInThroughTheForm } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { choosePlace } from './support/place';
import { browserRig } from './support/rig';

const DANGGIT = 'Dried Danggit (Rabbitfish) 250 g';
const PASSWORD = 'tuyo-sa-umaga-2026';
const NOTE = 'Green gate beside the bakery';
const ZONE_FIELDS = 'id name active deliveryFee leadDays weekdays cutoff areas { province city }';

interface Zone {
  id: number;
  name: string;
  active: boolean;
  deliveryFee: number;
  leadDays: number;
  weekdays: number[];
  cutoff: string;
  areas: { province: string; city: string | null }[];
}

/** A form field by its visible label (required fields add a decorative " *"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * A first order as a new customer makes it, on a 320 px and a 360 px phone and a 1280 px screen:
 * signing up with an address chosen from the Philippine lists, the cart changed in place, and a
 * delivery to that address without leaving checkout; an address written "Quezon City, NCR" (by a
 * legacy client) delivered by the Metro Manila zone; the back button inside checkout; and a date
 * that stops being offered while the review is open.
 */
browserSuite('a first order without detours, in Chromium', () => {
  const rig = browserRig();
  let clerk: string;
  let metroManila: Zone;

  /** The Metro Manila zone as it is, with other weekdays or cut-off. */
  const setZone = async (change: Partial<Zone>) => {
    const context = await rig.browser.newContext({ baseURL: rig.server.url });
    const { id, areas, ...rest } = { ...metroManila, ...change };
    await graphql(
      context.request,
      `
        mutation ($id: Int!, $input: DeliveryZoneInput!) {
          updateDeliveryZone(id: $id, input: $input) {
            id
          }
        }
      `,
      {
        id,
        input: { ...rest, areas: areas.map(({ province, city }) => ({ province, city })) },
      },
      clerk,
    );
    await context.close();
  };

  beforeAll(async () => {
    const setup = await rig.browser.newContext({ baseURL: rig.server.url });
    clerk = (await apiLogin(setup.request, 'employee', { userName: 'employee', password: 'waters-employee' })).token;
    const zones = await graphql<{ deliveryZones: Zone[] }>(
      setup.request,
      `{ deliveryZones { ${ZONE_FIELDS} } }`,
      {},
      clerk,
    );
    metroManila = zones.deliveryZones.find((zone) => zone.name === 'Metro Manila')!;
    await setup.close();
    // Every day and a late cut-off: dates are offered whenever the suite runs.
    metroManila = { ...metroManila, weekdays: [1, 2, 3, 4, 5, 6, 7], cutoff: '23:59', leadDays: 1 };
    await setZone({});
  });

  describe.each([320, 360, 1280])('at %p px', (width) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width, height: 800 } });
    });
    afterAll(() => context?.close());
    beforeEach(async () => {
      page = await context.newPage();
      rig.watch(page);
    });
    afterEach(() => page?.close());

    const noSeriousViolations = async () => expect(await seriousViolations(page)).toEqual([]);
    const review = () => page.getByRole('dialog', { name: 'Review your order' });

    async function addToCartAndOpen(): Promise<void> {
      await page.goto('/storefront');
      await page.getByRole('button', { name: `Add to Cart: ${DANGGIT}` }).click();
      await page.getByText(MESSAGES.addedToCart(DANGGIT), { exact: true }).first().waitFor();
      await page.goto('/order-page');
      await page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
    }

    it('signs up with an address chosen from the lists and places a first delivery order to it without leaving checkout', async () => {
      const userName = `first.${width}`;
      await page.goto('/register-page');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await field(page, 'User Name').fill(userName);
      await field(page, 'Full Name').fill('Marites Reyes');
      await field(page, 'Address').fill('21 Kalayaan Ave.');
      await choosePlace(page, { province: 'Metro Manila', city: 'Quezon City', barangay: 'Pinyahan' });
      await field(page, 'Landmark (optional)').fill('Beside the chapel');
      await field(page, 'Mobile Number').fill('+63 917 555 0142');
      await field(page, 'Email Address').fill(`${userName}@example.ph`);
      await field(page, 'Password').fill(PASSWORD);
      await field(page, 'Confirm Password').fill(PASSWORD);
      await noSeriousViolations();
      await screenshot(page, `first-order-${width}-sign-up`);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText(MESSAGES.registrationSucceeded).waitFor();
      await page.waitForURL('**/home');

      await addToCartAndOpen();
      // The quantity changes in place; past 999 the limit is said, not applied without a word.
      const quantity = page.getByRole('spinbutton', { name: `Quantity of ${DANGGIT}` });
      await page.getByRole('button', { name: `Increase quantity of ${DANGGIT}` }).click();
      await page.waitForFunction(
        (name) =>
          document.querySelector(`input[aria-label="Quantity of ${name}"]`)?.getAttribute('aria-valuenow') === '2',
        DANGGIT,
      );
      await quantity.fill('9999');
      await page.getByText('At most 999 per product.').waitFor();
      await quantity.fill('2');
      await page.getByText(/^Total Price: ₱/).waitFor();
      await noSeriousViolations();
      await screenshot(page, `first-order-${width}-cart`);

      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      // The address given at sign-up is delivered to: Delivery is chosen, to it, with its zone's fee.
      await review().getByRole('radio', { name: 'Delivery', exact: true }).waitFor();
      await page.waitForFunction(
        () => (document.getElementById('checkout-method-delivery') as HTMLInputElement | null)?.checked === true,
      );
      const deliverTo = field(review(), 'Deliver to');
      expect(await deliverTo.locator('option:checked').textContent()).toMatch(
        /^Profile address: 21 Kalayaan Ave\., Brgy\. Pinyahan, Quezon City, Metro Manila .*\(fee ₱150\.00\)$/,
      );
      const date = field(review(), 'Delivery date');
      await date.locator('option').first().waitFor({ state: 'attached' });
      await field(review(), 'Note for us (optional)').fill(NOTE);
      await noSeriousViolations();
      await screenshot(page, `first-order-${width}-review`);
      await review().getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL('**/pending-orders');
      await page.getByText(MESSAGES.orderPlaced, { exact: true }).first().waitFor();
      // The order went to the address given at sign-up, by the Metro Manila zone.
      const { token } = await apiLogin(context.request, 'customer', { userName, password: PASSWORD });
      const mine = await graphql<{
        myPendingOrders: { address: string; deliveryMethod: string; deliveryZoneName: string }[];
      }>(context.request, '{ myPendingOrders { address deliveryMethod deliveryZoneName } }', {}, token);
      expect(mine.myPendingOrders).toEqual([
        {
          address: '21 Kalayaan Ave., Brgy. Pinyahan, Quezon City, Metro Manila (landmark: Beside the chapel)',
          deliveryMethod: 'DELIVERY',
          deliveryZoneName: 'Metro Manila',
        },
      ]);
    });

    it('delivers an address written "Quezon City, NCR" by a legacy client with the Metro Manila zone', async () => {
      const userName = `ncr.${width}`;
      const body = {
        userName,
        fullName: 'Nonoy Santos',
        address: '5 Maginhawa St., Quezon City, NCR',
        mobileNumber: '+63 917 555 0143',
        emailAddress: `${userName}@example.ph`,
        createdAt: new Date().toISOString(),
        passwordHash: PASSWORD,
        confirmPassword: PASSWORD,
      };
      // As a legacy client does: the XSRF cookie first, echoed in its header.
      await context.request.get('/api/Product/getAvailableProducts').catch(() => undefined);
      const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const answer = await context.request.post('/api/Login/register', {
        data: body,
        headers: { 'X-XSRF-TOKEN': xsrf },
      });
      expect(answer.status()).toBe(200);
      await signInThroughTheForm(page, 'customer', { userName, password: PASSWORD });
      await addToCartAndOpen();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForFunction(
        () => (document.getElementById('checkout-method-delivery') as HTMLInputElement | null)?.checked === true,
      );
      expect(await field(review(), 'Deliver to').locator('option:checked').textContent()).toBe(
        'Profile address: 5 Maginhawa St., Quezon City, NCR (fee ₱150.00)',
      );
      await field(review(), 'Delivery date').locator('option').first().waitFor({ state: 'attached' });
      await review().getByText('₱150.00', { exact: true }).first().waitFor();
      await noSeriousViolations();

      // The back button closes the review onto the cart; PLACE ORDER opens it again as it was left.
      await field(review(), 'Note for us (optional)').fill(NOTE);
      await page.goBack();
      await review().waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/order-page');
      await page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      expect(await field(review(), 'Note for us (optional)').inputValue()).toBe(NOTE);
    });

    it('keeps every choice when the chosen date stops being offered while the review is open', async () => {
      const userName = `withdrawn.${width}`;
      const context2 = await rig.browser.newContext({ baseURL: rig.server.url });
      await graphql(context2.request, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
        input: {
          userName,
          fullName: 'Divina Cruz',
          address: '8 Matahimik St., Quezon City, Metro Manila',
          mobileNumber: '+63 917 555 0144',
          emailAddress: `${userName}@example.ph`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      });
      await context2.close();
      await signInThroughTheForm(page, 'customer', { userName, password: PASSWORD });
      await addToCartAndOpen();
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await page.waitForFunction(
        () => (document.getElementById('checkout-method-delivery') as HTMLInputElement | null)?.checked === true,
      );
      const date = field(review(), 'Delivery date');
      await date.locator('option').first().waitFor({ state: 'attached' });
      const chosen = await date.inputValue();
      await field(review(), 'Note for us (optional)').fill(NOTE);
      await review().locator('#checkout-payment-gcash').check();
      const payment = 'checkout-payment-gcash';

      // Meanwhile the zone stops delivering on that weekday.
      await setZone({ weekdays: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== isoWeekday(chosen)) });
      try {
        await review().getByRole('button', { name: 'Confirm Order' }).click();
        await review()
          .getByText(/Choose another date\./)
          .waitFor();
        expect(new URL(page.url()).pathname).toBe('/order-page');
        // Everything else is as the customer left it; only the date is to choose again.
        expect(await field(review(), 'Note for us (optional)').inputValue()).toBe(NOTE);
        expect(await review().locator('input[name="checkout-payment"]:checked').getAttribute('id')).toBe(payment);
        expect(await field(review(), 'Deliver to').locator('option:checked').textContent()).toMatch(
          /^Profile address: /,
        );
        await noSeriousViolations();
        await screenshot(page, `first-order-${width}-date-withdrawn`);
        const other = await date.locator('option:not([value=""])').first().getAttribute('value');
        expect(other).not.toBe(chosen);
        await date.selectOption(other!);
        await review().getByRole('button', { name: 'Confirm Order' }).click();
        await page.waitForURL('**/pending-orders');
      } finally {
        await setZone({});
      }
    });
  });
});
