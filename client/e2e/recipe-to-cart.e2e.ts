import type { Page } from 'playwright-core';
import { signedInContext } from './support/accounts';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/each-browser';
import { browserRig } from './support/rig';

const CUSTOMER = { userName: 'customer', password: 'waters-customer' };
const GINATAAN = 'Ginataang Papaya with Anchovies and Hibe';
const DILIS = 'Dilis (Dried Anchovies) 200 g';
const HIBE = 'Hibe (Dried Small Shrimp) 100 g';
const WIDTHS = [360, 1280] as const;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Console errors, to find React's hydration mismatches (#418, #425) among them. */
function consoleErrors(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  return logged;
}

/** Opens the recipes page and waits until the pre-rendered page has hydrated. */
async function openRecipes(page: Page) {
  await page.goto('/food-recipe#ginataang-papaya');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  return page.getByRole('article', { name: GINATAAN });
}

/** A recipe's WATERS products, scaled to servings, into a customer's cart, at 360 and 1280 px. */
browserSuite('recipes to the cart in Chromium', () => {
  const rig = browserRig();

  it.each(WIDTHS)(
    'a visitor at %i px sees the products as links, scales the servings, and is asked to log in',
    async (width) => {
      const context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width, height: 800 } });
      const page = await context.newPage();
      rig.watch(page);
      const logged = consoleErrors(page);
      const recipe = await openRecipes(page);
      expect(await recipe.getByRole('link', { name: DILIS }).getAttribute('href')).toBe('/products/DRD-003');
      expect(await recipe.getByRole('link', { name: HIBE }).getAttribute('href')).toBe('/products/DRD-008');
      const servings = recipe.getByRole('spinbutton', { name: `Servings of ${GINATAAN}` });
      expect(await servings.inputValue()).toBe('4');
      await servings.fill('17');
      await recipe.getByText(`${DILIS}: 2 packs`).waitFor();
      expect(await recipe.getByRole('link', { name: 'Log in to order' }).getAttribute('href')).toBe('/login-page');
      expect(await page.getByRole('button', { name: 'Add the ingredients to the cart' }).count()).toBe(0);
      expect(logged.filter((line) => /hydrat|#418|#425/i.test(line))).toEqual([]);
      expect(await overflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `recipe-visitor-${width}`);
      await context.close();
    },
  );

  it.each(WIDTHS)('a customer at %i px sets the servings and adds the scaled packs to the cart', async (width) => {
    const { context, page } = await signedInContext(rig, 'customer', CUSTOMER, width);
    const logged = consoleErrors(page);
    const recipe = await openRecipes(page);
    const add = recipe.getByRole('button', { name: 'Add the ingredients to the cart' });
    await add.waitFor();
    await recipe.getByRole('spinbutton', { name: `Servings of ${GINATAAN}` }).fill('19');
    await recipe.getByRole('button', { name: `More servings of ${GINATAAN}` }).click();
    // 20 servings of a recipe for 4: a quarter pack each becomes 1.25, so 2 packs of each.
    await recipe.getByText(`${DILIS}: 2 packs`).waitFor();
    await recipe.getByText(`${HIBE}: 2 packs`).waitFor();
    await add.click(); // once the prices are in (a disabled button is waited for)
    await page.getByText(`${HIBE} added to cart!`).first().waitFor();
    await recipe.getByRole('status').getByText(`Added for 20 servings: ${DILIS} × 2; ${HIBE} × 2.`).waitFor();
    const cart = await page.evaluate(() => localStorage.getItem(`cart_${sessionStorage.getItem('userId')}`) ?? '[]');
    expect(
      (JSON.parse(cart) as { ProductId: string; Quantity: number }[]).map((item) => [item.ProductId, item.Quantity]),
    ).toEqual([
      ['DRD-003', 2],
      ['DRD-008', 2],
    ]);
    expect(await page.getByRole('link', { name: 'Log in to order' }).count()).toBe(0);
    expect(logged.filter((line) => /hydrat|#418|#425/i.test(line))).toEqual([]);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `recipe-customer-${width}`);
    await context.close();
  });
});
