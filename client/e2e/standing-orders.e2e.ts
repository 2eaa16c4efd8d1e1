import type { APIRequestContext, Download, Page } from 'playwright-core';
import { addDays, manilaDay, weekdayOf } from '@waters/domain';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { screenshot } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually } from './support/eventually';
import { expectSound, notice } from './support/page-checks';
import { browserRig } from './support/rig';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const PRODUCT_NAME = 'Dried Danggit (Rabbitfish) 250 g';
const TERMS_DAYS = 15;

/** A Monday (Manila) at least `daysAhead` days after today: the simulated days lie ahead of the real clock. */
function mondayAhead(daysAhead: number): string {
  let day = addDays(manilaDay(new Date()), daysAhead);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

const manilaInstant = (day: string, time: string) => `${day}T${time}:00+08:00`;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Mon 14 Dec", as the screens write a day. */
const shortDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
};
/** "Mon 14 Dec 2026". */
const longDay = (day: string) => `${shortDay(day)} ${day.slice(0, 4)}`;

async function textOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A trade buyer's standing order, lived on a controlled clock (the server started with CLOCK_START,
 * the browser's clock installed at the same instant; sessions keep the real time), at 360 and 1280 px: on a Monday at 05:00
 * Manila time the buyer saves the cart as a standing order for Mondays and reads when it is placed
 * (6:00 that day); the shop restarts at 07:00 and places it at start, as every instance does; the
 * buyer finds the order among the recent runs, opens it and reads the day it is to be paid by
 * (the group pays on 15 days' terms), then downloads the month's statement as CSV with the order in
 * it; an employee downloads the same statement as PDF from Trade accounts.
 */
browserSuite('Standing orders and statements in Chromium', () => {
  // Sessions last 30 days: the browsers' clocks run up to two weeks ahead of the real time the
  // server's sessions are kept in, and a token must not look expired to them.
  const rig = browserRig({ env: { JWT_LIFETIME_SECONDS: String(30 * 24 * 3600) } });

  /** The shop as at `time`: restarted on the same data, and a request context for its new address. */
  async function shopAt(time: string): Promise<APIRequestContext> {
    await rig.restartServer({ CLOCK_START: time });
    return (await rig.browser.newContext({ baseURL: rig.server.url })).request;
  }

  /** A customer approved into a group of their own that pays on terms, set up through the API. */
  async function tradeBuyer(api: APIRequestContext, width: number) {
    const who = { userName: `standing.e2e.${width}`, password: 'carinderia-2026' };
    const business = `Kainan ni Mang Ben ${width}`;
    await graphql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: {
        ...who,
        fullName: `Ben Villanueva ${width}`,
        confirmPassword: who.password,
        address: '5 Aguinaldo Highway, Imus, Cavite',
        mobileNumber: '+63 917 555 0142',
        emailAddress: `ben.${width}@example.ph`,
      },
    });
    const buyer = await apiLogin(api, 'customer', who);
    const { myAddresses } = await graphql<{ myAddresses: { id: number }[] }>(
      api,
      '{ myAddresses { id } }',
      {},
      buyer.token,
    );
    await graphql(
      api,
      'mutation($i: ApplyForTradeAccountInput!) { applyForTradeAccount(input: $i) { status } }',
      { i: { businessName: business, businessType: 'RESTAURANT', addressId: myAddresses[0].id } },
      buyer.token,
    );
    const staff = await apiLogin(api, 'employee', EMPLOYEE);
    const { savePriceGroup } = await graphql<{ savePriceGroup: { id: number } }>(
      api,
      'mutation($i: PriceGroupInput!) { savePriceGroup(input: $i) { id } }',
      { i: { name: `Carinderias ${width}`, minOrderAmount: 0, termsDays: TERMS_DAYS } },
      staff.token,
    );
    await graphql(
      api,
      'mutation($i: ApproveTradeAccountInput!) { approveTradeAccount(input: $i) { status } }',
      { i: { customerId: buyer.userId, priceGroupId: savePriceGroup.id } },
      staff.token,
    );
    return { who, business };
  }

  async function saveStandingOrder(page: Page, monday: string) {
    await page.goto('/storefront');
    const card = page.locator('article', { has: page.getByRole('heading', { name: PRODUCT_NAME }) });
    await card.getByRole('spinbutton', { name: `Quantity of ${PRODUCT_NAME}` }).fill('4');
    await card.getByRole('button', { name: `Add to Cart: ${PRODUCT_NAME}` }).click();
    await notice(page, `${PRODUCT_NAME} added to cart!`);
    await page.goto('/order-page');
    await page.getByRole('button', { name: 'Save as standing order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as standing order' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Name/).fill('Monday restock');
    await dialog.getByRole('group', { name: 'Weekdays' }).getByLabel('Monday').check();
    await dialog.getByLabel(/^First day/).fill(monday);
    await dialog.getByRole('group', { name: 'How it reaches you' }).getByLabel('Delivery').check();
    await dialog.getByRole('group', { name: 'Payment' }).getByLabel('Cash on delivery').check();
    await dialog.getByRole('list', { name: 'Items of the standing order' }).getByText(PRODUCT_NAME).waitFor();
    await expectSound(page, 'the standing order dialog');
    await dialog.getByRole('button', { name: 'Save standing order' }).click();
    await notice(page, 'Standing order Monday restock saved.');
    await page.waitForURL('**/standing-orders');
  }

  for (const [round, width] of [360, 1280].entries()) {
    it(`at ${width} px: a standing order saved before 6:00 is placed that morning, paid on terms and on the statement`, async () => {
      const monday = mondayAhead(1 + 7 * round);
      const month = monday.slice(0, 7);
      let api = await shopAt(manilaInstant(monday, '05:00'));
      const { who, business } = await tradeBuyer(api, width);

      // 05:00: the buyer saves the cart as a standing order for Mondays, from today.
      const early = await signedInContext(rig, 'customer', who, width, new Date(manilaInstant(monday, '05:00')));
      try {
        const page = early.page;
        await saveStandingOrder(page, monday);
        await page.getByRole('heading', { level: 1, name: 'YOUR STANDING ORDERS' }).waitFor();
        const card = page.getByRole('article', { name: 'Monday restock' });
        await card.getByText(`Next: ${longDay(monday)} — placed ${shortDay(monday)} at 6:00`).waitFor();
        await card.getByText('Active').waitFor();
        await expectSound(page, 'the standing orders');
        await screenshot(page, `standing-order-saved-${width}`);
      } finally {
        await early.context.close();
      }

      // 07:00: the shop (re)starts and places the day's occurrence at once, as every instance does when it starts.
      api = await shopAt(manilaInstant(monday, '07:00'));
      const buyerToken = (await apiLogin(api, 'customer', who)).token;
      const runs = await eventually(
        async () =>
          (
            await graphql<{ myStandingOrders: { recentRuns: { outcome: string; orderId: number | null }[] }[] }>(
              api,
              '{ myStandingOrders { recentRuns { outcome orderId } } }',
              {},
              buyerToken,
            )
          ).myStandingOrders[0].recentRuns,
        (found) => found.length > 0,
        20_000,
      );
      expect(runs).toEqual([{ outcome: 'PLACED', orderId: expect.any(Number) }]);
      const orderId = runs[0].orderId!;
      const { myOrder } = await graphql<{ myOrder: { totalAmount: number; dueDate: string | null } }>(
        api,
        'query($id: Int!) { myOrder(orderId: $id) { totalAmount dueDate } }',
        { id: orderId },
        buyerToken,
      );
      expect(myOrder.dueDate).toBe(addDays(monday, TERMS_DAYS));

      const later = await signedInContext(rig, 'customer', who, width, new Date(manilaInstant(monday, '07:01')));
      try {
        const page = later.page;
        await page.goto('/standing-orders');
        const recent = page.getByRole('article', { name: 'Monday restock' }).getByRole('region', {
          name: 'Recent orders',
        });
        await recent.getByRole('link', { name: `Order ${orderId}` }).click();
        await page.waitForURL(`**/orders/${orderId}`);
        await page.getByText(`Pay by ${longDay(addDays(monday, TERMS_DAYS))}.`).waitFor();
        await expectSound(page, 'the placed order');

        // The month's statement, from Edit Profile, as CSV: the order at its total.
        await page.goto('/edit-profile');
        const statement = page.getByRole('region', { name: 'Monthly statement' });
        await statement
          .getByRole('link', { name: `Order ${orderId}` })
          .first()
          .waitFor();
        await expectSound(page, 'the monthly statement');
        await screenshot(page, `monthly-statement-${width}`);
        const [csv] = await Promise.all([
          page.waitForEvent('download'),
          statement.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        expect(csv.suggestedFilename()).toBe(`waters-statement-${month}.csv`);
        const rows = (await textOf(csv)).toString('utf8');
        expect(rows).toContain(String(orderId));
        expect(rows).toContain(`,${orderId},${addDays(monday, TERMS_DAYS)},${myOrder.totalAmount.toFixed(2)},`);
      } finally {
        await later.context.close();
      }

      // The employee downloads the account's statement as PDF from Trade accounts.
      const staff = await signedInContext(rig, 'employee', EMPLOYEE, width, new Date(manilaInstant(monday, '07:02')));
      try {
        const page = staff.page;
        await page.goto('/trade?view=accounts');
        await page.getByRole('button', { name: `Statement ${business}` }).click();
        const dialog = page.getByRole('dialog', { name: `Statement of ${business}` });
        await dialog.getByText(String(orderId)).first().waitFor();
        await expectSound(page, "an account's statement");
        const [pdf] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: 'Download PDF' }).click(),
        ]);
        expect(pdf.suggestedFilename()).toBe(`waters-statement-${month}.pdf`);
        expect((await textOf(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } finally {
        await staff.context.close();
      }
      // Two servers started in turn and a morning lived through two portals: 27 s alone, past the suite’s
      // 120 s beside the server's suite on a fresh-clone CI run.
    }, 300_000);
  }
});
