import type { BrowserContext, Locator, Page } from 'playwright-core';
import { MESSAGES } from '../src/lib/messages';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { coveredControls, smallPrimaryControls, undersizedTargets } from './support/layout-checks';
import { settled } from './support/settled';
import { choosePlace } from './support/place';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const CUSTOMER = { userName: 'taps.e2e', password: 'tuyo-and-rice-2026' };
const PRODUCTS = [
  'Dried Danggit (Rabbitfish) 250 g',
  'Tinapang Bangus (Smoked Milkfish) 400 g',
  'Dilis (Dried Anchovies) 200 g',
];

/** A form field by its visible label (required fields add a decorative " *"). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** The notices on screen. */
const notices = (page: Page) => page.locator('.notice-region .toast');

browserSuite('notices, scrolling, tabs and tap targets in Chromium', () => {
  const rig = browserRig();

  beforeAll(async () => {
    // One customer for every test.
    const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/register-page');
    await field(page, 'User Name').fill(CUSTOMER.userName);
    await field(page, 'Full Name').fill('Ligaya Santos');
    await field(page, 'Address').fill('12 Gen. Trias Dr.');
    await choosePlace(page, { province: 'Cavite', city: 'Rosario' });
    await field(page, 'Mobile Number').fill('+63 917 555 0123');
    await field(page, 'Email Address').fill('taps.e2e@example.ph');
    await field(page, 'Password').fill(CUSTOMER.password);
    await field(page, 'Confirm Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(MESSAGES.registrationSucceeded).waitFor();
    await context.close();
  });

  async function signedIn(
    viewport: { width: number; height: number },
    who: 'customer' | 'employee' = 'customer',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport });
    const page = await context.newPage();
    rig.watch(page);
    await page.goto(who === 'customer' ? '/login-page' : '/employee-login-page');
    await field(page, 'Username').fill(who === 'customer' ? CUSTOMER.userName : 'employee');
    await field(page, 'Password').fill(who === 'customer' ? CUSTOMER.password : 'waters-employee');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(who === 'customer' ? '**/home' : '**/order-page');
    return { context, page };
  }

  for (const [name, viewport] of [
    ['360', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px, three notices leave every control of the storefront, the cart, its dialogs and the menu within reach`, async () => {
      const { context, page } = await signedIn(viewport);
      try {
        if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Browse Products' }).click();
        await page.getByRole('heading', { name: 'AVAILABLE PRODUCTS' }).waitFor();
        // Before any notice: on phones the cart bar alone keeps a focused control clear of it.
        await page.getByRole('button', { name: `Add to Cart: ${PRODUCTS[0]}` }).waitFor();
        expect(await coveredControls(page)).toEqual([]);
        for (const product of PRODUCTS) {
          await page.getByRole('button', { name: `Add to Cart: ${product}` }).click();
          await page.getByText(MESSAGES.addedToCart(product), { exact: true }).waitFor();
        }
        // One notice on phones (the newest), three on wide screens.
        expect(await notices(page).count()).toBe(viewport === PHONE ? 1 : 3);
        expect(await notices(page).last().textContent()).toContain(MESSAGES.addedToCart(PRODUCTS[2]));
        for (const close of await page.getByRole('button', { name: 'Close notice' }).all()) {
          const box = (await close.boundingBox())!;
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
        expect(await coveredControls(page)).toEqual([]);

        // The product's View dialog: its Close is on top of the notices.
        await page.getByRole('button', { name: new RegExp(`^View ${PRODUCTS[0].replace(/[()]/g, '\\$&')}`) }).click();
        const view = page.getByRole('dialog');
        await view.waitFor();
        expect(await coveredControls(page, '[role="dialog"]')).toEqual([]);
        await view
          .getByRole('button', { name: /^Close/ })
          .first()
          .click({ timeout: 5000 });
        await view.waitFor({ state: 'detached' });

        // The phone menu: every item above the notices, and Manage Cart taps through.
        if (viewport === PHONE) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await menu.waitFor();
          expect(await coveredControls(page, '#site-nav')).toEqual([]);
          await menu.getByRole('link', { name: 'Manage Cart' }).click({ timeout: 5000 });
        } else {
          await page
            .getByRole('navigation', { name: 'Site' })
            .getByRole('link', { name: 'Manage Cart' })
            .click({ timeout: 5000 });
        }
        await page.getByRole('heading', { name: 'YOUR SHOPPING CART' }).waitFor();
        // The storefront's notices stay behind with it.
        expect(await notices(page).count()).toBe(0);

        // Edit Cart Item: Save Changes is on top, and a tap saves at once.
        await page.getByRole('button', { name: `EDIT ${PRODUCTS[1]}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Cart Item' });
        await edit.waitFor();
        expect(await coveredControls(page, '[role="dialog"]')).toEqual([]);
        await field(edit, 'Quantity').fill('2');
        await edit.getByRole('button', { name: 'Save Changes' }).click({ timeout: 5000 });
        await page.getByText(MESSAGES.cartItemUpdated(PRODUCTS[1]), { exact: true }).waitFor();
        await edit.waitFor({ state: 'detached' });
        expect(await coveredControls(page)).toEqual([]);

        // PLACE ORDER, at the end of the page, is reached and taps through.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        expect(await coveredControls(page)).toEqual([]);
        // A trial tap: Playwright's check that the button itself would receive it.
        await page.getByRole('button', { name: 'PLACE ORDER' }).click({ trial: true, timeout: 5000 });
      } finally {
        await context.close();
      }
    });
  }

  describe('a full page load opens at the top, or at its #fragment (360 px)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: PHONE });
      page = await context.newPage();
      rig.watch(page);
    });
    afterAll(() => context.close());

    /** Loads an address and waits until the page has hydrated and the router has placed it. */
    async function load(address: string) {
      await page.goto(address);
      await page.locator('h1').first().waitFor();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    }

    it('opens /about-us at the top after another page of the tab was left far down', async () => {
      await load('/home');
      await page.evaluate(() => window.scrollTo({ top: 2988, behavior: 'instant' }));
      await load('/about-us');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The same address again, left far down, still opens at the top.
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await load('/about-us');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    it('opens at the #fragment, just under the top bar', async () => {
      await load('/about-us#quality-policy');
      await page.waitForFunction(() => {
        const top = document.getElementById('quality-policy')!.getBoundingClientRect().top;
        const bar = document.querySelector('.top-stack')!.getBoundingClientRect().bottom;
        return top >= bar - 1 && top <= bar + 40;
      });
    });

    it('comes back to where it was on a reload', async () => {
      await load('/about-us');
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await page.reload();
      await page.locator('h1').first().waitFor();
      await settled(page);
      // Within a few pixels: late layout (fonts, images) may nudge it.
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) <= 24);
    });
  });

  it('at 360 px, every home tab is reachable, by tap and by arrow keys, and the cut edge is hinted', async () => {
    const page = await rig.browser.newPage({ baseURL: rig.server.url, viewport: PHONE });
    rig.watch(page);
    try {
      await page.goto('/home');
      for (const id of ['fish-terms', 'certifications']) {
        const list = page.locator(`[role="tablist"]#${id}`);
        await list.waitFor();
        await list.scrollIntoViewIfNeeded();
        const strip = page.locator('.tab-strip', { has: list });
        const tabs = await list.getByRole('tab').all();
        expect(tabs.length).toBeGreaterThan(3);
        // Some tabs lie beyond the right edge, and the strip says so (once its code has hydrated it).
        await page.waitForFunction((el) => el!.classList.contains('more-after'), await strip.elementHandle(), {
          timeout: 10000,
        });

        /** The selected tab has focus and lies wholly inside the strip's visible width. */
        const selectedInView = async () =>
          page.waitForFunction(
            (el) => {
              const tab = el!.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!;
              const outer = el!.getBoundingClientRect();
              const box = tab.getBoundingClientRect();
              return box.left >= outer.left - 1 && box.right <= outer.right + 1 && document.activeElement === tab;
            },
            await list.elementHandle(),
            { timeout: 5000 },
          );
        await tabs[0].focus();
        for (const [i, tab] of tabs.entries()) {
          if (i > 0) await page.keyboard.press('ArrowRight');
          await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
          await selectedInView();
        }
        // At the end the hint has moved to the left edge.
        await page.waitForFunction(
          (el) => el!.className.includes('more-before') && !el!.className.includes('more-after'),
          await strip.elementHandle(),
        );
        // And a tap reaches the first tab again.
        await tabs[0].click();
        await expect(tabs[0].getAttribute('aria-selected')).resolves.toBe('true');
      }
    } finally {
      await page.close();
    }
  });

  describe('tap targets at 360 px: none under 24 x 24 px without room around it (WCAG 2.5.8), buttons, fields and menu items 44 px', () => {
    const PUBLIC = [
      '/home',
      '/about-us',
      '/our-facility',
      '/our-products',
      '/portfolio',
      '/food-recipe',
      '/contact',
      '/login-page',
      '/register-page',
      '/employee-login-page',
      '/no-such-page',
    ];

    it('on the public pages', async () => {
      const page = await rig.browser.newPage({ baseURL: rig.server.url, viewport: PHONE });
      rig.watch(page);
      try {
        const found: Record<string, string[]> = {};
        for (const path of PUBLIC) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          await settled(page);
          const small = [...(await undersizedTargets(page)), ...(await smallPrimaryControls(page))];
          if (small.length > 0) found[path] = small;
        }
        expect(found).toEqual({});
      } finally {
        await page.close();
      }
    });

    it.each(['customer', 'employee'] as const)('on the %s screens', async (who) => {
      const { context, page } = await signedIn(PHONE, who);
      try {
        const paths =
          who === 'customer'
            ? ['/storefront', '/order-page', '/pending-orders', '/complete-orders', '/edit-profile']
            : ['/storefront', '/order-page', '/complete-orders', '/admin'];
        const found: Record<string, string[]> = {};
        for (const path of paths) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          await settled(page);
          const small = [...(await undersizedTargets(page)), ...(await smallPrimaryControls(page))];
          if (small.length > 0) found[path] = small;
        }
        // The open account menu and phone menu too.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        const menu = [...(await undersizedTargets(page)), ...(await smallPrimaryControls(page))];
        if (menu.length > 0) found['phone menu'] = menu;
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    });
  });
});
