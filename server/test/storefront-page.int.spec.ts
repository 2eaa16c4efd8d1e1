import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { withFirstScreen } from '../src/modules/products/page/storefront-page.js';
import { eachDatabase } from './support/each-database.js';
import { dataBlock, fakeClientWithScreens, STOREFRONT_SHELL } from './support/fake-client.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { clientDocument, withTypenames } from './support/trusted-calls.js';

/** The fake screen: the data it was given, as a data block, where the real one renders the cards. */
const ECHO_SCREEN =
  'return `<div data-shell-screen="Customer"><script type="application/json" id="screen-data">${JSON.stringify(data)}</script></div>`;';

describe('the storefront shell with a first screen in it', () => {
  it('puts the screen at the top of <main> and the stylesheet in the head (out of the body, no preload left)', () => {
    const html = withFirstScreen(STOREFRONT_SHELL, '<div data-shell-screen="Customer">cards</div>');
    expect(html).toContain(
      '<main id="main" class="container" tabindex="-1"><div data-shell-screen="Customer">cards</div><div class="spinner-border"',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-1a2b3c.css"></head>');
    expect(html.match(/site-1a2b3c\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" href="/assets/StorefrontPage-1a2b.js">');
    expect(html).toContain('<style>.top-bar{background:#0b5a7a}</style>');
  });

  it('names the page as its screen: the title the screen set becomes the <title>; a screen without one leaves the shell’s', () => {
    const titled = withFirstScreen(
      STOREFRONT_SHELL,
      '<div data-shell-screen="Customer" data-screen-title="Products &amp; Prices | WATERS" inert>cards</div>',
    );
    expect(titled).toContain('<title>Products &amp; Prices | WATERS</title>');
    expect(titled.match(/<title>/g)).toHaveLength(1);
    // Only the screen's own element names it: a title inside its markup is the screen's content.
    const inside = withFirstScreen(
      STOREFRONT_SHELL,
      '<div data-shell-screen="Customer" inert><p data-screen-title="Not the page">cards</p></div>',
    );
    expect(inside).toContain('<title>WATERS</title>');
  });

  it("holds the page's code back for the early script: its entry and preloads listed in a meta element before it", () => {
    const head =
      '<script type="module" async crossorigin src="/assets/early-query-1a2b.js"></script>\n' +
      '    <script type="module" fetchpriority="low" crossorigin src="/assets/index-3c4d.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-5e6f.js">\n' +
      '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/api-client-7a8b.js">\n';
    const shell = STOREFRONT_SHELL.replace('<title>WATERS</title>', `<title>WATERS</title>${head}`);
    const html = withFirstScreen(shell, '<div data-shell-screen="Customer">cards</div>');
    const listed = JSON.stringify({
      entry: '/assets/index-3c4d.js',
      preloads: ['/assets/react-5e6f.js', '/assets/api-client-7a8b.js', '/assets/StorefrontPage-1a2b.js'],
    }).replaceAll('"', '&quot;');
    expect(html).toContain(
      `<meta name="waters-code-after-first-picture" content="${listed}">\n    <script type="module" async crossorigin src="/assets/early-query-1a2b.js"></script>`,
    );
    expect(html).not.toMatch(/<link rel="modulepreload"|index-3c4d\.js"><\/script>/);
    // A shell without the early script (nothing would start the code) keeps its tags.
    const withoutEarly = shell.replace(/<script type="module" async[^>]*><\/script>/, '');
    expect(withFirstScreen(withoutEarly, 'cards')).toContain('src="/assets/index-3c4d.js"></script>');
  });
});

eachDatabase('/storefront', (driver) => {
  let t: TestApp;
  let root: string;
  let customer: string;
  let employee: string;

  beforeAll(async () => {
    const client = fakeClientWithScreens(ECHO_SCREEN);
    root = client.root;
    t = await startTestApp(driver, { clientDir: client.clientDir });
    customer = await t.login('customer', DEMO.customer.userName, DEMO.customer.password);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string) =>
    fetch(`${t.url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const customersAnswer = async () => {
    const { data, errors } = await t.gql(withTypenames(clientDocument('AvailableProducts')), {}, customer);
    expect(errors).toBeUndefined();
    return data;
  };

  it("holds the customer's first screen, rendered from exactly the answer the screen's own query gets", async () => {
    const response = await get('/storefront');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<main id="main" class="container" tabindex="-1"><div data-shell-screen="Customer">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/StorefrontPage-1a2b.js">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-1a2b3c.css"></head>');
    // The route shell's own inline style is still allowed by its policy.
    expect(response.headers.get('content-security-policy')).toContain(
      "'sha256-BHU1zKCxWWreegtox0H93m2+xwPOwomIKs3XYTbDgLg='",
    );
    const answer = await customersAnswer();
    expect(answer?.availableProducts.length).toBeGreaterThan(20);
    expect(dataBlock(html, 'application/json', 'screen-data')).toEqual(answer);
  });

  it('is made once per catalogue version: the same page until the stock changes, then the new availability', async () => {
    const first = await get('/storefront');
    const again = await get('/storefront');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const set = await t.gql(
      'mutation($input: SetProductStockInput!) { setProductStock(input: $input) { productId } }',
      { input: { productId: 'DRD-001', stockQuantity: 2, lowStockThreshold: 3 } },
      employee,
    );
    expect(set.errors).toBeUndefined();
    const changed = await get('/storefront');
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const shown = dataBlock(await changed.text(), 'application/json', 'screen-data') as {
      availableProducts: { productId: string; availability: unknown }[];
    };
    expect(shown.availableProducts.find((product) => product.productId === 'DRD-001')?.availability).toEqual({
      __typename: 'Availability',
      status: 'LOW_STOCK',
      unitsLeft: 2,
    });
    expect(shown).toEqual(await customersAnswer());
  });

  it('an address with a search, a type or a sort gets the shell as built (the screen shows what the server did not render)', async () => {
    for (const path of ['/storefront?q=danggit', '/storefront?type=DRIED', '/storefront?sort=price']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(STOREFRONT_SHELL);
    }
  });
});

describe('/storefront when the screen cannot be rendered', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    const client = fakeClientWithScreens("throw new Error('no window in Node');");
    root = client.root;
    t = await startTestApp('sqlite', { clientDir: client.clientDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the shell as built, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${t.url}/storefront`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(STOREFRONT_SHELL);
    }
  });
});
