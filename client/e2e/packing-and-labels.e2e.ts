import { addDays, manilaDay } from '@waters/domain';
import jsQR from 'jsqr';
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const PASSWORD = 'tuyo-sa-umaga-2026';
/** Each width packs a product of its own, so that one run's lots never feed the other's orders. */
const PRODUCTS: Record<number, { productId: string; name: string; gtin: string }> = {
  1280: { productId: 'DRD-002', name: 'Tuyo (Dried Salted Herring) 250 g', gtin: '4801234567897' },
  360: { productId: 'DRD-003', name: 'Dilis (Dried Anchovies) 200 g', gtin: '4801234567903' },
};
/** A6 and an 80 mm roll at 96 px to the inch, as the labels print. */
const A6 = { width: 397, height: 559 };
const RECEIPT = { width: 302, height: 800 };

interface RecordedLot {
  id: number;
  lotCode: string;
  bestBefore: string;
  bestBeforeLabel: string;
}
interface PrintedLabel {
  lotCode: string;
  link: string;
  quantity: number | null;
}

/**
 * Lots on the packing bench, in the back office at 1280 and 360 px: two lots of a dried product are
 * recorded (one with a shorter best-before, and why), a customer's orders of six are approved; the
 * employee packs the first as first-expired-first-out suggests, the second from other lots with a
 * reason, prints the second's food labels (A6 and an 80 mm roll, their QR codes read back from the
 * pixels), and a lot put on hold flags the approved order it leaves short.
 */
browserSuite('Packing with lots and printing food labels in Chromium', () => {
  const rig = browserRig();
  let api: APIRequestContext;
  let clerk: string;

  beforeAll(async () => {
    const setup = await rig.browser.newContext({ baseURL: rig.server.url });
    api = setup.request;
    clerk = (await apiLogin(api, 'employee', EMPLOYEE)).token;
  });

  /** The page as a phone or a laptop shows it: nothing wider than the window, no serious axe violation. */
  async function expectSound(page: Page, step: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ step, overflow }).toEqual({ step, overflow: 0 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });
  }

  const notice = (page: Page, text: string) =>
    page.locator('.notice-region').getByText(text, { exact: true }).first().waitFor();

  /** An order on the Deliveries screen: its table row, or its card on a phone (found by a control naming it). */
  const orderRecord = (page: Page, orderId: number): Locator =>
    page
      .locator('tr, li.record-card')
      .filter({ has: page.locator(`button, a`).filter({ hasText: `(order ${orderId})` }) })
      .first();

  async function recordLot(productId: string, quantity: number, bestBefore?: string): Promise<RecordedLot> {
    const { recordLot: lot } = await graphql<{ recordLot: RecordedLot }>(
      api,
      'mutation($input: RecordLotInput!) { recordLot(input: $input) { id lotCode bestBefore bestBeforeLabel } }',
      {
        input: {
          productId,
          quantity,
          productionDate: manilaDay(new Date()),
          ...(bestBefore ? { bestBefore, bestBeforeReason: 'Dried in the rainy week: kept a month only' } : {}),
        },
      },
      clerk,
    );
    return lot;
  }

  describe.each([1280, 360])('at %p px', (width) => {
    const who = { userName: `labels.e2e.${width}`, password: PASSWORD };
    const product = PRODUCTS[width];
    let buyer: string;
    let context: BrowserContext | undefined;

    beforeAll(async () => {
      await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
        input: {
          ...who,
          confirmPassword: PASSWORD,
          fullName: 'Nora Villanueva',
          address: '8 Magdiwang St., Noveleta, Cavite',
          mobileNumber: '+63 917 555 0163',
          emailAddress: `labels.e2e.${width}@example.ph`,
        },
      });
      buyer = (await apiLogin(api, 'customer', who)).token;
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });

    /** The customer's pickup order of `quantity` units, approved by the clerk. */
    async function approvedOrder(quantity: number): Promise<{ orderId: number; date: string }> {
      const { placeOrder } = await graphql<{ placeOrder: { orderId: number; deliveryDate: string } }>(
        api,
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId deliveryDate } }',
        {
          input: {
            items: [{ productId: product.productId, quantity }],
            delivery: { method: 'PICKUP' },
            paymentMethod: 'CASH',
          },
        },
        buyer,
      );
      await graphql(
        api,
        'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
        { input: { orderId: placeOrder.orderId } },
        clerk,
      );
      return { orderId: placeOrder.orderId, date: placeOrder.deliveryDate };
    }

    const lotLine = (lot: RecordedLot, units?: number) =>
      `${units ? `${units} × ` : ''}Lot ${lot.lotCode} · best before ${lot.bestBeforeLabel}`;
    const takes = (lot: RecordedLot, units: number) => `${units} × ${lot.lotCode} (best before ${lot.bestBeforeLabel})`;

    it('packs first expired first out, then from other lots with a reason; prints the labels, whose QR codes read back as their links; a lot on hold flags the order it leaves short', async () => {
      // The product's GTIN, from its pack's barcode: its labels' QR codes carry it (GS1 Digital Link).
      await graphql(
        api,
        'mutation($input: EditProductInput!) { editProduct(input: $input) { gtin } }',
        { input: { productId: product.productId, gtin: product.gtin } },
        clerk,
      );
      // Two lots: the first keeps a month (said why), the second the rule's six months.
      const today = manilaDay(new Date());
      const first = await recordLot(product.productId, 8, addDays(today, 30));
      const second = await recordLot(product.productId, 20);
      expect(first.bestBefore < second.bestBefore).toBe(true);
      const one = await approvedOrder(6);
      const two = await approvedOrder(6);

      const signedIn = await signedInContext(rig, 'employee', EMPLOYEE, width);
      context = signedIn.context;
      const { page } = signedIn;
      await page.goto(`/deliveries?date=${one.date}`);
      await page.getByRole('button', { name: `Mark packed (order ${one.orderId})`, exact: true }).waitFor();
      await expectSound(page, 'deliveries');

      // The first order: what first-expired-first-out takes, packed as suggested.
      await page.getByRole('button', { name: `Mark packed (order ${one.orderId})`, exact: true }).click();
      const fefo = page.getByRole('dialog', { name: `Mark packed: order ${one.orderId}` });
      await fefo.getByText(`Packs from: ${takes(first, 6)}`).waitFor();
      expect(await fefo.textContent()).toContain(`6 × ${product.name}`);
      await expectSound(page, 'pack dialog');
      await screenshot(page, `packing-fefo-${width}`);
      await fefo.getByRole('button', { name: 'Mark packed', exact: true }).click();
      await notice(page, `Order ${one.orderId} is packed.`);
      await fefo.waitFor({ state: 'detached' });
      const packedOne = orderRecord(page, one.orderId);
      await packedOne.getByText(lotLine(first)).waitFor();

      // The second: the suggestion takes the rest of the first lot, then the second; the packer chooses otherwise, with a reason.
      await page.getByRole('button', { name: `Mark packed (order ${two.orderId})`, exact: true }).click();
      const chosen = page.getByRole('dialog', { name: `Mark packed: order ${two.orderId}` });
      await chosen.getByText(`Packs from: ${takes(first, 2)}, ${takes(second, 4)}`).waitFor();
      await chosen.getByRole('button', { name: 'Choose other lots' }).click();
      const units = chosen.getByRole('group', { name: `6 × ${product.name}` });
      await units.getByLabel(`Units from ${first.lotCode} (best before ${first.bestBeforeLabel})`).fill('1');
      await units.getByLabel(`Units from ${second.lotCode} (best before ${second.bestBeforeLabel})`).fill('5');
      await chosen.getByRole('button', { name: 'Mark packed', exact: true }).click();
      await chosen.getByText('Say why these lots and not the first to expire.').waitFor();
      await chosen.getByLabel(/Why these lots/).fill('The customer asked for the newer batch');
      await expectSound(page, 'lots chosen');
      await screenshot(page, `packing-chosen-lots-${width}`);
      await chosen.getByRole('button', { name: 'Mark packed', exact: true }).click();
      await notice(page, `Order ${two.orderId} is packed.`);
      await chosen.waitFor({ state: 'detached' });
      const packedTwo = orderRecord(page, two.orderId);
      await packedTwo.getByText(lotLine(first, 1)).waitFor();
      await packedTwo.getByText(lotLine(second, 5)).waitFor();
      await expectSound(page, 'deliveries packed');

      // Its labels: one for each lot it was packed from.
      const { orderLabels } = await graphql<{ orderLabels: PrintedLabel[] }>(
        api,
        'query($orderId: Int!) { orderLabels(orderId: $orderId) { lotCode link quantity } }',
        { orderId: two.orderId },
        clerk,
      );
      expect(orderLabels.map(({ lotCode, quantity }) => [lotCode, quantity])).toEqual([
        [first.lotCode, 1],
        [second.lotCode, 5],
      ]);
      // Each link is the lot's GS1 Digital Link: GTIN as 14 digits, the lot (AI 10), the best-before (AI 17, YYMMDD).
      for (const [label, lot] of [
        [orderLabels[0], first],
        [orderLabels[1], second],
      ] as const)
        expect(new URL(label.link).pathname + new URL(label.link).search).toBe(
          `/01/0${product.gtin}/10/${lot.lotCode}?17=${lot.bestBefore.slice(2).replaceAll('-', '')}`,
        );
      await packedTwo.getByRole('link', { name: `Print labels (order ${two.orderId})` }).click();
      await page.waitForURL(`**/labels?order=${two.orderId}`);
      await page.getByRole('heading', { level: 1, name: 'Labels' }).waitFor();
      const labels = page.getByRole('article');
      await labels.nth(1).waitFor();
      expect(await labels.count()).toBe(2);
      await expectSound(page, 'labels');
      await screenshot(page, `labels-${width}`);
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.printed)).toBe('yes');

      // Each QR code, read back from its pixels, is the label's link.
      for (const label of orderLabels) {
        const qr = page.getByRole('img', { name: `QR code: ${label.link}` });
        await qr.evaluate((img: HTMLImageElement) => img.decode());
        const image = PNG.sync.read(await qr.screenshot());
        const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
        expect(read?.data).toBe(label.link);
      }

      // On paper: the labels alone, on an A6 sheet, then on an 80 mm roll.
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize(A6);
      expect(await page.locator('nav:visible, button:visible, input:visible, h1:visible').count()).toBe(0);
      expect(await labels.first().isVisible()).toBe(true);
      await screenshot(page, `labels-a6-${width}`);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('radio', { name: '80 mm receipt' }).check();
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize(RECEIPT);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await labels.first().evaluate((label) => label.classList.contains('food-label-receipt'))).toBe(true);
      await screenshot(page, `labels-receipt-${width}`);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width, height: 800 });

      // A third order of six, then the second lot put on hold: one unit is left to sell, the order is five short.
      const three = await approvedOrder(6);
      await graphql(
        api,
        'mutation($input: SetLotStatusInput!) { setLotStatus(input: $input) { id status } }',
        { input: { lotId: second.id, status: 'ON_HOLD', reason: 'Moisture check failed' } },
        clerk,
      );
      await page.goto(`/deliveries?date=${three.date}`);
      const short = orderRecord(page, three.orderId);
      await short
        .getByText(`Short: 5 × ${product.name} — lots on hold, recalled or expired: ${second.lotCode}`)
        .waitFor();
      await expectSound(page, 'shortage flagged');
      await screenshot(page, `deliveries-shortage-${width}`);
      await page.getByRole('button', { name: `Mark packed (order ${three.orderId})`, exact: true }).click();
      const refused = page.getByRole('dialog', { name: `Mark packed: order ${three.orderId}` });
      await refused
        .getByText(`Only 1 of the 6 units of ${product.name} are in sellable lots (5 short)`, { exact: false })
        .waitFor();
      expect(await refused.getByRole('button', { name: 'Mark packed', exact: true }).isDisabled()).toBe(true);
      await refused.getByRole('button', { name: 'Not now' }).click();
      await refused.waitFor({ state: 'detached' });
    });
  });
});
