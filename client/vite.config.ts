import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { signedInModules } from './scripts/lib/route-modules.mjs';
import { printEarlyPictures, printEarlyRequests } from './src/app/early-queries';
import { DEFAULT_MAP_EMBED_URL, frameOrigins } from './src/lib/embeds';

/** The server (npm run dev --workspace server) answers the API on port 3000 during development. */
const API = process.env.WATERS_API ?? 'http://127.0.0.1:3000';

/** dist/frame-origins.json: the embeds' origins, which the server's Content-Security-Policy allows. */
function frameOriginsFile(env: Record<string, string>): Plugin {
  return {
    name: 'waters-frame-origins',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      const origins = frameOrigins([env.VITE_PROMO_VIDEO_URL ?? '', env.VITE_MAP_EMBED_URL || DEFAULT_MAP_EMBED_URL]);
      this.emitFile({ type: 'asset', fileName: 'frame-origins.json', source: `${JSON.stringify(origins)}\n` });
    },
  };
}

const EARLY_QUERIES_MODULE = 'virtual:early-queries';
/** The early script's source (its key in the build manifest, which scripts/finish-build.mjs reads). */
const EARLY_ENTRY = 'src/api/early-query.ts';
const EARLY_ENTRY_NAME = 'early-query';

/**
 * `virtual:early-queries`: the early queries (src/app/early-queries.ts) printed at build time,
 * so the early script (src/api/early-query.ts, an entry of its own) carries only their text.
 */
function earlyQueries(): Plugin {
  return {
    name: 'waters-early-queries',
    resolveId: (source) => (source === EARLY_QUERIES_MODULE ? `\0${EARLY_QUERIES_MODULE}` : null),
    load: (id) =>
      id === `\0${EARLY_QUERIES_MODULE}`
        ? `export const EARLY_REQUESTS = ${JSON.stringify(printEarlyRequests())};\nexport const EARLY_PICTURES = ${JSON.stringify(printEarlyPictures())};`
        : null,
  };
}

const STYLESHEET_MODULE = '\0waters-stylesheet:';

/**
 * In the build, the stylesheets the code imports are left out of the bundle and listed in
 * dist/.vite/stylesheets.json: scripts/finish-build.mjs joins them into one file, keeps the rules
 * the built pages can use and names it by that content. No script refers to the file, so its
 * name can follow what the purge leaves. (The dev server imports them as usual.)
 */
function siteStylesheet(): Plugin {
  const sheets: string[] = [];
  return {
    name: 'waters-site-stylesheet',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      if (!sheets.includes(resolved.id)) sheets.push(resolved.id);
      // An id without the .css ending, so Vite's own CSS handling leaves it alone.
      return `${STYLESHEET_MODULE}${sheets.indexOf(resolved.id)}`;
    },
    load: (id) => (id.startsWith(STYLESHEET_MODULE) ? 'export {};' : null),
    generateBundle() {
      // In import order (later sheets override earlier ones), walking the module graph from the entry.
      const ordered: string[] = [];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        if (id.startsWith(STYLESHEET_MODULE)) ordered.push(sheets[Number(id.slice(STYLESHEET_MODULE.length))]);
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visit(next);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
      const files = ordered.map((file) => relative(process.cwd(), file));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/stylesheets.json',
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}

/** GraphiQL's colours and targets made to meet WCAG 2.2 AA, appended to its stylesheet. */
const GRAPHIQL_OVERRIDES = resolve(import.meta.dirname, 'src/features/explorer/graphiql-overrides.css');

/**
 * GraphiQL (/graphql-explorer) under the site's Content-Security-Policy as it is, with no
 * exception for the page: its stylesheet (imported as a URL, src/features/explorer/graphiql-stylesheet.ts)
 * loses its @font-face rules, data: fonts that font-src 'self' refuses (the editors then use the
 * system's fonts, and the sheet is 20 times smaller); CodeMirror's jump-to-line dialog (Alt-G)
 * loses its two inline style attributes, which style-src refuses (GraphiQL's sheet styles the
 * dialog). The stylesheet also gets rules for WCAG 2.2 AA (GRAPHIQL_OVERRIDES).
 */
function graphiqlUnderCsp(): Plugin {
  return {
    name: 'waters-graphiql-csp',
    enforce: 'pre',
    transform(code, id) {
      // The sheet itself (not the `?url` module, which only names its file).
      if (/\/graphiql\/dist\/style\.css(\?|$)/.test(id) && !/[?&]url\b/.test(id)) {
        this.addWatchFile(GRAPHIQL_OVERRIDES);
        return {
          code: `${code.replace(/@font-face\s*\{[^}]*\}/g, '')}\n${readFileSync(GRAPHIQL_OVERRIDES, 'utf8')}`,
          map: null,
        };
      }
      if (/\/codemirror\/addon\/search\/jump-to-line\.js$/.test(id))
        return { code: code.replace(/ style="[^"]*"/g, ''), map: null };
      return null;
    },
  };
}

const SHARED_CHUNK = 'shared';
const ORDER_LIFE_DIR = '/packages/domain/src/order-life/';
/** The screens' reading of the table (src/lib/order-life.ts): in the table's chunk, which only the order screens load. */
const ORDER_LIFE_READER = resolve(import.meta.dirname, 'src/lib/order-life.ts');
/** The standing orders' rules, which only their page and the cart's Save as standing order dialog run. */
const STANDING_ORDER_RULES = '/packages/domain/src/standing-orders.ts';
/** The Manila calendar, which the table imports but every page reading a day needs: outside the table's chunk. */
const CALENDAR = '/packages/domain/src/manila-calendar.ts';
/** Like `shared`, for modules only the public pages reach. */
const SITE_CHUNK = 'site';
/** Like `shared`, for the UI library's modules (React Bootstrap and what it stands on). */
const UI_CHUNK = 'ui';
const UI_LIBRARY =
  /node_modules\/(react-bootstrap|@restart|dom-helpers|react-transition-group|prop-types|classnames)\//;
/**
 * What a dialog runs and nothing else does: React Bootstrap's Modal (and the Offcanvas menu's
 * manager) and the site's two dialog frames. Every dialog is loaded when it opens.
 */
const DIALOG_CODE =
  /node_modules\/react-bootstrap\/esm\/(Modal\w*|BootstrapModalManager|AbstractModalHeader)\.js$|node_modules\/@restart\/ui\/esm\/(Modal\w*|useWaitForDOMRef|getScrollbarWidth)\.js$|\/src\/components\/(ConfirmDialog|FormDialog)\.tsx$/;
const OPTIONAL_EMOTION = '@emotion/is-prop-valid';
const REQUIRE = createRequire(import.meta.url);
const STYLE_SINGLETON = resolve(import.meta.dirname, 'src/features/explorer/style-singleton.ts');
const GRAPHQL_DIR = dirname(REQUIRE.resolve('graphql/package.json'));
/** The explorer page's code and GraphiQL's, with the libraries of its own that import graphql-js or tslib. */
const GRAPHIQL_CODE =
  /\/node_modules\/(graphiql|@graphiql\/[^/]+|codemirror-graphql|graphql-language-service|react-remove-scroll|use-sidecar)\/|\/src\/features\/explorer\//;

/** graphql-js's CommonJS file for `graphql` or `graphql/…` (its ES modules end in .mjs). */
function graphqlCommonJs(source: string): string {
  const base = join(GRAPHQL_DIR, source.slice('graphql'.length) || 'index');
  return existsSync(`${base}.js`) ? `${base}.js` : join(base, 'index.js');
}

/**
 * The build keeps GraphiQL's code to itself (with the `graphiql` chunk group below): it takes
 * graphql-js from its CommonJS files and tslib from its .js file, copies of its own. Sharing the
 * modules Apollo Client's pages use would move them out of the chunks those pages load into new
 * ones, more files and bytes for every signed-in page (scripts/check-bundle-budgets.mjs).
 * framer-motion (GraphiQL's animations) tries `require('@emotion/is-prop-valid')`, an optional
 * package not installed: an empty CommonJS module stands in for it, instead of the bundler's
 * stand-in that throws, whose lazy-start helpers would join the bundler's runtime in the entry.
 * react-style-singleton (used under GraphiQL's dialogs) is replaced by STYLE_SINGLETON, which adds
 * its CSS without the <style> element the Content-Security-Policy refuses.
 */
function graphiqlOwnLibraries(): Plugin {
  return {
    name: 'waters-graphiql-own-libraries',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === OPTIONAL_EMOTION) return `\0${OPTIONAL_EMOTION}`;
      if (source === 'react-style-singleton') return STYLE_SINGLETON;
      if (!importer || !GRAPHIQL_CODE.test(importer)) return null;
      if (/^graphql(\/|$)/.test(source)) return graphqlCommonJs(source);
      if (source === 'tslib') return join(dirname(REQUIRE.resolve('tslib/package.json')), 'tslib.es6.js');
      return null;
    },
    load: (id) => (id === `\0${OPTIONAL_EMOTION}` ? 'module.exports = {};' : null),
  };
}

const TRANSITION_CODE =
  /node_modules\/(react-transition-group\/|react-bootstrap\/esm\/(Fade|Collapse|TransitionWrapper|transitionEndListener|triggerBrowserReflow|createChainedFunction)\.js|dom-helpers\/esm\/(transitionEnd|css|hyphenate|hyphenateStyle|isTransform|getComputedStyle|triggerEvent)\.js)/;

/** Pages whose libraries no other page uses (GraphiQL, /graphql-explorer): their chunk group below. */
const SELF_CONTAINED_PAGES = ['src/features/explorer/GraphqlExplorerPage.tsx'];
/** `shared` chunks are named after every page that uses them: their files only by their content. */
const chunkFileNames = (chunk: { name: string }) => {
  const group = [SHARED_CHUNK, SITE_CHUNK, UI_CHUNK].find((name) => chunk.name.startsWith(`${name}~`));
  return group ? `assets/${group}-[hash].js` : 'assets/[name]-[hash].js';
};

/**
 * Fewer, larger chunks for the code the pages load after the entry. Left to itself the bundler
 * makes a chunk for every set of pages sharing a module: 38 files for a first visit to
 * /storefront, most under a kilobyte, and on a phone's network each file waits its turn for one
 * of a few connections (in Lighthouse's simulation of one, as on a real one over HTTP/1.1).
 * - `api-shared`: modules only the API area reaches (its module, its pages and the signed-in
 *   parts of the top bar, scripts/lib/route-modules.mjs) that five or more of its chunks share
 *   (with four, code three or four screens share, such as the picture uploads and the form
 *   dialog, went into the file every signed-in page downloads: 1 to 2 KB more on each).
 * - `shared`: modules a public page also reaches, outside the entry, that two or more chunks
 *   share, grouped by the set of pages that use them (`entriesAware`), a group under 7 KB merged
 *   into its nearest neighbour. A page may then download a few modules it does not run; the
 *   bundle budgets (scripts/check-bundle-budgets.mjs) say how many bytes that costs.
 * - `ui`: the same for the UI library (React Bootstrap and what it stands on), grouped apart from
 *   the app's own shared modules, so that a page needing a small shared helper (the contact form's
 *   field) is not handed, by a merge, the library's dialogs and transitions it never runs.
 * - `site`: the same for modules that only public pages reach (their texts, galleries, the
 *   product pages' parts), so that a merge never puts them in a signed-in page's download.
 * - `dialogs`: the dialogs' own code (DIALOG_CODE), loaded when a page opens its first dialog.
 * - `graphiql`: modules only a self-contained page reaches (SELF_CONTAINED_PAGES): GraphiQL,
 *   CodeMirror and the add-ons GraphiQL imports lazily, one file loaded with the page. Left to the
 *   bundler, its lazy parts would share CodeMirror through `api-shared`, which every signed-in page
 *   downloads, and its runtime helpers would leave the entry for a file of their own.
 * What the entry reaches stays in the entry. The graph is complete at buildEnd, before the chunks
 * are made.
 */
function sharedChunks() {
  const publicModules = new Set<string>();
  const entryModules = new Set<string>();
  /** What the API area's modules reach (their own and shared code). */
  const apiModules = new Set<string>();
  const selfContainedModules = new Set<string>();
  /** The order-life table and everything it imports (outside the entry). */
  const orderLifeModules = new Set<string>();
  const selfContainedPages = new Set(SELF_CONTAINED_PAGES.map((file) => resolve(import.meta.dirname, file)));
  const plugin: Plugin = {
    name: 'waters-shared-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const apiRoots = new Set(signedInModules(import.meta.dirname).map((file) => resolve(import.meta.dirname, file)));
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const visitApi = (id: string) => {
        if (apiModules.has(id)) return;
        apiModules.add(id);
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visitApi(next);
      };
      for (const id of apiRoots) visitApi(id);
      const visitPublic = (id: string) => {
        if (publicModules.has(id) || apiRoots.has(id)) return;
        publicModules.add(id);
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) visitPublic(next);
      };
      const visitStatic = (id: string) => {
        if (entryModules.has(id)) return;
        entryModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visitStatic(next);
      };
      for (const id of entries) {
        visitPublic(id);
        visitStatic(id);
      }
      // What only those pages reach: their library's modules, which its lazily loaded parts share.
      const elsewhere = new Set<string>();
      const visitElsewhere = (id: string) => {
        if (elsewhere.has(id) || selfContainedPages.has(id)) return;
        elsewhere.add(id);
        const info = this.getModuleInfo(id);
        for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
          visitElsewhere(next);
      };
      for (const id of entries) visitElsewhere(id);
      for (const id of this.getModuleIds()) if (!elsewhere.has(id)) selfContainedModules.add(id);
      const visitOrderLife = (id: string) => {
        if (orderLifeModules.has(id) || entryModules.has(id) || id.endsWith(CALENDAR)) return;
        orderLifeModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visitOrderLife(next);
      };
      for (const id of this.getModuleIds()) if (id.includes(ORDER_LIFE_DIR)) visitOrderLife(id);
      if (this.getModuleInfo(ORDER_LIFE_READER)) orderLifeModules.add(ORDER_LIFE_READER);
    },
  };
  const groups = [
    // The order-life table is built when its module runs, from the fulfilment steps and the payment rules:
    // it and all it imports go in one chunk, which then imports nothing back. Split by page, the table
    // once landed in a chunk that imported, and ran before, the chunk defining the steps it reads. The
    // Manila calendar (a leaf, imports nothing) stays out, and the screens' reading of the table comes in:
    // a page that only reads a day (the storefront, the sign-in pages, Edit Profile) no longer downloads
    // the table through the file every signed-in page loads.
    {
      name: 'order-life',
      test: (id: string) => orderLifeModules.has(id),
      includeDependenciesRecursively: false,
      priority: 4,
    },
    // Every page reaches the standing orders' rules through the shared rules' index, but only two signed-in
    // screens run them: a chunk of their own. Left to `shared`, their small group was merged into the contact
    // form's, handing public pages the order-life table they import.
    {
      name: 'standing-orders',
      test: (id: string) => id.endsWith(STANDING_ORDER_RULES),
      includeDependenciesRecursively: false,
      priority: 4,
    },
    // The dialogs' code, one file loaded with the first dialog a page opens. Left to `api-shared`
    // (five or more screens' dialogs share it), it was in every signed-in page's first download.
    {
      name: 'dialogs',
      test: (id: string) => DIALOG_CODE.test(id) && !entryModules.has(id),
      includeDependenciesRecursively: false,
      priority: 3,
    },
    // The UI library's transitions (react-transition-group and React Bootstrap's code around it): the
    // dialogs, the phone menu, the footer and the carousel run them, no signed-in page's first render
    // does. Left to `ui`, they were merged with the form controls' helpers every signed-in page loads.
    {
      name: 'transitions',
      test: (id: string) => TRANSITION_CODE.test(id) && !entryModules.has(id),
      includeDependenciesRecursively: false,
      priority: 3,
    },
    {
      name: 'graphiql',
      test: (id: string) => selfContainedModules.has(id) && !selfContainedPages.has(id),
      includeDependenciesRecursively: false,
      priority: 3,
    },
    {
      name: 'api-shared',
      test: (id: string) => !publicModules.has(id),
      minShareCount: 5,
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      name: SITE_CHUNK,
      test: (id: string) => publicModules.has(id) && !entryModules.has(id) && !apiModules.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 7 * 1024,
    },
    {
      name: UI_CHUNK,
      test: (id: string) => publicModules.has(id) && !entryModules.has(id) && UI_LIBRARY.test(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 7 * 1024,
    },
    {
      name: SHARED_CHUNK,
      test: (id: string) => publicModules.has(id) && !entryModules.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 1,
      entriesAware: true,
      entriesAwareMergeThreshold: 7 * 1024,
    },
  ];
  return { plugin, groups };
}

/** The server entries: the build's pre-renderer, and the screens the server renders per request. */
const SERVER_ENTRIES: Record<string, string> = {
  prerender: resolve(import.meta.dirname, 'src/app/prerender.tsx'),
  'server-screens': resolve(import.meta.dirname, 'src/app/server-screens.tsx'),
};

/**
 * React Router's production files for a production build: its package exports only its development
 * build (remix-run/react-router#12532, meant to be temporary), whose development warnings and checks
 * ran on every phone (0.5 KB gzip of the entry, and console warnings no visitor should see).
 */
const REACT_ROUTER_DIST = join(dirname(REQUIRE.resolve('react-router/package.json')), 'dist/production');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(REACT_ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_DIST, 'dom-export.mjs') },
];

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const chunks = sharedChunks();
  return {
    plugins: [
      react(),
      earlyQueries(),
      frameOriginsFile(env),
      siteStylesheet(),
      graphiqlUnderCsp(),
      graphiqlOwnLibraries(),
      chunks.plugin,
    ],
    // The year the pages are pre-rendered in: the footer hydrates with it, then shows the visitor's year.
    // A constant, not configuration: importing lib/config would tie the footer's chunk to the pages'.
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    // The shared rules, bundled from their TypeScript source (nothing to build first).
    resolve: {
      alias: [
        { find: '@waters/domain', replacement: resolve(import.meta.dirname, '../packages/domain/src/index.ts') },
        // Apollo Client's rxjs as ES2015 (native classes) rather than its default ES5 build, whose
        // class helpers come from tslib: 1.9 KB gzip less for every signed-in page.
        { find: /^rxjs$/, replacement: join(dirname(REQUIRE.resolve('rxjs/package.json')), 'dist/esm/index.js') },
        ...(mode === 'production' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    server: {
      proxy: { '/api': API, '/graphql': API, '/health': API },
    },
    // The server entries (vite build --ssr, see package.json) run in Node: the build's pre-renderer
    // and the screens the server renders per request (dist-ssr/). react-bootstrap's ES modules are
    // not Node-resolvable, so everything but React is bundled.
    ssr: { noExternal: true, external: ['react', 'react-dom'] },
    build: isSsrBuild
      ? {
          outDir: 'dist-ssr',
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: { input: SERVER_ENTRIES },
        }
      : {
          outDir: 'dist',
          // Maps are written for error reports but not linked from the files; the build moves them out of dist.
          sourcemap: 'hidden',
          // dist/.vite/manifest.json: the chunks each page needs (pre-rendering, bundle budgets).
          manifest: true,
          // Every browser the site supports preloads modules itself.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            // The early script is an entry of its own: the application shell links it before the main one.
            input: {
              index: resolve(import.meta.dirname, 'index.html'),
              [EARLY_ENTRY_NAME]: resolve(import.meta.dirname, EARLY_ENTRY),
            },
            output: { codeSplitting: { groups: chunks.groups }, chunkFileNames },
          },
        },
  };
});
