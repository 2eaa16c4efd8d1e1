import type { BrowserContext, Page } from 'playwright-core';
import { apiLogin, graphql, signInThroughTheForm } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { settled } from './support/settled';

const CUSTOMER = {
  userName: 'phones.e2e',
  password: 'tuyo-and-rice-2026',
  fullName: 'Perla Dimaculangan-Villanueva',
  emailAddress: 'perla.phones.e2e@example.ph',
};
const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }';
const WIDTHS = [360, 1280] as const;
/** Where the order tables are tightest: the smallest phone, the first table width, a tablet, a laptop. */
const LIST_WIDTHS = [320, 360, 768, 1024, 1280] as const;

/** Table headers and card labels whose words the browser broke across lines ("Authori-zation"). */
const headersBrokenMidWord = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('th, dt'))) {
      if (!cell.checkVisibility()) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A line may end after a hyphen ("Dimaculangan-"); anywhere else inside a word is a break mid-word.
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${match[0]} in "${cell.textContent}"`);
        }
      }
    }
    return broken;
  });

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Manage Products as cards, the pick sheet, the charts and the customer's own lists at 360 and 1280 px. */
browserSuite('phone layouts of the portal and the customer lists (Chromium, 360 and 1280 px)', () => {
  const rig = browserRig();
  let customer: BrowserContext;
  let employee: BrowserContext;
  let shopper: Page;
  let staff: Page;
  let customerId: string;
  const orders: number[] = [];

  beforeAll(async () => {
    customer = await rig.browser.newContext({ baseURL: rig.server.url });
    employee = await rig.browser.newContext({ baseURL: rig.server.url });
    const profile = {
      ...CUSTOMER,
      address: '22 Calle Real, Rosario, Cavite 4106',
      mobileNumber: '+63 917 555 0199',
      confirmPassword: CUSTOMER.password,
    };
    await graphql(customer.request, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: profile,
    });
    const buyer = await apiLogin(customer.request, 'customer', CUSTOMER);
    customerId = buyer.userId;
    for (const [index, quantity] of [3, 1, 2].entries()) {
      const placed = await customer.request.post('/graphql', {
        data: { query: PLACE, variables: { input: { items: [{ productId: 'DRD-001', quantity }] } } },
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${buyer.token}`,
          'idempotency-key': `phones-e2e-${index}`,
        },
      });
      orders.push(((await placed.json()) as { data: { placeOrder: { orderId: number } } }).data.placeOrder.orderId);
    }
    const clerk = await apiLogin(employee.request, 'employee', EMPLOYEE);
    const decide = (verb: string, orderId: number) =>
      graphql(
        employee.request,
        `mutation($input: DecideOrderInput!) { ${verb}(input: $input) { orderId } }`,
        { input: { orderId } },
        clerk.token,
      );
    await decide('approveOrder', orders[0]);
    await decide('cancelOrder', orders[1]);
    await graphql(
      customer.request,
      'mutation($input: CancelMyOrderInput!) { cancelMyOrder(input: $input) { orderId } }',
      { input: { orderId: orders[2], reason: 'Ordered twice' } },
      buyer.token,
    );

    shopper = await customer.newPage();
    staff = await employee.newPage();
    rig.watch(shopper, staff);
    await signInThroughTheForm(shopper, 'customer', CUSTOMER);
    await signInThroughTheForm(staff, 'employee', EMPLOYEE);
  });

  async function open(page: Page, path: string, width: number, ready: string): Promise<void> {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await settled(page);
  }

  it('Manage Products at 360 px: a card per product, every button a 44 px target on screen, nothing to scroll sideways', async () => {
    await open(staff, '/storefront', 360, 'li[data-record]');
    expect(await staff.locator('table').count()).toBe(0);
    expect(await overflowOf(staff)).toBe(0);
    const cards = staff.locator('li[data-record]');
    expect(await cards.count()).toBeGreaterThanOrEqual(23);
    const buttons = await staff
      .locator('li[data-record] [role="group"][aria-label="Actions"] .btn')
      .evaluateAll((all) =>
        all.map((button) => {
          const box = button.getBoundingClientRect();
          return {
            name: button.textContent,
            fits: box.left >= 0 && box.right <= window.innerWidth,
            big: box.width >= 44 && box.height >= 44,
          };
        }),
      );
    expect(buttons.length).toBe((await cards.count()) * 3);
    expect(buttons.filter((button) => !button.fits || !button.big)).toEqual([]);
    const first = cards.first();
    expect(await first.evaluate((card) => card.scrollWidth - card.clientWidth)).toBeLessThanOrEqual(0);
    expect(await first.getByRole('term').allTextContents()).toEqual([
      'Product ID',
      'Price (PHP)',
      'Product Type',
      'Stock',
      'Product Image',
    ]);
    expect(await seriousViolations(staff)).toEqual([]);
    await screenshot(staff, 'manage-products-cards-360');

    await first.getByRole('button', { name: /^STOCK / }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /^Cancel$|^Close$/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('Manage Products at 1280 px: the original table, every column in view', async () => {
    await open(staff, '/storefront', 1280, 'tr[data-record]');
    const heads = await staff
      .getByRole('table', { name: 'Products in the catalogue' })
      .locator('thead th')
      .allTextContents();
    expect(heads).toEqual([
      'Product ID',
      'Product Name',
      'Price (PHP)',
      'Product Type',
      'Product Image',
      'Status',
      'Actions',
    ]);
    expect(await overflowOf(staff)).toBe(0);
    expect(await headersBrokenMidWord(staff)).toEqual([]);
    expect(await seriousViolations(staff)).toEqual([]);
    await screenshot(staff, 'manage-products-table-1280');
  });

  it.each(WIDTHS)(
    'the pick sheet at %p px shows every column, the quantity included, and prints its four columns',
    async (width) => {
      await open(staff, '/admin', width, '.pick-sheet table');
      const sheet = staff.locator('.pick-sheet');
      const region = await sheet
        .locator('.table-responsive')
        .evaluate((box) => ({ hidden: box.scrollWidth - box.clientWidth, right: box.getBoundingClientRect().right }));
      expect(region.hidden).toBe(0);
      const quantity = await sheet.getByRole('columnheader', { name: 'Quantity' }).boundingBox();
      expect(quantity!.x + quantity!.width).toBeLessThanOrEqual(Math.min(width, region.right));
      const row = sheet.getByRole('row', { name: /Dried Danggit/ });
      expect(await row.textContent()).toMatch(/DRD-001/);
      expect(await headersBrokenMidWord(staff)).toEqual([]);
      expect(await seriousViolations(staff)).toEqual([]);
      await screenshot(staff, `admin-pick-sheet-${width}`);

      await staff.emulateMedia({ media: 'print' });
      try {
        expect(
          await sheet
            .locator('thead th')
            .evaluateAll((all) => all.filter((th) => th.getBoundingClientRect().width > 0).map((th) => th.textContent)),
        ).toEqual(['Type', 'Product ID', 'Product', 'Quantity']);
      } finally {
        await staff.emulateMedia({ media: 'screen' });
      }
    },
  );

  it.each(WIDTHS)(
    'the dashboard charts at %p px have a value axis and days, readable and inside the screen',
    async (width) => {
      await open(staff, '/admin', width, '.daily-chart');
      const charts = staff.locator('.daily-chart');
      expect(await charts.count()).toBe(2);
      for (const chart of await charts.all()) {
        const values = await chart.locator('.daily-chart-values span').allTextContents();
        expect(values).toHaveLength(3);
        expect(values[2]).toMatch(/^(0|₱0)$/);
        expect(await chart.locator('.daily-chart-days span').count()).toBeGreaterThan(0);
        // Every label is on screen, at a readable size, and no two day labels touch.
        const labels = await chart.locator('span').evaluateAll((all) =>
          all.map((span) => ({
            box: span.getBoundingClientRect().toJSON() as DOMRect,
            size: parseFloat(getComputedStyle(span).fontSize),
          })),
        );
        for (const { box, size } of labels) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
          expect(size).toBeGreaterThanOrEqual(12);
        }
      }
      expect(
        await staff.getByRole('img', { name: /^Orders placed per day: highest on .+, \d+ orders?\.$/ }).count(),
      ).toBe(1);
      expect(await overflowOf(staff)).toBe(0);
      expect(await seriousViolations(staff)).toEqual([]);
      await screenshot(staff, `admin-dashboard-${width}`);
    },
  );

  it.each(LIST_WIDTHS)(
    'the activity log at %p px filters by part of the customer’s name; its headers break between words only',
    async (width) => {
      await open(staff, '/complete-orders', width, '[data-record]');
      await staff.getByLabel('Customer Name').fill('dimaculangan');
      await staff.getByRole('button', { name: 'Apply filters' }).click();
      await staff.waitForURL(/name=dimaculangan/);
      await settled(staff);
      const records = staff.locator('[data-record]');
      expect(await records.count()).toBe(3);
      for (const record of await records.all()) expect(await record.textContent()).toContain(CUSTOMER.fullName);
      // Employees keep the customer's id, and see who cancelled by name.
      expect(await records.first().textContent()).toContain(customerId);
      expect(await staff.getByText('Cancelled by you').count()).toBe(0);
      expect(await headersBrokenMidWord(staff)).toEqual([]);
      expect(await overflowOf(staff)).toBe(0);
      expect(await seriousViolations(staff)).toEqual([]);
      await screenshot(staff, `activity-log-by-name-${width}`);
    },
  );

  it.each(LIST_WIDTHS)(
    'the customer’s history at %p px leaves out their own id and says "Cancelled by you"',
    async (width) => {
      await open(shopper, '/complete-orders', width, '[data-record]');
      const records = shopper.locator('[data-record]');
      expect(await records.count()).toBe(3);
      const text = (await shopper.locator('main').textContent()) ?? '';
      expect(text).not.toContain(customerId);
      if (width > 767) expect(await shopper.locator('thead th', { hasText: /^Customer ID$/ }).count()).toBe(0);
      // Newest first: the order the customer cancelled, the one an employee cancelled, the approved one.
      expect(await records.nth(0).textContent()).toContain('Cancelled by you');
      for (const other of [1, 2]) expect(await records.nth(other).textContent()).not.toContain('Cancelled by you');
      expect(await records.nth(1).textContent()).toContain('Maricel Dela Cruz');
      expect(await headersBrokenMidWord(shopper)).toEqual([]);
      expect(await overflowOf(shopper)).toBe(0);
      expect(await seriousViolations(shopper)).toEqual([]);
      await screenshot(shopper, `order-history-${width}`);

      await open(shopper, '/pending-orders', width, 'h1');
      expect((await shopper.locator('main').textContent()) ?? '').not.toContain(customerId);
    },
  );

  it.each(WIDTHS)(
    'the home page at %p px: this year in the footer after hydration, and no play symbol without a video',
    async (width) => {
      const page = await customer.newPage();
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      rig.watch(page);
      try {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/home');
        await page.getByText('Video coming soon').waitFor();
        expect(await page.locator('.video-frame .video-play, .video-frame svg').count()).toBe(0);
        await page.locator('footer').getByText(`© ${new Date().getFullYear()} `).waitFor();
        expect(logged.filter((line) => /hydrat|#418|#425/i.test(line))).toEqual([]);
        await screenshot(page, `home-video-footer-${width}`);
      } finally {
        await page.close();
      }
    },
  );
});
