import { STORAGE_BY_KIND } from '@waters/domain';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { readFileSync, rmSync } from 'node:fs';
import { STOCK_IS_STAFF_ONLY } from '../src/modules/products/products.resolver.js';
import { eachDatabase } from './support/each-database.js';
import { dataBlock, fakeClient } from './support/fake-client.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://shop.waters.ph';
const PAGE_FIELDS =
  'productId productName productPrice productType productImage packSize description availability { status unitsLeft } storage { temperature shelfLifeUnopened shelfLifeOpened preparation }';
const ONE = `query($id: ID!) { catalogueProduct(productId: $id) { ${PAGE_FIELDS} } }`;
const SET_STOCK = 'mutation($input: SetProductStockInput!) { setProductStock(input: $input) { productId } }';
const ADD =
  'mutation($input: AddProductInput!) { addProduct(input: $input) { productId productImage description packSize storage { temperature preparation } } }';
const EDIT =
  'mutation($input: EditProductInput!) { editProduct(input: $input) { productId productImage productType description packSize storage { temperature preparation } } }';

const ajv = new Ajv2020({ allErrors: true, strict: true });
ajvFormats.default(ajv);
const validProduct = ajv.compile(
  JSON.parse(readFileSync(new URL('./support/schema-org-product.schema.json', import.meta.url), 'utf8')),
);

eachDatabase('product pages', (driver) => {
  let t: TestApp;
  let dir: string;
  let employee: string;
  let customer: string;

  beforeAll(async () => {
    dir = fakeClient();
    t = await startTestApp(driver, { clientDir: dir, publicUrl: new URL(PUBLIC_URL) });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const setStock = (productId: string, stockQuantity: number | null) =>
    t.gql(
      SET_STOCK,
      { input: { productId, stockQuantity, lowStockThreshold: stockQuantity === null ? null : 3 } },
      employee,
    );
  const page = (path: string) => fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });

  describe('the public catalogue (GraphQL, no sign-in)', () => {
    it('lists every product for sale with its price, pack size, availability and storage guidance', async () => {
      const { data, errors } = await t.gql(`{ catalogue { ${PAGE_FIELDS} } }`);
      expect(errors).toBeUndefined();
      expect(data!.catalogue).toHaveLength(23);
      expect(data!.catalogue.find((p: { productId: string }) => p.productId === 'DRD-001')).toEqual({
        productId: 'DRD-001',
        productName: 'Dried Danggit (Rabbitfish) 250 g',
        productPrice: 285,
        productType: 'DRIED',
        productImage: '/images/products/dried/danggit.webp',
        packSize: '250 g pack',
        description: expect.stringContaining('rabbitfish'),
        availability: { status: 'IN_STOCK', unitsLeft: null },
        storage: {
          temperature: expect.stringContaining('Cool, dry place'),
          shelfLifeUnopened: '6 months',
          shelfLifeOpened: expect.any(String),
          preparation: expect.any(String),
        },
      });
    });

    it('has no field for the exact stock or the alert level', async () => {
      for (const field of ['stockQuantity', 'lowStockThreshold']) {
        const result = await t.gql(`{ catalogue { ${field} } }`);
        expect(result.errors?.[0].message).toContain(`Cannot query field "${field}" on type "CatalogueProduct"`);
      }
    });

    it.each([
      [null, { status: 'IN_STOCK', unitsLeft: null }],
      [11, { status: 'IN_STOCK', unitsLeft: null }],
      [10, { status: 'LOW_STOCK', unitsLeft: 10 }],
      [1, { status: 'LOW_STOCK', unitsLeft: 1 }],
      [0, { status: 'OUT_OF_STOCK', unitsLeft: null }],
    ])('stock %p reads as %p', async (stock, availability) => {
      expect((await setStock('DRD-005', stock)).errors).toBeUndefined();
      expect((await t.gql(ONE, { id: 'DRD-005' })).data!.catalogueProduct.availability).toEqual(availability);
      expect(
        (await t.gql('{ availableProducts { productId availability { status unitsLeft } } }', {}, customer)).data!
          .availableProducts,
      ).toContainEqual({
        productId: 'DRD-005',
        availability,
      });
    });

    it('answers null for a product that is unknown, unavailable or removed', async () => {
      expect((await t.gql(ONE, { id: 'NO-SUCH' })).data!.catalogueProduct).toBeNull();
      await t.gql(EDIT, { input: { productId: 'DRD-012', productStatus: 'Unavailable' } }, employee);
      expect((await t.gql(ONE, { id: 'DRD-012' })).data!.catalogueProduct).toBeNull();
      await t.gql(EDIT, { input: { productId: 'DRD-012', productStatus: 'Available' } }, employee);
      expect((await t.gql(ONE, { id: 'DRD-012' })).data!.catalogueProduct).not.toBeNull();
    });
  });

  describe('the exact stock is the staff’s', () => {
    it.each(['stockQuantity', 'lowStockThreshold'])(
      'a customer asking for %s is refused (FORBIDDEN) and gets no number',
      async (field) => {
        await setStock('DRD-006', 40);
        const result = await t.gql(`{ availableProducts { productId ${field} } }`, {}, customer);
        expect(result.errors?.[0]).toMatchObject({ message: STOCK_IS_STAFF_ONLY, extensions: { code: 'FORBIDDEN' } });
        expect(JSON.stringify(result.data ?? null)).not.toContain('40');
      },
    );

    it('employees read both', async () => {
      const { data, errors } = await t.gql(
        '{ product(productId: "DRD-006") { stockQuantity lowStockThreshold availability { status } } }',
        {},
        employee,
      );
      expect(errors).toBeUndefined();
      expect(data!.product).toEqual({ stockQuantity: 40, lowStockThreshold: 3, availability: { status: 'IN_STOCK' } });
    });
  });

  describe('what employees write', () => {
    it('adds a product without a picture: it shows its type’s placeholder, which follows a change of type', async () => {
      const added = await t.gql(
        ADD,
        {
          input: {
            productId: 'PG-001',
            productName: 'Smoked Tanigue 500 g',
            productPrice: 420,
            productType: 'SMOKED',
            packSize: ' 500 g pack ',
            description: '',
          },
        },
        employee,
      );
      expect(added.errors).toBeUndefined();
      expect(added.data!.addProduct).toEqual({
        productId: 'PG-001',
        productImage: '/placeholders/smoked.svg',
        description: null,
        packSize: '500 g pack',
        // Nothing written for it: the guidance of its kind, the one every smoked product and the FAQ share.
        storage: { temperature: STORAGE_BY_KIND.SMOKED.temperature, preparation: STORAGE_BY_KIND.SMOKED.preparation },
      });
      const edited = await t.gql(EDIT, { input: { productId: 'PG-001', productType: 'MARINATED' } }, employee);
      expect(edited.data!.editProduct).toMatchObject({
        productType: 'MARINATED',
        productImage: '/placeholders/marinated.svg',
      });
      const pictured = await t.gql(
        EDIT,
        { input: { productId: 'PG-001', productImage: '/images/products/smoked/tanigue.webp' } },
        employee,
      );
      expect(pictured.data!.editProduct.productImage).toBe('/images/products/smoked/tanigue.webp');
      const retyped = await t.gql(EDIT, { input: { productId: 'PG-001', productType: 'SMOKED' } }, employee);
      expect(retyped.data!.editProduct.productImage).toBe('/images/products/smoked/tanigue.webp');
    });

    it('sets the page fields on an edit, keeps those left out and clears those sent empty', async () => {
      const set = await t.gql(
        EDIT,
        {
          input: {
            productId: 'PG-001',
            description: 'Line one.\n\nLine two.',
            storageTemperature: 'Frozen, -18 °C',
            preparation: 'Thaw overnight.',
          },
        },
        employee,
      );
      expect(set.data!.editProduct).toMatchObject({
        description: 'Line one.\n\nLine two.',
        packSize: '500 g pack',
        storage: { temperature: 'Frozen, -18 °C', preparation: 'Thaw overnight.' },
      });
      const cleared = await t.gql(EDIT, { input: { productId: 'PG-001', preparation: '  ' } }, employee);
      expect(cleared.data!.editProduct).toMatchObject({
        description: 'Line one.\n\nLine two.',
        storage: { temperature: 'Frozen, -18 °C', preparation: STORAGE_BY_KIND.SMOKED.preparation },
      });
    });

    it.each([
      ['description', 2001, 'Description must be at most 2000 characters'],
      ['packSize', 41, 'Pack size must be at most 40 characters'],
      ['storageTemperature', 81, 'Storage temperature must be at most 80 characters'],
      ['preparation', 1001, 'Preparation must be at most 1000 characters'],
    ])('refuses a %s of %i characters (400, beside the field)', async (field, length, message) => {
      const result = await t.gql(EDIT, { input: { productId: 'PG-001', [field]: 'x'.repeat(length) } }, employee);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('the page at /products/<id>', () => {
    it('is the shell with the product’s title, canonical address, description, markup, data and a valid schema.org Product', async () => {
      await setStock('DRD-001', 2);
      const response = await page('/products/DRD-001');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<title>Dried Danggit (Rabbitfish) 250 g | WATERS</title>');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products/DRD-001">`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain('<h1 class="h2">Dried Danggit (Rabbitfish) 250 g</h1>');
      // Styled from its first paint: the stylesheet in the head, not the shell's critical CSS (its markup is not the shell's).
      const stylesheet = html.indexOf('<link rel="stylesheet" href="/assets/site-1a2b3c.css">');
      expect(stylesheet).toBeGreaterThan(-1);
      expect(stylesheet).toBeLessThan(html.indexOf('</head>'));
      expect(html).not.toContain('<style>');
      // The page's code is held until the picture is shown, for visitors as for everyone else: the
      // entry and its preload listed for the early script, not linked.
      const listed = JSON.stringify({
        entry: '/assets/index-1a2b.js',
        preloads: ['/assets/react-1a2b.js'],
        forEveryone: true,
      }).replaceAll('"', '&quot;');
      expect(html).toContain(
        `<meta name="waters-code-after-first-picture" content="${listed}">\n    <script type="module" async crossorigin src="/assets/early-query-1a2b.js"></script>`,
      );
      expect(html).not.toMatch(/<link rel="modulepreload"|index-1a2b\.js"><\/script>/);
      // The largest paint: fetched first, each format at 480, 960 and (WebP) 1600 px for the slot to choose.
      expect(html).toContain(
        '<picture><source type="image/avif" srcset="/images/products/dried/danggit-480.avif 480w, /images/products/dried/danggit-960.avif 960w" sizes="(min-width: 768px) 50vw, 100vw">' +
          '<source type="image/webp" srcset="/images/products/dried/danggit-480.webp 480w, /images/products/dried/danggit-960.webp 960w, /images/products/dried/danggit.webp 1600w" sizes="(min-width: 768px) 50vw, 100vw">' +
          '<img class="product-page-image img-fluid rounded" src="/images/products/dried/danggit.webp" alt="Dried Danggit (Rabbitfish) 250 g" width="960" height="720" fetchpriority="high"></picture>',
      );
      expect(html).toContain('₱285.00');
      expect(html).toContain('>Only 2 left<');
      expect(html).toContain('Storage and preparation');
      expect(html).not.toContain('spinner-border');
      const jsonLd = dataBlock(html, 'application/ld+json');
      expect(validProduct(jsonLd) ? [] : validProduct.errors).toEqual([]);
      expect(jsonLd).toMatchObject({
        name: 'Dried Danggit (Rabbitfish) 250 g',
        sku: 'DRD-001',
        image: [`${PUBLIC_URL}/images/products/dried/danggit.webp`],
        offers: {
          price: '285.00',
          priceCurrency: 'PHP',
          availability: 'https://schema.org/LimitedAvailability',
          url: `${PUBLIC_URL}/products/DRD-001`,
        },
      });
      expect(dataBlock(html, 'application/json', 'catalogue-product')).toMatchObject({
        productId: 'DRD-001',
        availability: { status: 'LOW_STOCK', unitsLeft: 2 },
      });
    });

    it('shows a catalogue change at once (out of stock)', async () => {
      await setStock('DRD-001', 0);
      const html = await (await page('/products/DRD-001')).text();
      expect(html).toContain('>Out of stock<');
      expect(dataBlock(html, 'application/ld+json')).toMatchObject({
        offers: { availability: 'https://schema.org/OutOfStock' },
      });
    });

    it('escapes what employees wrote: nothing they type can close a script element or add markup', async () => {
      const hostile = 'Tuyo </script><script>alert(1)</script> <b>&</b>';
      await t.gql(
        ADD,
        {
          input: {
            productId: 'PG-XSS',
            productName: 'Hostile name </script><img src=x onerror=alert(1)>',
            productPrice: 10,
            productType: 'DRIED',
            description: hostile,
          },
        },
        employee,
      );
      const html = await (await page('/products/PG-XSS')).text();
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      // The two data blocks' and the early script's own.
      expect(html.match(/<\/script>/g)).toHaveLength(3);
      expect(dataBlock(html, 'application/ld+json')).toMatchObject({ description: hostile });
    });

    it('answers 404 for a product that is not for sale, with the shell (whose product page says so)', async () => {
      const response = await page('/products/NO-SUCH');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-shell');
      expect(html).not.toContain('application/ld+json');
    });

    it('is listed in the sitemap, one address per product for sale', async () => {
      const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
      expect(xml).toContain(`<loc>${PUBLIC_URL}/products/DRD-001</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/home</loc>`);
      const { data } = await t.gql('{ catalogue { productId } }');
      expect(xml.match(/\/products\//g)).toHaveLength(data!.catalogue.length);
    });
  });
});
