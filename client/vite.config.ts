import react from '@vitejs/plugin-react';
import { relative, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { signedInModules } from './scripts/lib/route-modules.mjs';
import { printEarlyRequests } from './src/app/early-queries';
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
    load: (id) => (id === `\0${EARLY_QUERIES_MODULE}` ? `export const EARLY_REQUESTS = ${JSON.stringify(printEarlyRequests())};` : null),
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
      this.emitFile({ type: 'asset', fileName: '.vite/stylesheets.json', source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}

const SHARED_CHUNK = 'shared';
/** `shared` chunks are named after every page that uses them: their files only by their content. */
const chunkFileNames = (chunk: { name: string }) => (chunk.name.startsWith(`${SHARED_CHUNK}~`) ? `assets/${SHARED_CHUNK}-[hash].js` : 'assets/[name]-[hash].js');

/**
 * Fewer, larger chunks for the code the pages load after the entry. Left to itself the bundler
 * makes a chunk for every set of pages sharing a module: 38 files for a first visit to
 * /storefront, most under a kilobyte, and on a phone's network each file waits its turn for one
 * of a few connections (in Lighthouse's simulation of one, as on a real one over HTTP/1.1).
 * - `api-shared`: modules only the API area reaches (its module, its pages and the signed-in
 *   parts of the top bar, scripts/lib/route-modules.mjs) that four or more of its chunks share.
 * - `shared`: modules a public page also reaches, outside the entry, that two or more chunks
 *   share, grouped by the set of pages that use them (`entriesAware`), a group under 7 KB merged
 *   into its nearest neighbour. A page may then download a few modules it does not run; the
 *   bundle budgets (scripts/check-bundle-budgets.mjs) say how many bytes that costs.
 * What the entry reaches stays in the entry. The graph is complete at buildEnd, before the chunks
 * are made.
 */
function sharedChunks() {
  const publicModules = new Set<string>();
  const entryModules = new Set<string>();
  const plugin: Plugin = {
    name: 'waters-shared-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const apiRoots = new Set(signedInModules(import.meta.dirname).map((file) => resolve(import.meta.dirname, file)));
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
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
    },
  };
  const groups = [
    { name: 'api-shared', test: (id: string) => !publicModules.has(id), minShareCount: 4, includeDependenciesRecursively: false, priority: 2 },
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

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const chunks = sharedChunks();
  return {
    plugins: [react(), earlyQueries(), frameOriginsFile(env), siteStylesheet(), chunks.plugin],
    // The shared rules, bundled from their TypeScript source (nothing to build first).
    resolve: { alias: { '@waters/domain': resolve(import.meta.dirname, '../packages/domain/src/index.ts') } },
    server: {
      proxy: { '/api': API, '/graphql': API, '/health': API },
    },
    // The pre-renderer's bundle (vite build --ssr, see package.json) runs in Node: react-bootstrap's
    // ES modules are not Node-resolvable, so everything but React is bundled.
    ssr: { noExternal: true, external: ['react', 'react-dom'] },
    build: isSsrBuild
      ? { sourcemap: false, copyPublicDir: false }
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
            input: { index: resolve(import.meta.dirname, 'index.html'), [EARLY_ENTRY_NAME]: resolve(import.meta.dirname, EARLY_ENTRY) },
            output: { codeSplitting: { groups: chunks.groups }, chunkFileNames },
          },
        },
  };
});
