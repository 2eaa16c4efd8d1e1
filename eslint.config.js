// @ts-check
/**
 * One lint for both workspaces: typescript-eslint, React hooks and jsx-a11y on the client, and
 * import boundaries in bulletproof-react's style — features never import one another, shared
 * code never imports a feature, and no import cycles. `npm run lint` runs it; `npm test` too.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { PATHS } from './client/src/lib/paths.js';

/**
 * The features by domain, and which others each may use (client/src/features/feature-uses.json, one
 * way only: staff screens compose delivery, orders and the catalogue; the cart hands over to orders).
 */
const FEATURE_USES = JSON.parse(
  readFileSync(new URL('./client/src/features/feature-uses.json', import.meta.url), 'utf8'),
);

/** Every feature folder may import itself, the features it uses, and shared code. */
const clientZones = [
  ...Object.entries(FEATURE_USES).map(([feature, uses]) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`, ...uses.map((used) => `./${used}`)],
    message: `${feature} uses only ${uses.length ? uses.join(', ') : 'no other feature'} (client/src/features/feature-uses.json): move what both need to components/, hooks/, state/, api/ or lib/.`,
  })),
  {
    target: [
      './client/src/components',
      './client/src/hooks',
      './client/src/state',
      './client/src/api',
      './client/src/lib',
      './client/src/content',
      './client/src/styles',
    ],
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared code never imports a feature or the app shell.',
  },
  // The floors below the shared UI (server/test/module-graph.spec.ts checks every import against them).
  {
    target: ['./client/src/state', './client/src/api'],
    from: ['./client/src/components', './client/src/hooks'],
    message: 'state/ and api/ stand below the shared components and hooks.',
  },
  {
    target: ['./client/src/lib', './client/src/content', './client/src/styles'],
    from: ['./client/src/components', './client/src/hooks', './client/src/state', './client/src/api'],
    message:
      'lib/ holds plain helpers: it imports no component, hook, state or API client (take a type from the domain package or declare it here).',
  },
];

/**
 * A string that is a page's address (or one with a query or hash): only lib/paths.js writes them.
 * The addresses are read from that very table (plain JavaScript, so that this file can load it).
 */
// A parameter (/products/:productId) matches any one segment; a slash is escaped for the selector's regex.
const PAGE_PATHS = Object.values(PATHS).map((path) =>
  path
    .slice(1)
    .replace(/:[A-Za-z]+/g, '[^\\/?#]+')
    .replace(/\//g, '\\/'),
);
const PAGE_PATH_LITERAL = `/^\\/(${PAGE_PATHS.join('|')})([?#].*)?$/`;

/**
 * The server's floors (top to bottom: tools and the app's wiring, modules, database/ and graphql/,
 * http/ and platform/, config/): an import never points up. server/test/module-graph.spec.ts checks
 * every import against the same floors.
 */
const serverZones = [
  {
    target: ['./server/src/platform', './server/src/config'],
    from: ['./server/src/modules', './server/src/http', './server/src/graphql', './server/src/database'],
    message:
      'platform/ and config/ never import a module, the delivery (http/, graphql/) or database/: move what they need to platform/.',
  },
  {
    target: ['./server/src/http'],
    from: ['./server/src/modules', './server/src/database', './server/src/graphql'],
    message:
      'http/ (the request pipeline) never imports a module: a module hands its routes to it (see app.factory.ts).',
  },
  {
    target: ['./server/src/database', './server/src/graphql'],
    from: [
      './server/src/modules',
      './server/src/seed',
      './server/src/tools',
      './server/src/app.module.ts',
      './server/src/app.factory.ts',
      './server/src/app-schema.ts',
    ],
    message:
      'database/ and graphql/ stand below the modules: take what a module gives as a parameter or an interface (see app-schema.ts, graphql.options.ts).',
  },
];

/**
 * The reactions to a change — mail, the live channel, caches emptied on every instance — subscribe
 * to its domain events (platform/events); a service records the event and knows none of them. Only
 * the subscribers below (and the modules and entity list that wire them) may reach those parts.
 */
const REACTION_SUBSCRIBERS = [
  'server/src/app.module.ts',
  'server/src/modules/*/*.module.ts',
  'server/src/app-schema.ts',
  'server/src/modules/notifications/**',
  'server/src/modules/orders/live/**',
  'server/src/modules/products/catalogue-listings.ts',
  'server/src/modules/trade/pricing/trade-terms-memory.ts',
  'server/src/modules/users/session-cache.ts',
  'server/src/modules/webhooks/webhook-subscribers.ts',
  'server/src/modules/webhooks/webhook-dispatcher.ts',
  'server/src/database/outbox/**',
];
const REACTION_MESSAGE =
  'Record a domain event (EventBus.record) in the transaction instead; the subscriber reacts after commit.';
const reactionsOnlyThroughEvents = {
  files: ['server/src/**/*.ts'],
  ignores: [
    ...REACTION_SUBSCRIBERS,
    'server/src/platform/cache/**',
    'server/src/platform/shared-state/**',
    'server/src/**/*.spec.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex:
              '/(notifications/|orders/live/|live/live-order-changes|cache/invalidated-cache|shared-state/shared-events)',
            message: REACTION_MESSAGE,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: 'CallExpression[callee.property.name=/^(nudge|invalidate|publish)$/]', message: REACTION_MESSAGE },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-sourcemaps/**',
      '**/node_modules/**',
      'client/src/gql/**',
      '**/*.generated.ts',
      'client/e2e/screenshots/**',
      '**/coverage/**',
      'server/data/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      // Parse TypeScript dependencies too: without these no-cycle cannot follow .ts/.tsx imports and finds nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['client/tsconfig.test.json', 'server/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...serverZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Page addresses come from lib/paths.js, the one table of routes (a .js file, so not refused here).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/__tests__/**', 'client/src/test/**', 'client/src/gql/**', '**/*.generated.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${PAGE_PATH_LITERAL}]`,
          message: 'Write page addresses as PATHS.… from lib/paths.js (the one table of routes), not as literals.',
        },
      ],
    },
  },
  reactionsOnlyThroughEvents,
  {
    files: [
      '**/*.{spec,test}.{ts,tsx}',
      '**/__tests__/**',
      'client/e2e/**',
      'server/test/**',
      'server/reliability/**',
      'client/src/test/**',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // Tests talk to loosely typed answers (JSON, GraphQL results) and stand in for functions.
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
