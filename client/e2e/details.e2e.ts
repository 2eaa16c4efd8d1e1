import { seriousViolations } from './support/browser';
import { apiLogin, graphql, signedInContext } from './support/accounts';
import { browserSuite } from './support/each-browser';
import { eventually } from './support/eventually';
import { browserRig } from './support/rig';
import { openFromSideMenu } from './support/side-menu';
import { settled } from './support/settled';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee', fullName: 'Maricel Dela Cruz' };
const CUSTOMER = { userName: 'customer', password: 'waters-customer', fullName: 'Juan Santos' };

/** The small things the phone walk-through found broken, each seen in the browser, at 360 and 1280 px. */
browserSuite('details of the shop and the back office in Chromium', () => {
  const rig = browserRig();

  const signedIn = (portal: 'customer' | 'employee', width: number) =>
    signedInContext(rig, portal, portal === 'customer' ? CUSTOMER : EMPLOYEE, width);

  for (const width of [360, 1280]) {
    describe(`at ${width} px`, () => {
      it("the account menu is named after the person and copies the user id with a 'Copied!' that is seen; the side menu takes employees to the Admin Dashboard", async () => {
        const { context, page } = await signedIn('employee', width);
        try {
          const menu = page.getByRole('button', { name: EMPLOYEE.fullName });
          await menu.click();
          const copy = page.getByRole('button', { name: /^User ID:/ });
          await copy.click();
          await page.getByText('Copied!').waitFor();
          expect(await page.getByText('Copied!').isVisible()).toBe(true);
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          expect((await copy.textContent())?.includes(copied)).toBe(true);
          await page.keyboard.press('Escape');
          await openFromSideMenu(page, 'Admin Dashboard');
          await page.waitForURL('**/admin');
          await page.locator('h1').first().waitFor();
          // Judged once its figures and pick sheet are in: a button the sheet's arrival enables fades to its
          // colours for 0.15 s, and axe run in between (a loaded CI run) measured the colours half-way.
          await settled(page);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it('Edit Cart Item shows the product as text, not as boxes that look editable', async () => {
        const { context, page } = await signedIn('customer', width);
        try {
          await page.goto('/storefront');
          await page
            .getByRole('button', { name: /^Add to Cart: / })
            .first()
            .click();
          await page.goto('/order-page');
          await page.getByRole('button', { name: /^EDIT/ }).first().click();
          const dialog = page.getByRole('dialog', { name: 'Edit Cart Item' });
          await dialog.waitFor();
          const productId = dialog.getByLabel('Product ID');
          expect(await productId.getAttribute('readonly')).not.toBeNull();
          // Shown as text: no visible box around it (Bootstrap's plaintext field has a transparent border).
          expect(await productId.evaluate((input) => getComputedStyle(input).borderTopColor)).toBe('rgba(0, 0, 0, 0)');
          expect(await dialog.getByLabel('Quantity').getAttribute('readonly')).toBeNull();
        } finally {
          await context.close();
        }
      });
    });
  }

  it("the queue's load notice moves nothing on the screen (no layout shift)", async () => {
    // One order waiting, so the queue announces "Fetched orders." (to screen readers only).
    const { context, page } = await signedIn('employee', 360);
    const customer = await apiLogin(context.request, 'customer', CUSTOMER);
    await graphql(
      context.request,
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }',
      { i: { items: [{ productId: 'DRD-001', quantity: 1 }] } },
      customer.token,
    );
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.shifted += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/order-page');
      await page.getByText('Fetched orders.').waitFor();
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
    } finally {
      await context.close();
    }
  });

  it('Manage Products pages a large catalogue 100 at a time, and Edit Product shows the name as text', async () => {
    const { context, page } = await signedIn('employee', 360);
    const { token } = await apiLogin(context.request, 'employee', EMPLOYEE);
    const ADD = 'mutation($i: AddProductInput!) { addProduct(input: $i) { productId } }';
    for (let i = 0; i < 81; i++) {
      const id = `PGN-${String(i).padStart(3, '0')}`;
      await graphql(
        context.request,
        ADD,
        {
          i: {
            productId: id,
            productName: `Paging test ${id}`,
            productPrice: 10,
            productType: 'DRIED',
            productImage: '/images/products/dried/danggit.webp',
          },
        },
        token,
      );
    }
    try {
      await page.goto('/storefront');
      const status = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ products$/ });
      await status.waitFor();
      const [shown, total] = ((await status.textContent()) ?? '').match(/\d+/g)!.map(Number);
      expect(shown).toBe(100);
      expect(total).toBeGreaterThan(100);
      await page.getByRole('button', { name: 'Load more' }).click();
      // The next page arrives below the first (cards on a phone, rows on a wide screen, one EDIT each); the button goes once nothing is left to load.
      await eventually(
        () => page.getByRole('button', { name: /^EDIT / }).count(),
        (count) => count === total,
        30_000,
      );
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      await page
        .getByRole('button', { name: /^EDIT / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      await dialog.waitFor();
      // The ID cannot change and does not look as if it could; the name can be corrected.
      const id = dialog.getByLabel('Product ID');
      expect(await id.getAttribute('readonly')).not.toBeNull();
      expect(await id.evaluate((input) => getComputedStyle(input).borderTopColor)).toBe('rgba(0, 0, 0, 0)');
      expect(await dialog.getByLabel('Product Name').getAttribute('readonly')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('the product sections in the side menu: only the one in the address is marked current', async () => {
    const page = await rig.browser.newPage({ baseURL: rig.server.url, viewport: { width: 1280, height: 900 } });
    rig.watch(page);
    try {
      await page.goto('/our-products#smoked');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const current = page.locator('nav a[aria-current="location"]');
      // Marked once the page's script runs (the pre-rendered HTML cannot know the address's #section).
      await current.first().waitFor();
      expect(await current.allTextContents()).toEqual(['Smoked']);
      await page.locator('nav').getByRole('link', { name: 'Dried', exact: true }).click();
      await page.waitForURL('**/our-products#dried');
      // The mark follows the address on the next render after the hash changes.
      await page.locator('nav a[aria-current="location"]', { hasText: 'Dried' }).first().waitFor();
      expect(await current.allTextContents()).toEqual(['Dried']);
    } finally {
      await page.close();
    }
  });

  it('registration shows Account Created At in Philippine time, not a raw timestamp', async () => {
    const page = await rig.browser.newPage({ baseURL: rig.server.url, viewport: { width: 360, height: 800 } });
    rig.watch(page);
    try {
      await page.goto('/register-page');
      const createdAt = await page.getByLabel('Account Created At').inputValue();
      expect(createdAt).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
      expect(createdAt).toMatch(/\b20\d\d\b/);
    } finally {
      await page.close();
    }
  });
});
