import type { Locator, Page, Route } from 'playwright-core';
import { MESSAGES } from '../src/lib/messages';
import { signedInContext } from './support/accounts';
import { screenshot, seriousViolations, watchPageProblems } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually } from './support/eventually';
import { browserRig } from './support/rig';
import { settled } from './support/settled';

/** The demo customer every non-production server creates (server/src/database/seed/demo-accounts.ts). */
const CUSTOMER = { userName: 'customer', password: 'waters-customer', address: '12 Mabini St., Kawit, Cavite' };
const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const TINAPA = 'Tinapang Bangus (Smoked Milkfish) 400 g';
const BONELESS = 'Smoked Boneless Bangus 400 g';
const DILIS = 'Dilis (Dried Anchovies) 200 g';
const TUYO = 'Tuyo (Dried Salted Herring) 250 g';
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The storefront's cart count, search, filter and sort, product dialog, and PLACE ORDER's review, at 360 and 1280 px. */
browserSuite('storefront basics in Chromium', () => {
  const rig = browserRig();
  let problems: string[] = [];
  afterEach(() => {
    expect(problems).toEqual([]);
  });
  const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const cartLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Cart, / });
  const grid = (page: Page) => page.getByRole('list', { name: 'Available products' });
  const cardNames = (page: Page) => grid(page).getByRole('heading').allTextContents();
  /** Waits until the result count reads exactly this (the list renders just after the address changes). */
  const countReads = (page: Page, text: string) =>
    page
      .locator('[role=status]')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor();
  /** Waits for the dialogs' opening animation to end: axe measures contrast on what is painted. */
  const dialogSettled = (page: Page) =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('.modal')].every(
        (modal) =>
          getComputedStyle(modal).opacity === '1' &&
          getComputedStyle(modal.querySelector('.modal-dialog')!).transform === 'none',
      ),
    );
  async function noSeriousViolations(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }
  /** The element a tap at the middle of this control would reach is the control itself. */
  const reachable = (control: Locator) =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (hit === element || element.contains(hit));
    });

  async function signedInPage(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
    const context = await rig.browser.newContext({
      baseURL: rig.server.url,
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    problems = watchPageProblems(page);
    await page.goto('/login-page');
    await field(page, 'Username').fill(CUSTOMER.userName);
    await field(page, 'Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    return page;
  }

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width} px`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await signedInPage(viewport);
      });
      afterAll(async () => {
        await page?.context().close();
      });

      it('a signed-in page paints the site shell before its code arrives, and the page replaces it whole', async () => {
        const html = await (await page.request.get('/storefront')).text();
        expect(html).toContain('<div id="root" data-shell>');
        expect(html).toContain('aria-label="Account"');
        expect(html).toContain('Loading…');
        await page.goto('/storefront');
        await grid(page).waitFor();
        expect(await page.locator('nav[aria-label="Account"]').count()).toBe(1);
        expect(await page.locator('main#main').count()).toBe(1);
        expect(
          await page
            .getByRole('status')
            .filter({ hasText: /^Loading…$/ })
            .count(),
        ).toBe(0);
      });

      it('a customer’s storefront paints its products from the HTML before the page’s code, which then draws the same cards in the same place', async () => {
        const html = await (await page.request.get('/storefront', { headers: { accept: 'text/html' } })).text();
        expect(html).toMatch(/<main id="main"[^>]*><div data-shell-screen="Customer" inert><section/);
        // Untitled: an employee or a visitor is sent the same HTML, and their screen here is another.
        expect(html).toContain('<title>WATERS</title>');
        // The page's code is held back until the shell's own paint has been read.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const held = /\/assets\/index-[\w-]+\.js$/;
        await page.route(held, async (route) => {
          await released;
          // A later test's navigation may have ended the request meanwhile.
          await route.continue().catch(() => undefined);
        });
        try {
          await page.goto('/storefront', { waitUntil: 'commit' });
          const shellGrid = page.locator('#root[data-shell] [data-shell-screen="Customer"] ul.product-grid');
          await shellGrid.waitFor();
          // Inert: a search typed there would be lost when the page replaces it, so it takes no focus yet.
          const shellSearch = page.locator('[data-shell-screen] input[type="search"]');
          expect(await shellSearch.evaluate((input) => (input.focus(), document.activeElement === input))).toBe(false);
          const firstCard = () => page.locator('ul.product-grid > li').first();
          const firstPicture = () => firstCard().locator('img');
          const loaded = () => firstPicture().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
          expect(await eventually(loaded, Boolean)).toBe(true);
          const before = {
            name: await firstCard().locator('h2').textContent(),
            box: await firstCard().boundingBox(),
            picture: await firstPicture().evaluate((img: HTMLImageElement) => img.currentSrc),
          };
          // The card's width picks the 480 px picture (a phone's half width, a third of a wide screen), not the 1600 px original.
          expect(before.picture).toMatch(/-480\.avif\?/);
          expect(
            await page
              .getByRole('status')
              .filter({ hasText: /^Loading…$/ })
              .isVisible(),
          ).toBe(false);
          release();
          // The shell's screen is gone: what shows now is the page's own render (in the same place,
          // the top bar included, which grows no taller for the signed-in menus).
          await page.locator('[data-shell-screen]').waitFor({ state: 'detached' });
          await grid(page).waitFor();
          expect(await firstCard().locator('h2').textContent()).toBe(before.name);
          expect(await firstCard().boundingBox()).toEqual(before.box);
          expect(await firstPicture().evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(before.picture);
        } finally {
          release();
          await page.unroute(held);
        }
      });

      it('the pending orders’ shell names the page, and the page draws the same heading in its place', async () => {
        const heading = '<h1 id="shop-heading" class="h3 fw-bold text-brand" tabindex="-1">YOUR PENDING ORDERS</h1>';
        const html = await (await page.request.get('/pending-orders', { headers: { accept: 'text/html' } })).text();
        expect(html).toContain('<div id="root" data-shell>');
        expect(html).toContain(heading);
        expect(html).toContain('Loading…');
        await page.goto('/pending-orders');
        // The page's own list (the shell has no such section around its heading).
        await page.locator('section[aria-labelledby="shop-heading"]').waitFor();
        expect(await page.locator('h1').evaluateAll((all) => all.map((h1) => h1.outerHTML))).toEqual([heading]);
      });

      it('a first visit asks for the products and the storefront’s code with the HTML, not once the page’s code has run', async () => {
        const requests: string[] = [];
        const record = (request: { url(): string; postData(): string | null }) => {
          const products =
            request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"AvailableProducts"');
          requests.push(products ? 'products' : new URL(request.url()).pathname);
        };
        const finished = (request: { url(): string }) => requests.push(`in ${new URL(request.url()).pathname}`);
        page.on('request', record);
        page.on('requestfinished', finished);
        // Routed, every request goes to the server (Playwright turns the HTTP cache off): a first visit.
        const uncached = (route: Route) => route.continue();
        await page.route('**/*', uncached);
        try {
          await page.goto('/storefront');
          await grid(page).waitFor();
          await settled(page);
          expect(requests.filter((r) => r === 'products')).toHaveLength(1);
          // The page's code is asked for only once the first card's picture is in: on a phone's
          // connection the picture does not share the line with the code (src/lib/code-after-first-picture.ts).
          const picture = await page
            .locator('ul.product-grid > li img')
            .first()
            .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
          const entry = requests.findIndex((r) => /^\/assets\/index-[\w-]+\.js$/.test(r));
          expect(entry).toBeGreaterThan(requests.indexOf(`in ${picture}`));
          expect(requests.indexOf(`in ${picture}`)).toBeGreaterThan(-1);
          // The early script asks for the products and preloads the signed-in role's screen, which
          // the shell sent for /storefront lists for each role (src/api/early-query.ts,
          // scripts/finish-build.mjs): both go out before anything the page's code asks for once it
          // has rendered (the footer); the employee's screen is never downloaded.
          const screen = requests.findIndex((r) => /\/assets\/CustomerStorefront-/.test(r));
          const footer = requests.findIndex((r) => /\/assets\/Footer-/.test(r));
          expect(screen).toBeGreaterThan(-1);
          expect(footer).toBeGreaterThan(-1);
          expect(requests.indexOf('products')).toBeLessThan(footer);
          expect(screen).toBeLessThan(footer);
          const html = await (await page.request.get('/storefront', { headers: { accept: 'text/html' } })).text();
          expect(html).toMatch(/<meta name="waters-role-chunks" content="[^"]*assets\/CustomerStorefront-[\w-]+\.js/);
          expect(html).not.toMatch(/<link rel="modulepreload"[^>]*(CustomerStorefront|ManageProducts)-/);
          const preloaded = 'head link[rel="modulepreload"][fetchpriority="low"][href^="/assets/CustomerStorefront-"]';
          expect(await page.locator(preloaded).count()).toBe(1);
          expect(requests.some((r) => /\/assets\/ManageProducts-/.test(r))).toBe(false);
        } finally {
          page.off('request', record);
          page.off('requestfinished', finished);
          await page.unroute('**/*', uncached);
        }
      });

      it('the top bar counts the cart as lines are added and removed; the cart bar shows items and total beside View Cart and View Orders', async () => {
        await page.goto('/storefront');
        await grid(page).waitFor();
        await expectName(cartLink(page), 'Cart, 0 items');
        const viewCart = page.getByRole('button', { name: 'View Cart' });
        const viewOrders = page.getByRole('button', { name: 'View Orders' });
        const bar = page.locator('.storefront-actions');
        expect(await bar.textContent()).toContain('0 items');

        if (viewport.width < 768) {
          // On a phone the bar is on the first screen, without scrolling past 23 products…
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          for (const control of [viewCart, viewOrders]) {
            const box = (await control.boundingBox())!;
            expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(await reachable(control)).toBe(true);
          }
          // …and at the end of the list (every product shown, then scrolled to) it rests below the last product instead of covering it.
          await lastCardAndBar(page);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const { cardBottom, barTop } = await lastCardAndBar(page);
          expect(cardBottom).toBeLessThanOrEqual(barTop);
          await page.evaluate(() => window.scrollTo(0, 0));
        } else {
          // On a wide screen it stays where the original site has it, below the grid.
          const { cardBottom, viewCartTop } = await lastCardAndBar(page);
          expect(viewCartTop).toBeGreaterThan(cardBottom);
        }

        await page.getByRole('button', { name: `Add to Cart: ${DILIS}` }).click();
        await toast(page, MESSAGES.addedToCart(DILIS));
        await expectName(cartLink(page), 'Cart, 1 item');
        expect(await bar.textContent()).toContain('1 item');
        expect(await bar.textContent()).toContain('₱150.00');
        await page.getByRole('button', { name: `Increase quantity of ${DILIS}` }).click();
        await page.getByRole('button', { name: `Add to Cart: ${DILIS}` }).click();
        await toast(page, MESSAGES.cartQuantityUpdated(DILIS));
        await expectName(cartLink(page), 'Cart, 3 items');
        expect(await bar.textContent()).toContain('₱450.00');
        await noSeriousViolations(page);
        await screenshot(page, `shop-${viewport.name}-storefront`);

        // Removing a line in the cart is counted at once too.
        await page.getByRole('button', { name: `Add to Cart: ${TUYO}` }).click();
        await toast(page, MESSAGES.addedToCart(TUYO));
        await expectName(cartLink(page), 'Cart, 4 items');
        await cartLink(page).click();
        await page.waitForURL('**/order-page');
        await page.getByRole('button', { name: `REMOVE ${TUYO}` }).click();
        await toast(page, MESSAGES.itemRemoved);
        await expectName(cartLink(page), 'Cart, 3 items');
      });

      it('search, type and sort narrow and order the list, and the address keeps them through reload and back', async () => {
        await page.goto('/storefront');
        await grid(page).waitFor();
        await countReads(page, '23 products');

        await page.getByRole('searchbox', { name: 'Search by name' }).fill('bangus');
        await page.waitForURL('**/storefront?q=bangus');
        await countReads(page, 'Showing 4 of 23 products');
        for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain('bangus');

        await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Smoked' });
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price (high to low)' });
        await page.waitForURL('**/storefront?q=bangus&type=smoked&sort=price-desc');
        await grid(page).getByRole('heading').first().filter({ hasText: BONELESS }).waitFor();
        expect(await cardNames(page)).toEqual([BONELESS, TINAPA]);
        await countReads(page, 'Showing 2 of 23 products');
        await noSeriousViolations(page);

        await page.reload();
        await grid(page).waitFor();
        expect(await cardNames(page)).toEqual([BONELESS, TINAPA]);
        expect(await page.getByRole('searchbox', { name: 'Search by name' }).inputValue()).toBe('bangus');

        await page.goBack();
        await page.waitForURL('**/storefront?q=bangus&type=smoked');
        await countReads(page, 'Showing 2 of 23 products');
        await grid(page).getByRole('heading').first().filter({ hasText: TINAPA }).waitFor();
        expect(await cardNames(page)).toEqual([TINAPA, BONELESS]);

        await page.getByRole('searchbox', { name: 'Search by name' }).fill('lapu-lapu');
        await page.getByText('No products match your search.').waitFor();
        await countReads(page, 'Showing 0 of 23 products');
        await page.getByRole('button', { name: 'Show all products' }).click();
        await grid(page).waitFor();
        await countReads(page, '23 products');
      });

      it('the product dialog shows the product and adds the chosen quantity to the cart, above the cart bar', async () => {
        await page.goto('/storefront?q=tinapang+bangus');
        await grid(page).waitFor();
        await page.getByRole('button', { name: `View ${TINAPA}` }).click();
        const dialog = page.getByRole('dialog', { name: TINAPA });
        await dialog.waitFor();
        await dialog.getByRole('img', { name: TINAPA }).waitFor();
        expect(await dialog.textContent()).toContain('SMOKED');
        expect(await dialog.textContent()).toContain('₱230.00');
        if (viewport.width < 768) expect(await reachable(page.getByRole('button', { name: 'View Cart' }))).toBe(false);
        await dialog.getByRole('button', { name: `Increase quantity of ${TINAPA}` }).click();
        expect(await dialog.getByRole('spinbutton', { name: `Quantity of ${TINAPA}` }).inputValue()).toBe('2');
        await dialogSettled(page);
        await noSeriousViolations(page);
        await screenshot(page, `shop-${viewport.name}-product-dialog`);
        await dialog.getByRole('button', { name: 'Add to Cart' }).click();
        await toast(page, MESSAGES.addedToCart(TINAPA));
        await dialog.waitFor({ state: 'detached' });
        await expectName(cartLink(page), 'Cart, 5 items');
      });

      it('PLACE ORDER shows the delivery address, the lines and the total before the order is placed', async () => {
        await cartLink(page).click();
        await page.waitForURL('**/order-page');
        await page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
        await page.getByText('Total Price: ₱910.00').waitFor();
        await page.getByRole('button', { name: 'PLACE ORDER' }).click();
        const review = page.getByRole('dialog', { name: 'Review your order' });
        await review.locator('address', { hasText: CUSTOMER.address }).waitFor();
        const lines = await review
          .getByRole('list', { name: 'Items in this order' })
          .getByRole('listitem')
          .allTextContents();
        expect(lines).toEqual([`${DILIS}3 x ₱150.00₱450.00`, `${TINAPA}2 x ₱230.00₱460.00`]);
        // The profile address (Kawit, Cavite) is delivered to by the demo's Cavite zone: the goods and its ₱80.00 fee.
        await review.getByText('Order total: ₱990.00').waitFor();
        await dialogSettled(page);
        await noSeriousViolations(page);
        await screenshot(page, `shop-${viewport.name}-review`);

        // Back to Cart places nothing.
        await review.getByRole('button', { name: 'Back to Cart' }).click();
        await review.waitFor({ state: 'detached' });
        await expectName(cartLink(page), 'Cart, 5 items');

        await page.getByRole('button', { name: 'PLACE ORDER' }).click();
        await review.getByRole('button', { name: 'Confirm Order' }).click();
        await toast(page, MESSAGES.orderPlaced);
        await page.waitForURL('**/pending-orders');
        await page.getByRole('heading', { name: 'YOUR PENDING ORDERS' }).waitFor();
        await page.getByText('₱990.00').first().waitFor();
        await expectName(cartLink(page), 'Cart, 0 items');
      });
    });
  }

  it('the storefront’s customer screen in the HTML is for customers: an employee’s shell shows its loading state, and never the cards', async () => {
    const staff = await signedInContext(rig, 'employee', EMPLOYEE, 360);
    try {
      // Neither the page's code nor the early script arrives: what shows is the shell the server
      // sent, whose inline script names the role before the body is read.
      await staff.page.route(/\/assets\/(index|early-query)-[\w-]+\.js$/, (route) => route.abort());
      await staff.page.goto('/storefront');
      await staff.page.locator('html[data-signed-in-role="Employee"] #root[data-shell] .spinner-border').waitFor();
      expect(await staff.page.locator('[data-shell-screen="Customer"]').count()).toBe(1);
      expect(await staff.page.locator('[data-shell-screen="Customer"]').isVisible()).toBe(false);
      expect(await staff.page.getByRole('list', { name: 'Available products' }).isVisible()).toBe(false);
    } finally {
      await staff.context.close();
    }
  });
});

/**
 * The last product card's bottom and the cart bar's top, read in one layout once all 23 cards are
 * in the list: the first screen of cards renders first and the rest just after, and cards off
 * screen are laid out at a placeholder height until they come near, so two separate reads could
 * see two different layouts.
 */
async function lastCardAndBar(page: Page): Promise<{ cardBottom: number; barTop: number; viewCartTop: number }> {
  const cards = page.getByRole('list', { name: 'Available products' }).getByRole('listitem');
  expect(
    await eventually(
      () => cards.count(),
      (count) => count === 23,
    ),
  ).toBe(23);
  return page.evaluate(() => {
    const last = document.querySelector('[aria-label="Available products"] > li:last-child')!.getBoundingClientRect();
    const bar = document.querySelector('.storefront-actions')!.getBoundingClientRect();
    const viewCart = [...document.querySelectorAll('.storefront-actions button')]
      .find((button) => button.textContent?.trim() === 'View Cart')!
      .getBoundingClientRect();
    return { cardBottom: last.bottom, barTop: bar.top, viewCartTop: viewCart.top };
  });
}

async function expectName(locator: Locator, name: string): Promise<void> {
  await locator.and(locator.page().getByRole('link', { name, exact: true })).waitFor();
}
