import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { screenshot, seriousViolations, watchPageProblems } from './support/browser';
import { browserSuite } from './support/each-browser';
import { eventually } from './support/eventually';
import { browserRig } from './support/rig';

const EMPLOYEE = { userName: 'employee', password: 'waters-employee' };

/** A photo as a phone would take it: a 1200 × 900 JPEG. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();

/** The employee finds products by name, narrows them, and gives one a picture from the device, on a 360 px phone. */
browserSuite('Manage Products: search by name, filters and an uploaded picture (Chromium, 360 px)', () => {
  const rig = browserRig();
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    context = await rig.browser.newContext({ baseURL: rig.server.url, viewport: { width: 360, height: 780 } });
    page = await context.newPage();
    problems = watchPageProblems(page);
    await page.goto('/employee-login-page');
    await page.getByLabel(/^Username/).fill(EMPLOYEE.userName);
    await page.getByLabel(/^Password/).fill(EMPLOYEE.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/order-page');
  });
  afterEach(() => expect(problems).toEqual([]));

  const same = (wanted: unknown) => (value: unknown) => JSON.stringify(value) === JSON.stringify(wanted);
  const loadedWidth = (image: ReturnType<Page['getByRole']>) =>
    image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

  // At 360 px the catalogue is a list of cards, each with its Product ID among its fields.
  const table = () => page.getByRole('list', { name: 'Products' });
  const rowIds = () =>
    table()
      .locator('li[data-record]')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Array.from(card.querySelectorAll('dt'))
            .find((dt) => dt.textContent === 'Product ID')
            ?.nextElementSibling?.textContent?.trim(),
        ),
      );

  it('finds "bangus" by name, then only the smoked ones', async () => {
    await page.goto('/storefront');
    await page.getByRole('searchbox', { name: 'Search by Product ID or name' }).fill('bangus');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const bangus = ['MAR-001', 'MAR-003', 'SMK-001', 'SMK-002'];
    expect(await eventually(rowIds, same(bangus))).toEqual(bangus);
    await page.getByText('Products whose name or ID contains “bangus”').waitFor();

    await page
      .getByRole('group', { name: 'Filter and sort products' })
      .getByLabel('Product Type')
      .selectOption('SMOKED');
    expect(await eventually(rowIds, same(['SMK-001', 'SMK-002']))).toEqual(['SMK-001', 'SMK-002']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'manage-products-search-360');
  });

  it('uploads a picture in Edit Product, previews it, and the table shows it after Save Changes', async () => {
    await table()
      .getByRole('button', { name: /^EDIT Tinapang Bangus .*\(SMK-001\)$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog
      .getByLabel('Or upload a picture')
      .setInputFiles({ name: 'tinapa.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const preview = dialog.getByRole('img', { name: 'Preview of the chosen file' });
    expect(
      await eventually(
        () => loadedWidth(preview),
        (width) => width > 0,
      ),
    ).toBe(1200);
    const uploaded = /^\/uploads\/products\/[0-9a-f]{24}\.webp$/;
    const address = await eventually(
      () => dialog.getByLabel('Product Image URL').inputValue(),
      (value) => uploaded.test(value),
    );
    expect(address).toMatch(uploaded);
    await dialog.getByText('Picture uploaded: its address is in Product Image URL.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'manage-products-upload-360');

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('SMK-001 updated successfully', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const thumbnail = table().getByRole('img', { name: /^Tinapang Bangus/ });
    expect(
      await eventually(
        () => thumbnail.getAttribute('src'),
        (src) => src === address,
      ),
    ).toBe(address);
    // A thumbnail at 360 px takes the upload's 480 px file (AVIF), not the 1,200 px picture (its
    // naturalWidth is then the slot's: the file's width over its density).
    expect(
      await eventually(
        () => loadedWidth(thumbnail),
        (width) => width > 0,
      ),
    ).toBeGreaterThan(0);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      address.replace(/\.webp$/, '-480.avif'),
    );
  });
});
