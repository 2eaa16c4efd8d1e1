import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const CUSTOMER = { userName: 'lots.e2e', password: 'danggit-recall-2026', fullName: 'Lorna Villanueva' };
const PRODUCT = 'DRD-001';

/**
 * The staff's Lots screen, at 360 and 1280 px: an employee opens it from the side menu, records a
 * lot under the code the rule gives, puts it on hold with a reason, runs a mock recall (timed), and
 * once a customer's order was packed from that lot, recalls it and finds that order among the shipments.
 */
browserSuite('Lots and recalls in Chromium', () => {
  const rig = browserRig();
  let api: APIRequestContext;
  let buyerToken: string;
  let staffToken: string;

  beforeAll(async () => {
    const context = await rig.browser.newContext({ baseURL: rig.server.url });
    api = context.request;
    const profile = {
      userName: CUSTOMER.userName,
      password: CUSTOMER.password,
      confirmPassword: CUSTOMER.password,
      fullName: CUSTOMER.fullName,
      address: '8 Aguinaldo Highway, Imus, Cavite',
      mobileNumber: '+63 917 555 0142',
      emailAddress: 'lorna.villanueva@example.ph',
    };
    await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: profile });
    buyerToken = (await apiLogin(api, 'customer', CUSTOMER)).token;
    staffToken = (await apiLogin(api, 'employee', EMPLOYEE)).token;
  });

  /**
   * The customer's pickup order of `quantity` units, approved and packed from the lot `lotId` (the
   * packer's choice, with its reason), all through the API: the screen under test only reads it.
   */
  async function orderPackedFrom(lotId: number, quantity: number): Promise<number> {
    const placed = await graphql<{ placeOrder: { orderId: number } }>(
      api,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { items: [{ productId: PRODUCT, quantity }] } },
      buyerToken,
    );
    const { orderId } = placed.placeOrder;
    await graphql(
      api,
      'mutation($input: DecideOrderInput!) { approveOrder(input: $input) { orderId } }',
      { input: { orderId } },
      staffToken,
    );
    const plan = await graphql<{ packingPlan: { lineId: number }[] }>(
      api,
      'query($orderId: Int!) { packingPlan(orderId: $orderId) { lineId } }',
      { orderId },
      staffToken,
    );
    await graphql(
      api,
      'mutation($orderId: Int!, $lots: [LotChoiceInput!], $reason: String) { advanceFulfilment(orderId: $orderId, to: PACKED, lots: $lots, reason: $reason) { orderId } }',
      { orderId, lots: [{ lineId: plan.packingPlan[0].lineId, lotId, quantity }], reason: 'Packed from the new batch' },
      staffToken,
    );
    return orderId;
  }

  /** The page as a phone or a laptop shows it: nothing wider than the window, no serious axe violation. */
  async function expectSound(page: Page, step: string) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ step, overflow }).toEqual({ step, overflow: 0 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect({ step, violations: await seriousViolations(page) }).toEqual({ step, violations: [] });
  }

  /** A notice the page raised. */
  const notice = (page: Page, text: string | RegExp) =>
    page.locator('.notice-region').getByText(text).first().waitFor();

  /** The lot's row (wide screens) or card (phones). */
  const lotRecord = (page: Page, code: string): Locator =>
    page.locator('[data-record]', { has: page.getByText(code, { exact: true }) }).first();

  for (const width of [360, 1280]) {
    it(`at ${width} px: records a lot by the rule, holds it, drills a recall, then recalls it and finds the order packed from it`, async () => {
      const { context, page } = await signedInContext(rig, 'employee', EMPLOYEE, width);
      try {
        await openFromSideMenu(page, 'Lots');
        await page.waitForURL('**/lots');
        await page.getByRole('heading', { level: 1, name: 'Lots' }).waitFor();
        await page.getByRole('region', { name: 'Past recalls' }).waitFor();
        await expectSound(page, 'the page');

        // The product, then the code and best-before its next batch gets by the rule.
        await page.getByLabel(/^Product/).selectOption(PRODUCT);
        const code = page.getByLabel(/^Lot code/);
        await page.waitForFunction(() =>
          /^DRD-\d{8}-[A-Z]+$/.test(document.querySelector<HTMLInputElement>('#record-lot-lotCode')?.value ?? ''),
        );
        const lotCode = await code.inputValue();
        expect(await page.getByLabel(/^Best before/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await page.getByLabel(/^Quantity/).fill('20');
        await page.getByRole('button', { name: 'Record lot' }).click();
        await notice(
          page,
          new RegExp(`^Lot ${lotCode} of .+ recorded: 20 units, best before \\d{2}[A-Z][a-z]{2}\\d{4}\\.$`),
        );
        const lot = lotRecord(page, lotCode);
        await lot.locator('.badge', { hasText: /^Released$/ }).waitFor();
        expect(await lot.textContent()).toContain('20 / 20');
        await expectSound(page, 'recorded');

        // On hold, with why: the badge says so.
        await page.getByRole('button', { name: `Put on hold lot ${lotCode}` }).click();
        const hold = page.getByRole('dialog', { name: `Put lot ${lotCode} on hold` });
        await hold.waitFor();
        await hold.getByLabel(/^Reason/).fill('Moisture test pending');
        await expectSound(page, 'the hold dialog');
        await hold.getByRole('button', { name: 'Put on hold' }).click();
        await hold.waitFor({ state: 'detached' });
        await lot.locator('.badge', { hasText: /^On hold$/ }).waitFor();
        await lot.getByText('Moisture test pending').waitFor();
        await notice(page, `Lot ${lotCode} is on hold: its units are not sold until it is released.`);
        await expectSound(page, 'on hold');
        await screenshot(page, `lots-on-hold-${width}`);

        // A drill: the lookup, timed; nothing shipped from this lot yet.
        await page.getByRole('button', { name: `Recall… lot ${lotCode}` }).click();
        const reason = page.getByLabel(/^Reason/);
        expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true);
        await reason.fill('Drill: salt supplier notice');
        await page.getByRole('button', { name: 'Mock recall', exact: true }).click();
        const drill = page.getByRole('region', { name: `Mock recall of ${lotCode}` });
        await drill.getByText(/^Found 0 orders, 0 customers, 0 units in \d+ ms\.$/).waitFor();
        await drill.getByText(/A drill: no lot was changed and nobody was told\./).waitFor();
        await expectSound(page, 'the mock recall');

        // Released again, a customer's order is packed from it; then the recall finds that order.
        await page.getByRole('button', { name: `Release lot ${lotCode}` }).click();
        await lot.locator('.badge', { hasText: /^Released$/ }).waitFor();
        const href = await lot.getByRole('link', { name: `Print label of lot ${lotCode}` }).getAttribute('href');
        const lotId = Number(/[?&]lot=(\d+)/.exec(href ?? '')?.[1]);
        expect(lotId).toBeGreaterThan(0);
        const orderId = await orderPackedFrom(lotId, 2);

        await page.getByRole('button', { name: `Recall… lot ${lotCode}` }).click();
        await reason.fill('Salt supplier recall notice');
        await page.getByRole('button', { name: 'Recall', exact: true }).click();
        const confirm = page.getByRole('dialog', { name: 'Start a recall' });
        await confirm.waitFor();
        expect(await confirm.textContent()).toContain('every customer who received them is e-mailed');
        await expectSound(page, 'the recall confirmation');
        await confirm.getByRole('button', { name: 'Recall', exact: true }).click();
        await confirm.waitFor({ state: 'detached' });
        const recall = page.getByRole('region', { name: `Recall of ${lotCode}` });
        await recall.getByText(/^Found 1 order, 1 customer, 2 units in \d+ ms\.$/).waitFor();
        const shipment = recall.locator('[data-record]', { hasText: CUSTOMER.fullName });
        await shipment.waitFor();
        expect(await shipment.textContent()).toContain(String(orderId));
        await recall.getByRole('button', { name: 'Download CSV' }).waitFor();
        await lot.locator('.badge', { hasText: /^Recalled$/ }).waitFor();
        await expectSound(page, 'the recall');
        await screenshot(page, `lots-recall-${width}`);
      } finally {
        await context.close();
      }
    });
  }
});
