/**
 * The build's last steps, after `vite build` (the site) and `vite build --ssr` (dist-ssr/: the
 * pre-renderer, and the screens the server renders per request):
 *
 * 1. Pre-renders the public pages and the 404 page to dist/pages/<name>.html (dist/index.html with
 *    the page's markup in #root and its title); the browser hydrates them. dist/pages.json lists
 *    them for the server, dist/routes.json lists every client route (other addresses get the 404).
 *    dist/index.html, which the server sends for the other routes, gets the application shell
 *    with a page loading (#root[data-shell]): painted at once, replaced once the page's code is in;
 *    the API area's code is preloaded with the entry's; dist/shells/ holds it once per signed-in
 *    route with that page's chunks preloaded too (dist/shells.json lists them for the server).
 * 2. Writes the site's stylesheet: the imported sheets with only the rules the built JavaScript
 *    and HTML can use (PurgeCSS), named by its content and linked from every page.
 * 3. Inlines each pre-rendered page's critical CSS, and the shell's (Beasties; no script, no onload
 *    handler: the stylesheet is preloaded and applied from the end of the body), and lists the CSP
 *    hashes of those inline styles in pages.json and shell.json, for the server's Content-Security-Policy;
 *    shell.json also names the shell the server fills a product's page into (stylesheet in the head).
 * 4. Moves the source maps out of dist (to dist-sourcemaps/): they are not served.
 * 5. Writes .br and .gz beside every text file of 1 KB or more, for the server to send as they are.
 * 6. Leaves the build's stamp: its key and mode, for `npm start` to know whether it may serve it
 *    (scripts/lib/build-key.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { PurgeCSS } from 'purgecss';
import { writeStamp } from './lib/build-key.mjs';
import { ROLE_CHUNKS_META } from '../src/lib/role-chunks.js';
import { EARLY_TAPS_SCRIPT } from '../src/lib/early-taps.js';
import { ROLE_ON_DOCUMENT_SCRIPT, SCREEN_OWNER_SCRIPT } from '../src/lib/role-on-document.js';
import { ROLE_SCREENS, routeModules, SIGNED_IN_SHELL } from './lib/route-modules.mjs';

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(CLIENT, 'dist');
const SOURCEMAPS = join(CLIENT, 'dist-sourcemaps');
/** The build's server entries (vite build --ssr): the pre-renderer, and the screens the server renders. */
const PRERENDERER = join(CLIENT, 'dist-ssr', 'prerender.js');
const SERVER_SCREENS = join(CLIENT, 'dist-ssr', 'server-screens.js');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
/** The module every signed-in and sign-in page loads first (src/app/routes.tsx). */
const API_AREA = 'src/app/ApiArea.tsx';
/** The early script (an entry of its own, vite.config.ts): asks for a signed-in screen's data before the page's code arrives. */
const EARLY_ENTRY = 'src/api/early-query.ts';
/** How the shell links the early script (prerenderPages writes it). */
const EARLY_SCRIPT_TAG = '<script type="module" async crossorigin';

/** The role script every shell carries inline (src/lib/role-on-document.js). */
const ROLE_SCRIPT_TAG = `<script>${ROLE_ON_DOCUMENT_SCRIPT}</script>`;
/** The script every page carries inline, first in its head: it keeps a tap made before the page's code runs (src/lib/early-taps.js). */
const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
const scriptHash = (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
/** A pre-rendered page's inline script: the tap keeper. */
const PAGE_SCRIPT_HASHES = [scriptHash(EARLY_TAPS_SCRIPT)];
/**
 * The shells' inline scripts: the tap keeper and the role script in each, and the owner script the
 * server puts after a screen it renders for one person (src/lib/role-on-document.js).
 */
const SHELL_SCRIPT_HASHES = [
  ...PAGE_SCRIPT_HASHES,
  scriptHash(ROLE_ON_DOCUMENT_SCRIPT),
  scriptHash(SCREEN_OWNER_SCRIPT),
];

/** The shell for pages the server fills in, with the stylesheet in its head (inlineCriticalCss). */
const FILLED_SHELL = 'shells/filled.html';
/** Route → file name under dist/pages/. */
const PAGES = {
  '/home': 'home',
  '/about-us': 'about-us',
  '/contact': 'contact',
  '/food-recipe': 'food-recipe',
  '/our-facility': 'our-facility',
  '/our-products': 'our-products',
  '/portfolio': 'portfolio',
  '/404': '404',
};

/**
 * Classes that react-bootstrap puts together at run time (a prefix and a variant, size,
 * placement or state) or that appear only while a dialog, menu or carousel moves: the
 * component families the site uses are kept whole.
 */
const SAFELIST = [
  /^(modal(?!-fullscreen-)|offcanvas(?!-(sm|md|xl|xxl)$)|dropdown(?!-menu-(sm|md|lg|xl|xxl)-)|dropup|dropend|dropstart|carousel|nav|tab|btn|alert|form|card|breadcrumb)(-|$)/,
  /^row-cols-/,
  /^(fade|show|showing|hiding|collapse|collapsing|active|disabled|is-invalid|is-valid|invalid-feedback|valid-feedback|was-validated)$/,
];

const TEXT_FILE = /\.(js|css|html|json|svg|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

const read = (file) => readFileSync(file, 'utf8');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The chunks a route's lazy modules need beyond what index.html already loads. */
function routeChunks(manifest, moduleKeys) {
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) if (!seen.has(key)) closure(manifest[key].imports ?? [], seen.add(key));
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  return [...closure(moduleKeys)].filter((key) => !entry.has(key)).map((key) => manifest[key].file);
}

/**
 * A low-priority preload of one of the page's chunks, for the document's head: the first paint
 * (the page, or the shell's top bar and loading state) does not wait for them.
 */
const preloadLink = (file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">\n`;

async function prerenderPages(manifest) {
  const { renderPage, renderShell, ROUTE_PATHS, SHELL_HEADING_PATHS } = await import(pathToFileURL(PRERENDERER).href);
  const modules = new Map(routeModules(CLIENT, manifest).map((route) => [route.path, route.modules]));
  const built = read(join(DIST, 'index.html'));
  if (!built.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const charset = /<meta charset="UTF-8" ?\/?>\n/;
  if (!charset.test(built)) throw new Error('dist/index.html has no <meta charset> in its head');
  // The tap keeper right after the charset: it listens before anything of the page can be tapped.
  const template = built.replace(charset, (meta) => `${meta}    ${EARLY_TAPS_TAG}\n`);
  mkdirSync(join(DIST, 'pages'), { recursive: true });
  const pages = {};
  for (const [path, name] of Object.entries(PAGES)) {
    const { html, title } = await renderPage(path);
    if (!title) throw new Error(`${path} set no page title`);
    // The page's own code starts downloading with the entry's instead of after it.
    const preloads = routeChunks(manifest, modules.get(path) ?? []).map(preloadLink);
    const document = template
      // The page is readable before its script runs: the stylesheet and the first pictures load first.
      .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
      .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('  </head>', () => `${preloads.join('')}  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
    writeFileSync(join(DIST, 'pages', `${name}.html`), document);
    pages[path] = { file: `pages/${name}.html`, title, scriptHashes: PAGE_SCRIPT_HASHES };
  }
  writeFileSync(join(DIST, 'routes.json'), `${JSON.stringify(ROUTE_PATHS)}\n`);
  const shell = await renderShell();
  // Every page the shell is sent for is in the API area: its code, and the signed-in top bar's,
  // starts with the entry's; the largest files first, as they take longest.
  const areaChunks = routeChunks(manifest, [API_AREA, ...SIGNED_IN_SHELL.everyone, ...SIGNED_IN_SHELL.customer]);
  const bySize = areaChunks
    .map((file) => ({ file, size: statSync(join(DIST, file)).size }))
    .sort((a, b) => b.size - a.size);
  const areaPreloads = bySize.map(({ file }) => preloadLink(file));
  const early = manifest[EARLY_ENTRY]?.file;
  if (!early) throw new Error(`${EARLY_ENTRY} is not an entry of the build (vite.config.ts)`);
  const entryScript = '<script type="module" crossorigin';
  if (!template.includes(entryScript)) throw new Error('dist/index.html has no module script');
  writeFileSync(
    join(DIST, 'index.html'),
    template
      // The early script async: it runs as soon as it is in (it is small), without waiting for the
      // stylesheet, the document's first layout or the entry, as a deferred module script would.
      // The entry at low priority, as on the pre-rendered pages: the shell paints without it.
      // The signed-in role named on the document before the body is parsed, so a role's part of the
      // shell shows in its first paint; then the early script.
      .replace(
        entryScript,
        () =>
          `${ROLE_SCRIPT_TAG}\n    ${EARLY_SCRIPT_TAG} src="/${early}"></script>\n    ${entryScript.replace(' crossorigin', ' fetchpriority="low" crossorigin')}`,
      )
      .replace('  </head>', () => `${areaPreloads.join('')}  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-shell>${shell}</div>`),
  );
  const routeShells = await writeRouteShells(
    manifest,
    read(join(DIST, 'index.html')),
    renderShell,
    SHELL_HEADING_PATHS,
  );
  return { pages, routeShells };
}

/**
 * The site's one stylesheet: the sheets the code imports (dist/.vite/stylesheets.json, in import
 * order) joined, with only the rules the built scripts and pages can use, named by its content and
 * linked from every page. No script names it (see vite.config.ts).
 */
async function writeStylesheet() {
  const sheets = JSON.parse(read(join(DIST, '.vite', 'stylesheets.json')));
  const css = sheets
    .map((file) => read(join(CLIENT, file)).replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''))
    .join('\n');
  const assets = join(DIST, 'assets');
  const htmlFiles = [
    join(DIST, 'index.html'),
    ...readdirSync(join(DIST, 'pages')).map((file) => join(DIST, 'pages', file)),
    ...readdirSync(join(DIST, 'shells')).map((file) => join(DIST, 'shells', file)),
  ];
  const content = [
    ...readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ raw: read(join(assets, file)), extension: 'js' })),
    ...htmlFiles.map((file) => ({ raw: read(file), extension: 'html' })),
    // The screens the server renders into shells (src/app/server-screens.tsx).
    { raw: read(SERVER_SCREENS), extension: 'js' },
  ];
  const [purged] = await new PurgeCSS().purge({ content, css: [{ raw: css }], safelist: { standard: SAFELIST } });
  const file = `assets/site-${createHash('sha256').update(purged.css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(DIST, file), purged.css);
  for (const html of htmlFiles)
    writeFileSync(
      html,
      read(html).replace('  </head>', () => `    <link rel="stylesheet" href="/${file}">\n  </head>`),
    );
  return file;
}

/**
 * Puts the CSS rules a pre-rendered page uses into a <style> in its head, so it paints without
 * waiting for the stylesheet, which is preloaded and applied from the end of the body (Beasties'
 * default strategy: no script and no onload handler, which the CSP would refuse). Sets each page's
 * CSP hashes of its inline styles, and each route shell's; returns the shell's (dist/index.html).
 */
async function inlineCriticalCss(pages, routeShells) {
  const beasties = new Beasties({ path: DIST, publicPath: '/', logLevel: 'warn' });
  for (const page of [...Object.values(pages), ...Object.values(routeShells)])
    page.styleHashes = await inlineInto(beasties, page.file);
  // The shell (every signed-in page) paints its top bar and loading state the same way. A page the
  // server fills into the shell (a product's) keeps the stylesheet in the head, blocking: its markup
  // is not the shell's, so the shell's critical CSS would paint it unstyled and then move it.
  writeFileSync(join(DIST, FILLED_SHELL), read(join(DIST, 'index.html')));
  // Every shell (and the one pages are filled into) carries the role script, and may get the owner script: their hashes go with each.
  for (const shell of Object.values(routeShells)) shell.scriptHashes = SHELL_SCRIPT_HASHES;
  return {
    file: 'index.html',
    styleHashes: await inlineInto(beasties, 'index.html'),
    scriptHashes: SHELL_SCRIPT_HASHES,
    filled: FILLED_SHELL,
  };
}

/** Inlines one document's critical CSS; returns the CSP hashes of its inline styles. */
async function inlineInto(beasties, name) {
  const file = join(DIST, name);
  const html = (await beasties.process(read(file))).replace(' data-beasties-container', '');
  if (/<script(?![^>]*\bsrc=)|<[^>]+\son[a-z]+=/i.test(html.replace(ROLE_SCRIPT_TAG, '').replace(EARLY_TAPS_TAG, '')))
    throw new Error(
      `${name}: an inline script or event handler (the CSP refuses both, but the role script and the tap keeper by their hashes)`,
    );
  writeFileSync(file, html);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return styles.map((css) => `sha256-${createHash('sha256').update(css).digest('base64')}`);
}

/**
 * The shell once per signed-in route (dist/shells/), with that page's own chunks preloaded beside
 * the entry's: they start downloading with the HTML, not after the entry has run and matched the
 * address. On a page with one screen per role, each role's screen files are listed in a meta
 * element before the early script, which preloads the signed-in role's (src/lib/role-chunks.js): the
 * shell is one HTML for every role. A page whose title is known before its data
 * (src/app/pages/shell-headings.tsx) has it in its shell, above the loading state. Returns the
 * route → file table (dist/shells.json, with each file's style hashes once inlined).
 */
async function writeRouteShells(manifest, shell, renderShell, headingPaths) {
  const inShell = new Set([...shell.matchAll(/href="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const early = new Set(manifest[EARLY_ENTRY] ? [manifest[EARLY_ENTRY].file] : []);
  mkdirSync(join(DIST, 'shells'), { recursive: true });
  const shells = {};
  for (const route of routeModules(CLIENT, manifest).filter((r) => r.signedIn)) {
    const files = routeChunks(manifest, route.modules).filter((file) => !inShell.has(file) && !early.has(file));
    const roleFiles = Object.entries(ROLE_SCREENS[route.path] ?? {}).map(([role, screen]) => [
      role,
      routeChunks(manifest, [screen]).filter((file) => !inShell.has(file) && !early.has(file) && !files.includes(file)),
    ]);
    const heading = headingPaths.includes(route.path);
    if (files.length === 0 && roleFiles.length === 0 && !heading) continue;
    const name = route.path.slice(1).replace(/[/:]+/g, '-');
    let html = shell.replace('  </head>', () => `${files.map(preloadLink).join('')}  </head>`);
    if (roleFiles.length > 0) {
      // Before the early script, so that it is in the document when that script runs.
      const listed = escapeHtml(JSON.stringify(Object.fromEntries(roleFiles))).replace(/"/g, '&quot;');
      html = html.replace(
        EARLY_SCRIPT_TAG,
        () => `<meta name="${ROLE_CHUNKS_META}" content="${listed}">\n    ${EARLY_SCRIPT_TAG}`,
      );
      if (!html.includes(ROLE_CHUNKS_META))
        throw new Error(`${route.path}: no early script to list the role screens before`);
    }
    if (heading) {
      const markup = await renderShell(route.path);
      html = html.replace(
        /<div id="root" data-shell>[\s\S]*<\/div>(?=\s*<\/body>)/,
        () => `<div id="root" data-shell>${markup}</div>`,
      );
      if (!html.includes(markup)) throw new Error(`${route.path}: the shell's root was not replaced`);
    }
    writeFileSync(join(DIST, 'shells', `${name}.html`), html);
    shells[route.path] = { file: `shells/${name}.html` };
  }
  return shells;
}

function moveSourceMaps() {
  rmSync(SOURCEMAPS, { recursive: true, force: true });
  for (const file of filesUnder(DIST).filter((path) => path.endsWith('.map'))) {
    const target = join(SOURCEMAPS, relative(DIST, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
}

function precompress() {
  let count = 0;
  for (const file of filesUnder(DIST)) {
    if (!TEXT_FILE.test(file) || relative(DIST, file).startsWith('.vite') || statSync(file).size < MIN_COMPRESS_BYTES)
      continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

async function main() {
  if (!existsSync(PRERENDERER)) throw new Error(`${PRERENDERER} is missing: run "npm run build:app"`);
  const manifest = JSON.parse(read(MANIFEST));
  const { pages, routeShells } = await prerenderPages(manifest);
  await writeStylesheet();
  const shell = await inlineCriticalCss(pages, routeShells);
  writeFileSync(join(DIST, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  writeFileSync(join(DIST, 'shell.json'), `${JSON.stringify(shell, null, 2)}\n`);
  writeFileSync(join(DIST, 'shells.json'), `${JSON.stringify(routeShells, null, 2)}\n`);
  moveSourceMaps();
  const compressed = precompress();
  writeStamp(process.env);
  console.log(
    `finish-build: ${Object.keys(pages).length} pages pre-rendered (critical CSS inline), ${Object.keys(routeShells).length} route shells, CSS purged, source maps in dist-sourcemaps/, ${compressed} files compressed`,
  );
}

main().catch((error) => {
  console.error(`finish-build: ${error.stack ?? error.message}`);
  process.exit(1);
});
