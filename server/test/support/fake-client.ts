import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A client build in miniature whose shell has the real one's <main>: enough for the product pages and the sitemap. */
export function fakeClient(dir = mkdtempSync(join(tmpdir(), 'waters-product-pages-'))): string {
  mkdirSync(join(dir, 'pages'), { recursive: true });
  const shell = (head: string, end = '') =>
    `<!doctype html><html><head><title>WATERS</title><meta name="description" content="WATERS — dried, marinated and smoked fish from Cavite, Philippines." />${head}</head><body><div id="root" data-shell><main id="main" class="container" tabindex="-1"><div class="spinner-border" role="status"></div></main></div>${end}</body></html>`;
  // As the build leaves them: the shell paints from its critical CSS; the one pages are filled into
  // keeps the stylesheet in its head.
  writeFileSync(
    join(dir, 'index.html'),
    shell('<style>.top-bar{background:#0b5a7a}</style>', '<link rel="stylesheet" href="/assets/site-1a2b3c.css">'),
  );
  mkdirSync(join(dir, 'shells'));
  // …and, as built, the early script, the entry and a module preload (the server holds them back).
  writeFileSync(
    join(dir, 'shells', 'filled.html'),
    shell(
      '<script type="module" async crossorigin src="/assets/early-query-1a2b.js"></script>\n    <script type="module" fetchpriority="low" crossorigin src="/assets/index-1a2b.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1a2b.js">\n    <link rel="stylesheet" href="/assets/site-1a2b3c.css">',
    ),
  );
  writeFileSync(join(dir, 'shell.json'), JSON.stringify({ file: 'index.html', filled: 'shells/filled.html' }));
  writeFileSync(
    join(dir, 'pages', 'home.html'),
    '<!doctype html><title>Home | WATERS</title><div id="root"><h1>Home</h1></div>',
  );
  writeFileSync(
    join(dir, 'pages', '404.html'),
    '<!doctype html><title>Page Not Found | WATERS</title><div id="root"><h1>Page Not Found</h1></div>',
  );
  writeFileSync(
    join(dir, 'pages.json'),
    JSON.stringify({ '/home': { file: 'pages/home.html' }, '/404': { file: 'pages/404.html' } }),
  );
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(['/home', '/storefront', '/products/:productId', '/404']));
  return dir;
}

/** The JSON of a page's <script type=…> data block. */
export function dataBlock(html: string, type: string, id?: string): unknown {
  const open = id ? `<script type="${type}" id="${id}">` : `<script type="${type}">`;
  const start = html.indexOf(open);
  if (start < 0) throw new Error(`no ${type} block`);
  return JSON.parse(html.slice(start + open.length, html.indexOf('</script>', start)));
}

/** The storefront's shell as the build writes it: critical CSS inline, the stylesheet preloaded and applied from the end of the body. */
export const STOREFRONT_SHELL =
  '<!doctype html><html><head><title>WATERS</title><link rel="modulepreload" href="/assets/StorefrontPage-1a2b.js"><style>.top-bar{background:#0b5a7a}</style><link rel="preload" href="/assets/site-1a2b3c.css" as="style"></head>' +
  '<body><div id="root" data-shell><main id="main" class="container" tabindex="-1"><div class="spinner-border" role="status"></div></main></div>' +
  '<link rel="stylesheet" href="/assets/site-1a2b3c.css"></body></html>';

/**
 * A client build with its server entries beside it (dist/ and dist-ssr/, as client/vite.config.ts
 * writes them), the storefront's route shell, and a server-screens module given as source: `render`
 * is the body of renderCustomerStorefront(data), `more` the module's other exports. Returns the root (to remove) and the client's dir.
 */
export function fakeClientWithScreens(render: string, more = ''): { root: string; clientDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'waters-screens-'));
  const clientDir = fakeClient(join(root, 'dist'));
  writeFileSync(join(clientDir, 'shells', 'storefront.html'), STOREFRONT_SHELL);
  writeFileSync(
    join(clientDir, 'shells.json'),
    JSON.stringify({
      '/storefront': {
        file: 'shells/storefront.html',
        styleHashes: ['sha256-BHU1zKCxWWreegtox0H93m2+xwPOwomIKs3XYTbDgLg='],
      },
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist-ssr', 'server-screens.js'),
    `export function renderCustomerStorefront(data) {\n${render}\n}\n${more}`,
  );
  return { root, clientDir };
}
