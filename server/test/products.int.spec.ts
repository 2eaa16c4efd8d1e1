import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

const FIELDS = 'productId productName productPrice productType productStatus productImage';
const ADD = `mutation($input: AddProductInput!) { addProduct(input: $input) { ${FIELDS} } }`;
const EDIT = `mutation($input: EditProductInput!) { editProduct(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(productId: $id) { productId } }`;

const newProduct = (productId: string) => ({
  productId,
  productName: 'Smoked Tanigue Steaks 500 g',
  productPrice: 489.75,
  productType: 'SMOKED',
  productImage: '/images/products/smoked/tanigue.webp',
});

eachDatabase('products', (driver) => {
  let t: TestApp;
  let employee: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(driver, { imageHosts: ['cdn.example.ph'] });
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
  });
  afterAll(() => t?.close());

  it('seeds the 23-product catalogue: 12 dried, 3 marinated, 8 smoked, all Available', async () => {
    const products = (await t.gql(`{ products { ${FIELDS} } }`, {}, employee)).data!.products;
    expect(products).toHaveLength(23);
    const count = (type: string) => products.filter((p: { productType: string }) => p.productType === type).length;
    expect([count('DRIED'), count('MARINATED'), count('SMOKED')]).toEqual([12, 3, 8]);
    expect(
      products.every(
        (p: { productStatus: string; productPrice: number }) => p.productStatus === 'Available' && p.productPrice > 0,
      ),
    ).toBe(true);
    expect(products.find((p: { productId: string }) => p.productId === 'DRD-001')).toMatchObject({
      productName: 'Dried Danggit (Rabbitfish) 250 g',
      productPrice: 285,
      productImage: '/images/products/dried/danggit.webp',
    });
  });

  it('adds a product (status defaults to Available) and writes an audit event', async () => {
    const result = await t.gql(ADD, { input: newProduct('SMK-100') }, employee);
    expect(result.data!.addProduct).toEqual({ ...newProduct('SMK-100'), productStatus: 'Available' });
    const events = await t.app
      .get(DataSource)
      .query("SELECT action, target_id FROM audit_events WHERE target_id = 'SMK-100'");
    expect(events).toEqual([{ action: 'product.added', target_id: 'SMK-100' }]);
  });

  it('answers CONFLICT for a duplicate product ID', async () => {
    const result = await t.gql(ADD, { input: newProduct('DRD-001') }, employee);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Product ID DRD-001 already exists.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it.each([
    ['a zero price', { productPrice: 0 }, 'Price must be greater than zero'],
    ['a negative price', { productPrice: -5 }, 'Price must be greater than zero'],
    ['a price over one million', { productPrice: 1_000_000.01 }, 'Price must not exceed ₱1,000,000.00'],
    ['three decimals', { productPrice: 10.005 }, 'Price must be a number with at most two decimal places'],
    [
      'a javascript: image',
      { productImage: 'javascript:alert(1)' },
      'Product image must be an http(s) URL or a site path starting with /',
    ],
    [
      'a protocol-relative image',
      { productImage: '//evil.example/x.png' },
      'Product image must be an http(s) URL or a site path starting with /',
    ],
    ['an empty name', { productName: '   ' }, 'Product name is required'],
    ['an ID with spaces', { productId: 'A B' }, 'Product ID may contain only letters, digits, hyphens and underscores'],
  ])('rejects %s', async (_, change, message) => {
    const result = await t.gql(ADD, { input: { ...newProduct('NEW-1'), ...change } }, employee);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts exactly one million and https images from an allowed host', async () => {
    const result = await t.gql(
      ADD,
      { input: { ...newProduct('LUX-1'), productPrice: 1_000_000, productImage: 'https://cdn.example.ph/lux.jpg' } },
      employee,
    );
    expect(result.data!.addProduct.productPrice).toBe(1_000_000);
  });

  it.each([
    ['another host', 'https://images.example.com/lux.jpg'],
    ['plain http on the allowed host', 'http://cdn.example.ph/lux.jpg'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['credentials in the address', 'https://user:pass@cdn.example.ph/lux.jpg'],
    ['a protocol-relative address', '//cdn.example.ph/lux.jpg'],
  ])('refuses product images from %s', async (_, productImage) => {
    const added = await t.gql(ADD, { input: { ...newProduct('IMG-1'), productImage } }, employee);
    expect(added.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { productImage: expect.any(String) } },
    });
    const edited = await t.gql(EDIT, { input: { productId: 'DRD-001', productImage } }, employee);
    expect(edited.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['1e-7', 'Price must be a number with at most two decimal places'],
    ['5e-324', 'Price must be a number with at most two decimal places'],
    ['1e308', 'Price must not exceed ₱1,000,000.00'],
    ['1.5e2', null],
  ])('judges a price written %s by its value', async (price, message) => {
    const body = `{"query":"mutation($input: AddProductInput!) { addProduct(input: $input) { productPrice } }","variables":{"input":{"productId":"EXP-${price.replace(/[^0-9]/g, '')}","productName":"X","productPrice":${price},"productType":"DRIED","productImage":"/images/x.webp"}}}`;
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${employee}` },
      body,
    });
    const result = (await response.json()) as {
      data?: { addProduct: { productPrice: number } };
      errors?: { message: string; extensions: { code: string } }[];
    };
    if (message === null) expect(result.data!.addProduct.productPrice).toBe(150);
    else expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers CONFLICT, never a server error, when the same new product is added twice at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.gql(ADD, { input: newProduct('RACE-1') }, employee)),
    );
    expect(results.filter((r) => r.data?.addProduct)).toHaveLength(1);
    for (const loser of results.filter((r) => !r.data?.addProduct)) {
      expect(loser.errors?.[0]).toMatchObject({
        message: 'Product ID RACE-1 already exists.',
        extensions: { code: 'CONFLICT' },
      });
    }
  });

  it('edits price, status, type, image and name; customers see only Available products', async () => {
    const edited = await t.gql(
      EDIT,
      { input: { productId: 'SMK-100', productPrice: 499.5, productStatus: 'Unavailable' } },
      employee,
    );
    expect(edited.data!.editProduct).toMatchObject({
      productName: 'Smoked Tanigue Steaks 500 g',
      productPrice: 499.5,
      productStatus: 'Unavailable',
    });

    const available = (await t.gql(`{ availableProducts { productId } }`, {}, customer)).data!.availableProducts.map(
      (p: { productId: string }) => p.productId,
    );
    expect(available).not.toContain('SMK-100');
    await t.gql(EDIT, { input: { productId: 'SMK-100', productStatus: 'Available' } }, employee);
    const again = (await t.gql(`{ availableProducts { productId } }`, {}, customer)).data!.availableProducts.map(
      (p: { productId: string }) => p.productId,
    );
    expect(again).toContain('SMK-100');

    // Renamed: a blank name is refused; the new one is trimmed and audited.
    const blank = await t.gql(EDIT, { input: { productId: 'SMK-100', productName: '   ' } }, employee);
    expect(blank.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const renamed = await t.gql(
      EDIT,
      { input: { productId: 'SMK-100', productName: ' Smoked Tanigue Steaks (boneless) 500 g ' } },
      employee,
    );
    expect(renamed.data!.editProduct).toMatchObject({
      productName: 'Smoked Tanigue Steaks (boneless) 500 g',
      productPrice: 499.5,
    });

    const events = await t.app
      .get(DataSource)
      .query("SELECT action, before_state, after_state FROM audit_events WHERE target_id = 'SMK-100' ORDER BY id");
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'product.added',
      'product.edited',
      'product.edited',
      'product.edited',
    ]);
    expect(JSON.parse(events[3].after_state)).toMatchObject({ name: 'Smoked Tanigue Steaks (boneless) 500 g' });
    expect(JSON.parse(events[1].before_state)).toMatchObject({ priceCentavos: 48975, status: 'Available' });
    expect(JSON.parse(events[1].after_state)).toMatchObject({ priceCentavos: 49950, status: 'Unavailable' });
  });

  it('answers NOT_FOUND when editing or deleting an unknown product', async () => {
    expect(
      (await t.gql(EDIT, { input: { productId: 'NOPE-9', productPrice: 1 } }, employee)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.gql(DELETE, { id: 'NOPE-9' }, employee)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('searches by product ID: the product or null', async () => {
    expect(
      (await t.gql(`{ product(productId: "MAR-002") { productName } }`, {}, employee)).data!.product.productName,
    ).toBe('Danggit Lamayo (Marinated Rabbitfish) 250 g');
    expect((await t.gql(`{ product(productId: "ZZZ") { productName } }`, {}, employee)).data!.product).toBeNull();
  });

  it('deletes from the catalogue and allows the ID to be added again', async () => {
    expect((await t.gql(DELETE, { id: 'LUX-1' }, employee)).data!.deleteProduct.productId).toBe('LUX-1');
    expect((await t.gql(`{ product(productId: "LUX-1") { productId } }`, {}, employee)).data!.product).toBeNull();
    expect((await t.gql(DELETE, { id: 'LUX-1' }, employee)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const readded = await t.gql(
      ADD,
      { input: { ...newProduct('LUX-1'), productName: 'Smoked Marlin 500 g', productPrice: 350 } },
      employee,
    );
    expect(readded.data!.addProduct).toMatchObject({
      productId: 'LUX-1',
      productName: 'Smoked Marlin 500 g',
      productPrice: 350,
    });
  });
});
