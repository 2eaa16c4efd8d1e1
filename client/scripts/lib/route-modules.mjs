/**
 * The lazy modules a first visit to each route loads, as keys of Vite's build manifest, read from
 * src/app/routes.tsx (`path: childPath(PATHS.…), … lazy: page(() => import('…'))`, the paths
 * looked up in src/lib/paths.ts): the routes inside the ./ApiArea route also load that area's module.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const ROUTES_FILE = 'src/app/routes.tsx';
const PATHS_FILE = 'src/lib/paths.ts';

/** PATHS of lib/paths.ts, read from its source (`name: '/path',` lines). */
function pagePaths(clientDir) {
  const source = readFileSync(join(clientDir, PATHS_FILE), 'utf8');
  return Object.fromEntries([...source.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map((match) => [match[1], match[2]]));
}

export function routeModules(clientDir, manifest) {
  const manifestKey = (specifier) => {
    const base = posix.join(posix.dirname(ROUTES_FILE), specifier);
    const key = ['.tsx', '.ts'].map((ext) => base + ext).find((k) => manifest[k]);
    if (!key) throw new Error(`${specifier} (imported by ${ROUTES_FILE}) is not in the build manifest`);
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
  const paths = pagePaths(clientDir);
  // A route's lazy module may be lines below its path (never past the next route's path).
  const routes = [...source.matchAll(/path: childPath\(PATHS\.(\w+)\),(?:(?!path:)[\s\S])*?lazy: page\(\(\) => import\('([^']+)'\)\)/g)].map((match) => {
    const signedIn = match.index > areaStart && match.index < areaEnd;
    const path = paths[match[1]];
    if (!path) throw new Error(`PATHS.${match[1]} (used by ${ROUTES_FILE}) is not in ${PATHS_FILE}`);
    return { path, signedIn, modules: [...(signedIn ? [manifestKey('./ApiArea')] : []), manifestKey(match[2])] };
  });
  if (routes.length === 0) throw new Error(`no lazy routes found in ${ROUTES_FILE}`);
  // Every lazy page must be read, or its budget would go unchecked (the API area itself is not a page).
  const lazyPages = source.match(/lazy: page\(/g).length - 1;
  if (routes.length !== lazyPages) throw new Error(`${ROUTES_FILE} has ${lazyPages} lazy pages but ${routes.length} were read: update the pattern in route-modules.mjs`);
  return routes;
}
