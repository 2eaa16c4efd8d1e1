/**
 * Bundle budgets (part of npm test, after the build): the JavaScript a first visit to each
 * route downloads — the entry chunk, the route's lazy chunks and everything they import
 * statically — and all the CSS (a page's own stylesheet counted with that page), gzip-compressed.
 * Prints a table; exits 1 over budget.
 * Routes and their lazy modules come from src/app/routes.tsx (scripts/lib/route-modules.mjs); a
 * signed-in visit also loads the account menu, and the storefront one screen per role.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROLE_SCREENS, routeModules, SIGNED_IN_SHELL } from './lib/route-modules.mjs';

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(CLIENT, 'dist');
const KB = 1024;
const BUDGET = { publicJs: 110 * KB, signedInJs: 182 * KB, css: 25 * KB };
/**
 * Pages with budgets of their own: /graphql-explorer carries GraphiQL (its editors, their modes and
 * add-ons, its documentation pane) and GraphiQL's stylesheet, which no other page loads.
 */
const PAGE_BUDGET = { '/graphql-explorer': { js: 600 * KB, css: 10 * KB } };

/** A signed-in visitor's top bar loads the account menu (all API-area routes but the sign-in ones). */
const SIGNED_IN_EXTRA = SIGNED_IN_SHELL.everyone;
/** …and a customer's also the cart count: every signed-in row but the employees' own screens. */
const CUSTOMER_EXTRA = SIGNED_IN_SHELL.customer;
const EMPLOYEE_ONLY = new Set([
  'src/features/catalogue/ManageProducts.tsx',
  'src/features/orders/OrderAuthorization.tsx',
  '/admin',
  '/webhooks',
  '/delivery-zones',
  '/deliveries',
  '/payment-accounts',
  '/trade',
  '/lots',
  '/labels',
]);
const SIGNED_OUT_ROUTES = new Set(['/login-page', '/employee-login-page', '/register-page']);
/** Routes whose page loads one screen per role: a row for each. */
const ROLE_SCREEN_ROWS = Object.fromEntries(
  Object.entries(ROLE_SCREENS).map(([path, screens]) => [path, Object.values(screens)]),
);
/** Loaded right after the first render, beyond what the page had (not budgeted; shown for the record). */
const AFTER_FIRST_RENDER = [
  {
    name: 'footer (every page)',
    after: ['src/features/marketing/pages/HomePage.tsx'],
    module: 'src/app/shell/Footer.tsx',
  },
  {
    name: 'tab sets (/home)',
    after: ['src/features/marketing/pages/HomePage.tsx'],
    module: 'src/features/marketing/components/TabSet.tsx',
  },
  {
    name: 'product dialogs (/storefront, employee)',
    after: [
      'src/app/ApiArea.tsx',
      'src/app/pages/StorefrontPage.tsx',
      'src/features/catalogue/ManageProducts.tsx',
      ...SIGNED_IN_EXTRA,
    ],
    module: 'src/features/catalogue/components/AddProductModal.tsx',
  },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** The files of these chunks and of everything they import statically. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// The main entry (the early script, the build's other entry, comes with the API area's code).
const entry = 'index.html';
if (!manifest[entry]?.isEntry) throw new Error('the build manifest has no index.html entry');
// A route without a chunk of its own (the error pages) downloads the entry only.
const routes = [...routeModules(CLIENT, manifest), { path: '/404', signedIn: false, modules: [] }];
const rows = routes.flatMap((route) =>
  (ROLE_SCREEN_ROWS[route.path] ?? [null]).map((screen) => {
    const signedIn = route.signedIn && !SIGNED_OUT_ROUTES.has(route.path);
    const customer = signedIn && !EMPLOYEE_ONLY.has(screen ?? route.path);
    const modules = [
      entry,
      ...route.modules,
      ...(signedIn ? SIGNED_IN_EXTRA : []),
      ...(customer ? CUSTOMER_EXTRA : []),
      ...(screen ? [screen] : []),
    ];
    const files = [...closure(modules)].map((key) => manifest[key].file);
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const name = `${route.path}${
      screen
        ? ` (${screen
            .split('/')
            .pop()
            .replace(/\.tsx?$/, '')})`
        : ''
    } JS`;
    return {
      name,
      files: files.length,
      bytes,
      budget: PAGE_BUDGET[route.path]?.js ?? (route.signedIn ? BUDGET.signedInJs : BUDGET.publicJs),
    };
  }),
);
// A page's own stylesheets (assets of its chunks): budgeted with that page, not with the site's.
const pageCss = routes
  .filter((route) => PAGE_BUDGET[route.path]?.css)
  .map((route) => ({
    route,
    files: [...closure(route.modules)]
      .flatMap((key) => manifest[key].assets ?? [])
      .filter((file) => file.endsWith('.css')),
  }));
for (const { route, files } of pageCss)
  rows.push({
    name: `${route.path} CSS`,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
    budget: PAGE_BUDGET[route.path].css,
  });
const ownCss = new Set(pageCss.flatMap(({ files }) => files.map((file) => file.replace(/^assets\//, ''))));
const cssFiles = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.css') && !ownCss.has(file));
if (cssFiles.length === 0)
  throw new Error('dist/assets has no stylesheet: run "npm run build:app" (scripts/finish-build.mjs writes it)');
rows.push({
  name: 'all CSS',
  files: cssFiles.length,
  bytes: cssFiles.reduce((sum, file) => sum + gzipSize(`assets/${file}`), 0),
  budget: BUDGET.css,
});

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log('| Initial download | Files | gzip | Budget | |\n| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.files} | ${kb(row.bytes)} | ${kb(row.budget)} | ${row.bytes <= row.budget ? 'ok' : 'OVER'} |`,
  );
const later = AFTER_FIRST_RENDER.map(({ name, after, module }) => {
  const loaded = closure([entry, ...after]);
  const bytes = [...closure([module])]
    .filter((key) => !loaded.has(key))
    .reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  return `${name} ${kb(bytes)}`;
});
console.log(`\nLoaded after the first render, not in the figures above: ${later.join('; ')}`);
/**
 * Chunks that import each other, directly or round a loop: the browser then runs one of them before
 * the other has defined what it reads on load (a page failed with "Cannot read properties of
 * undefined" this way). The chunk groups in vite.config.ts are drawn so that none do.
 */
const cycles = [];
const state = new Map();
const visit = (key, path) => {
  state.set(key, 'open');
  path.push(manifest[key].file);
  for (const next of manifest[key].imports ?? []) {
    if (state.get(next) === 'open')
      cycles.push([...path.slice(path.indexOf(manifest[next].file)), manifest[next].file].join(' → '));
    else if (!state.has(next)) visit(next, path);
  }
  path.pop();
  state.set(key, 'done');
};
for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
if (cycles.length > 0) console.error(`\nChunks that import each other:\n${cycles.join('\n')}`);
else console.log('\nNo two chunks import each other.');

const over = rows.filter((row) => row.bytes > row.budget);
if (over.length > 0) console.error(`\nOver budget: ${over.map((row) => row.name).join(', ')}`);
if (over.length > 0 || cycles.length > 0) process.exit(1);
