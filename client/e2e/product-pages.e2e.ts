import type { Page } from 'playwright-core';
import { signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';
import { settled } from './support/settled';

const CUSTOMER = { userName: 'customer', password: 'waters-customer' };
const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };
const DANGGIT = 'Dried Danggit (Rabbitfish) 250 g';
const WIDTHS = [360, 1280] as const;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A product's own page for a visitor and a customer, and the prices on Our Products, at 360 and 1280 px. */
browserSuite('product pages in Chromium', () => {
  const rig = browserRig();

  async function visitorPage(width: number): Promise<Page> {
    const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width, height: 800 } });
    const page = await context.newPage();
    rig.watch(page);
    return page;
  }

  it.each(WIDTHS)(
    'a visitor at %i px reads the product, its price, availability and storage, with "Log in to order"',
    async (width) => {
      const page = await visitorPage(width);
      // What arrives before any script: the server's rendering of the product.
      const sent = await (await page.request.get('/products/DRD-001', { headers: { accept: 'text/html' } })).text();
      expect(sent).toContain(`<h1 class="h2">${DANGGIT}</h1>`);
      expect(sent).toContain('application/ld+json');

      await page.goto('/products/DRD-001');
      const heading = page.getByRole('heading', { level: 1, name: DANGGIT });
      await heading.waitFor();
      expect(await page.title()).toBe(`${DANGGIT} | WATERS`);
      await page.getByText('₱285.00').first().waitFor();
      await page.getByText('In stock').waitFor();
      await page.getByRole('heading', { name: 'Storage and preparation' }).waitFor();
      expect(await page.getByRole('link', { name: 'Log in to order' }).getAttribute('href')).toBe('/login-page');
      // The picture the server painted is the one the page keeps, at the width its slot needs:
      // the 480 px AVIF on a phone, the 960 px one beside the text on a wide screen.
      const picture = page.locator('img.product-page-image');
      await picture.evaluate((img: HTMLImageElement) => img.decode());
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        width < 768 ? /\/danggit-480\.avif$/ : /\/danggit-960\.avif$/,
      );
      expect(await picture.getAttribute('fetchpriority')).toBe('high');
      expect(await overflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `product-page-visitor-${width}`);
      await page.context().close();
    },
  );

  it('a visitor’s phone gets the picture before the page’s code, and the code still comes (the menu opens)', async () => {
    const page = await visitorPage(360);
    await page.goto('/products/DRD-001');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // Nothing taps or types: the code is asked for only once the picture is in, then the menu works.
    await settled(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const picture = resources.find((entry) => /\/danggit-480\.avif$/.test(entry.name));
      const entry = resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      return { pictureEnd: picture?.responseEnd ?? null, codeStart: entry?.startTime ?? null };
    });
    expect(timing.pictureEnd).not.toBeNull();
    expect(timing.codeStart).not.toBeNull();
    expect(timing.codeStart!).toBeGreaterThan(timing.pictureEnd!);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Our Products' }).first().waitFor({ state: 'visible' });
    await page.context().close();
  });

  it.each(WIDTHS)('a customer at %i px types a quantity on the product page and adds it to the cart', async (width) => {
    const { context, page } = await signedInContext(rig, 'customer', CUSTOMER, width);
    await page.goto('/products/SMK-001');
    const quantity = page.getByRole('spinbutton', { name: /quantity/i });
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Tinapang Bangus (Smoked Milkfish) 400 g added to cart!').first().waitFor();
    const cart = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.startsWith('cart_'))?.[1] ?? '[]',
    );
    expect(JSON.parse(cart)).toEqual([expect.objectContaining({ ProductId: 'SMK-001', Quantity: 3 })]);
    expect(await page.getByRole('link', { name: 'Log in to order' }).count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `product-page-customer-${width}`);
    await context.close();
  });

  it.each(WIDTHS)('Our Products at %i px shows each product’s price and links to its page', async (width) => {
    const page = await visitorPage(width);
    await page.goto('/our-products');
    const link = page.getByRole('link', { name: `Details and price of ${DANGGIT}` });
    expect(await link.getAttribute('href')).toBe('/products/DRD-001');
    await page.getByText('₱285.00').first().waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `our-products-prices-${width}`);
    await link.click();
    await page.getByRole('heading', { level: 1, name: DANGGIT }).waitFor();
    await page.context().close();
  });

  it('answers the 404 page for a product that is not for sale', async () => {
    const page = await visitorPage(1280);
    const response = await page.goto('/products/NO-SUCH');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.context().close();
  });

  it.each(['dried', 'marinated', 'smoked'])(
    'serves the %s placeholder picture a product shows until it has one',
    async (type) => {
      const page = await visitorPage(360);
      const response = await page.request.get(`/placeholders/${type}.svg`);
      expect([response.status(), response.headers()['content-type']]).toEqual([
        200,
        expect.stringContaining('image/svg+xml'),
      ]);
      await page.context().close();
    },
  );

  it.each(WIDTHS)(
    'an employee at %i px writes a product page’s texts and a certificate in Edit Product; the page shows them',
    async (width) => {
      const { context, page } = await signedInContext(rig, 'employee', EMPLOYEE, width);
      await page.goto('/storefront');
      await page.getByRole('button', { name: /^EDIT Smoked Tulingan .*\(SMK-005\)$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      const texts = dialog.getByRole('group', { name: 'Product page' });
      await texts.getByLabel('Storage temperature').fill(`Frozen, -18 °C (${width})`);
      const certificates = dialog.getByRole('group', { name: 'Certifications' });
      await certificates.getByLabel('HACCP', { exact: true }).check();
      await certificates.getByLabel('HACCP certificate number').fill(`HACCP-${width}`);
      await certificates.getByLabel('HACCP valid until').fill('2030-06-30');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `edit-product-page-texts-${width}`);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto('/products/SMK-005');
      await page.getByText(`No. HACCP-${width}, valid until 2030-06-30`).waitFor();
      await page.getByText(`Frozen, -18 °C (${width})`).waitFor();
      await context.close();
    },
  );
});
