/**
 * The lazy modules a first visit to each route loads, as keys of Vite's build manifest, read from
 * src/app/routes.tsx (`path: childPath(PATHS.…), … ...page(() => import('…'))`, the paths
 * looked up in the table of routes, src/lib/paths.js): the routes inside the ./ApiArea route
 * also load that area's module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PATHS } from '../../src/lib/paths.js';

const ROUTES_FILE = 'src/app/routes.tsx';
/** The screens of the pages that show one per role, which their routes start loading. */
const ROLE_SCREENS_FILE = 'src/app/pages/role-screens.ts';
const PATHS_FILE = 'src/lib/paths.js';

/** Signed-in parts of public pages, loaded only for a signed-in customer: a product page's and a recipe's Add to Cart. */
const SIGNED_IN_PARTS = [
  'src/features/marketing/product-page/CustomerOrderBox.tsx',
  'src/features/marketing/recipes/CustomerRecipeCart.tsx',
];

/** The pages that load one screen per role, and each role's screen (src/app/pages/role-screens.ts). */
export const ROLE_SCREENS = {
  '/storefront': {
    Customer: 'src/features/catalogue/CustomerStorefront.tsx',
    Employee: 'src/features/catalogue/ManageProducts.tsx',
  },
  '/order-page': {
    Customer: 'src/features/cart/CartView.tsx',
    Employee: 'src/features/orders/OrderAuthorization.tsx',
  },
};

/** The top bar's parts that only a signed-in visitor loads: the account menu, and a customer's cart count. */
export const SIGNED_IN_SHELL = { everyone: ['src/app/shell/UserMenu.tsx'], customer: ['src/app/shell/CartLink.tsx'] };

export function routeModules(clientDir, manifest) {
  return readRoutes(clientDir, (key) => Boolean(manifest[key]));
}

/**
 * The source files (relative to the client) that only the API area loads: its module, its
 * pages, their role screens, the signed-in parts of the top bar and of public pages. Read from the sources.
 */
export function signedInModules(clientDir) {
  const exists = (key) => existsSync(join(clientDir, key));
  const pages = readRoutes(clientDir, exists)
    .filter((route) => route.signedIn)
    .flatMap((route) => route.modules);
  const screens = [...readFileSync(join(clientDir, ROLE_SCREENS_FILE), 'utf8').matchAll(/import\('([^']+)'\)/g)].map(
    (match) => {
      const base = posix.join(posix.dirname(ROLE_SCREENS_FILE), match[1]);
      const key = ['.tsx', '.ts'].map((ext) => base + ext).find(exists);
      if (!key) throw new Error(`${match[1]} (imported by ${ROLE_SCREENS_FILE}) is not in the sources`);
      return key;
    },
  );
  return [
    ...new Set([...pages, ...screens, ...SIGNED_IN_SHELL.everyone, ...SIGNED_IN_SHELL.customer, ...SIGNED_IN_PARTS]),
  ];
}

function readRoutes(clientDir, hasModule) {
  const manifestKey = (specifier) => {
    const base = posix.join(posix.dirname(ROUTES_FILE), specifier);
    const key = ['.tsx', '.ts'].map((ext) => base + ext).find(hasModule);
    if (!key) throw new Error(`${specifier} (imported by ${ROUTES_FILE}) is not in the build`);
    return key;
  };
  const source = readFileSync(join(clientDir, ROUTES_FILE), 'utf8');
  // The API area's children: from its `children: [` to the matching `]`.
  const areaStart = source.indexOf('children: [', source.indexOf("import('./ApiArea')"));
  let areaEnd = areaStart;
  for (let i = areaStart + 'children: '.length, depth = 0; i < source.length; i++) {
    if (source[i] === '[') depth++;
    else if (source[i] === ']' && --depth === 0) {
      areaEnd = i;
      break;
    }
  }
  // A route's lazy module may be lines below its path (never past the next route's path).
  const routes = [
    ...source.matchAll(
      /path: childPath\(PATHS\.(\w+)\),(?:(?!path:)[\s\S])*?\.\.\.page\(\(\) => import\('([^']+)'\)(?:, \w+)?\)/g,
    ),
  ].map((match) => {
    const signedIn = match.index > areaStart && match.index < areaEnd;
    const path = Object.hasOwn(PATHS, match[1]) ? PATHS[match[1]] : undefined;
    if (!path) throw new Error(`PATHS.${match[1]} (used by ${ROUTES_FILE}) is not in ${PATHS_FILE}`);
    return { path, signedIn, modules: [...(signedIn ? [manifestKey('./ApiArea')] : []), manifestKey(match[2])] };
  });
  if (routes.length === 0) throw new Error(`no lazy routes found in ${ROUTES_FILE}`);
  // Every lazy page must be read, or its budget would go unchecked (the API area itself is not a page).
  const lazyPages = source.match(/\.\.\.page\(/g).length - 1;
  if (routes.length !== lazyPages)
    throw new Error(
      `${ROUTES_FILE} has ${lazyPages} lazy pages but ${routes.length} were read: update the pattern in route-modules.mjs`,
    );
  return routes;
}
