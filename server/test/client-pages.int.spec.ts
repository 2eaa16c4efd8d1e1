import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app.js';

const STYLE = 'h1{color:#0a4d68}';
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;
const SHELL_STYLE = '.top-bar{background:#0b5a7a}';
const SHELL_STYLE_HASH = `sha256-${createHash('sha256').update(SHELL_STYLE).digest('base64')}`;
const SHELL_SCRIPT = 'document.documentElement.dataset.role = "x"';
const SHELL_SCRIPT_HASH = `sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}`;
const PAGE_SCRIPT = 'window.kept = null';
const PAGE_SCRIPT_HASH = `sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}`;
const HOME = `<!doctype html><html><head><script>${PAGE_SCRIPT}</script><title>Home | WATERS</title><style>${STYLE}</style></head><body><div id="root"><h1>The taste of Cavite</h1>${'<p>Dried, marinated and smoked fish.</p>'.repeat(60)}</div></body></html>`;

/** A client build in miniature: a rendered page, the shell, the 404 page, the route list, a script and an image. */
function fakeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waters-pages-'));
  for (const sub of ['pages', 'assets', 'images']) mkdirSync(join(dir, sub));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>WATERS</title><style>${SHELL_STYLE}</style><div id="root"></div>`,
  );
  writeFileSync(
    join(dir, 'shell.json'),
    JSON.stringify({ file: 'index.html', styleHashes: [SHELL_STYLE_HASH], scriptHashes: [SHELL_SCRIPT_HASH] }),
  );
  mkdirSync(join(dir, 'shells'));
  writeFileSync(
    join(dir, 'shells', 'order-page.html'),
    `<!doctype html><title>WATERS</title><style>${SHELL_STYLE}</style><link rel="modulepreload" href="/assets/OrderPage-1a2b3c.js"><div id="root"></div>`,
  );
  // A route shell as the build writes it: the early script, the entry and its preloads.
  writeFileSync(
    join(dir, 'shells', 'pending-orders.html'),
    `<!doctype html><html><head><title>WATERS</title><script type="module" async crossorigin src="/assets/early-query-1a2b.js"></script>\n    <script type="module" fetchpriority="low" crossorigin src="/assets/index-1a2b.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1a2b.js">\n  </head><body><div id="root" data-shell><main id="main"><h1>YOUR PENDING ORDERS</h1><p>${'Dried, marinated and smoked fish. '.repeat(40)}</p></main></div></body></html>`,
  );
  writeFileSync(
    join(dir, 'shells.json'),
    JSON.stringify({
      '/pending-orders': { file: 'shells/pending-orders.html' },
      '/order-page': {
        file: 'shells/order-page.html',
        styleHashes: [SHELL_STYLE_HASH],
        scriptHashes: [SHELL_SCRIPT_HASH],
      },
    }),
  );
  writeFileSync(join(dir, 'pages', 'home.html'), HOME);
  writeFileSync(
    join(dir, 'pages', '404.html'),
    '<!doctype html><title>Page Not Found | WATERS</title><div id="root"><h1>Page Not Found</h1></div>',
  );
  writeFileSync(
    join(dir, 'pages.json'),
    JSON.stringify({
      '/home': { file: 'pages/home.html', styleHashes: [STYLE_HASH], scriptHashes: [PAGE_SCRIPT_HASH] },
      '/404': { file: 'pages/404.html' },
    }),
  );
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify(['/home', '/storefront', '/order-page', '/pending-orders', '/404']),
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
  writeFileSync(join(dir, 'images', 'tuyo.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
  return dir;
}

describe('pages and files of the client build', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fakeClient();
    t = await startTestApp('sqlite', { clientDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

  it('sends / to /home', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/home');
  });

  it('answers a rendered page from memory, compressed as the browser accepts, with its own style hash in the CSP', async () => {
    const plain = await get('/home', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(await plain.text()).toBe(HOME);
    expect(plain.headers.get('content-security-policy')).toContain(`style-src 'self' '${STYLE_HASH}'`);
    expect(plain.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);

    // fetch decodes what it receives: the header says how it travelled.
    const br = await fetch(`${t.url}/home`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(await br.text()).toBe(HOME);
    const gzip = await fetch(`${t.url}/home`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(HOME);
  });

  it('answers 304 to a browser that already holds the page', async () => {
    const etag = (await get('/home')).headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/home', { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers the other client routes with the application shell, and unknown addresses with the 404 page and status', async () => {
    const shell = await get('/storefront');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root"></div>');
    // The shell paints from its own inline critical CSS, which its policy allows (and only that).
    expect(shell.headers.get('content-security-policy')).toContain(`style-src 'self' '${SHELL_STYLE_HASH}'`);
    expect(shell.headers.get('content-security-policy')).not.toContain(STYLE_HASH);
    // …and its one inline script (the signed-in role named on the document), by its hash.
    expect(shell.headers.get('content-security-policy')).toContain(`script-src 'self' '${SHELL_SCRIPT_HASH}'`);
    // A route with a shell of its own: the same shell, with that page's code preloaded.
    const routeShell = await get('/order-page');
    expect(routeShell.status).toBe(200);
    expect(await routeShell.text()).toContain('<link rel="modulepreload" href="/assets/OrderPage-1a2b3c.js">');
    expect(routeShell.headers.get('content-security-policy')).toContain(`'${SHELL_STYLE_HASH}'`);
    expect(routeShell.headers.get('content-security-policy')).toContain(`script-src 'self' '${SHELL_SCRIPT_HASH}'`);
    // A page rendered at build time allows its own inline script (the tap keeper) and no other…
    const home = (await get('/home')).headers.get('content-security-policy');
    expect(home).toContain(`script-src 'self' '${PAGE_SCRIPT_HASH}';`);
    expect(home).not.toContain(SHELL_SCRIPT_HASH);
    // …and one the build lists none for, none.
    expect((await get('/404')).headers.get('content-security-policy')).toContain("script-src 'self';");
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
    expect((await get('/404')).status).toBe(404);
  });

  it('holds a route shell’s code until its first paint: the entry and its preloads listed for the early script, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/pending-orders', { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const html = await response.text();
      expect(html).not.toContain('src="/assets/index-1a2b.js"');
      expect(html).not.toContain('<link rel="modulepreload"');
      const listed = JSON.stringify({ entry: '/assets/index-1a2b.js', preloads: ['/assets/react-1a2b.js'] });
      expect(html).toContain(
        `<meta name="waters-code-after-first-picture" content="${listed.replaceAll('"', '&quot;')}">`,
      );
      expect(html).toContain('<h1>YOUR PENDING ORDERS</h1>');
    }
  });

  it('answers a missing file with a plain 404, never a page', async () => {
    for (const path of ['/assets/missing-9z8y.js', '/images/none.webp', '/favicon.ico']) {
      const response = await get(path, { accept: '*/*' });
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
        path,
        status: 404,
        type: 'application/json; charset=utf-8',
      });
    }
  });

  it('serves built files compressed when it can, cached a year when versioned, without the XSRF cookie', async () => {
    const script = await fetch(`${t.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('set-cookie')).toBeNull();
    const versioned = await fetch(`${t.url}/images/tuyo.webp?v=1a2b3c4d`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const unversioned = await fetch(`${t.url}/images/tuyo.webp`);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${t.url}/pages.json`)).status).toBe(404);
  });

  it('tells search engines where the pages are: robots.txt and a sitemap of the rendered public pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const origin = new URL(t.url).origin;
    expect(await robots.text()).toBe(
      `User-agent: *\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${origin}/sitemap.xml\n`,
    );

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${origin}/home</loc>`);
    expect(xml).not.toContain('/404');
    expect(xml).not.toContain('/storefront');
  });
});

describe('compression of API answers', () => {
  let t: TestApp;
  let employee: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    employee = await t.login('employee', 'employee', 'waters-employee');
  });
  afterAll(() => t?.close());

  it('compresses answers over 1 KB in the best encoding the caller accepts, and leaves smaller ones alone', async () => {
    const headers = (encoding: string) => ({ authorization: `Bearer ${employee}`, 'accept-encoding': encoding });
    const list = await fetch(`${t.url}/api/Product/list`, { headers: headers('gzip, br') });
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(await list.json()).toHaveLength(23);
    const gzip = await fetch(`${t.url}/api/Product/list`, { headers: headers('gzip') });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${t.url}/api/Product/list`, { headers: headers('identity') });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const graphql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...headers('br'), 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products { productId productName productPrice productImage } }' }),
    });
    expect(graphql.headers.get('content-encoding')).toBe('br');
    expect(((await graphql.json()) as { data: { products: unknown[] } }).data.products).toHaveLength(23);
    const small = await fetch(`${t.url}/api/Product/searchbyProductId?productId=DRD-001`, { headers: headers('br') });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
