/**
 * The lazy modules a first visit to each route loads, as keys of Vite's build manifest, read from
 * src/app/routes.tsx (`path: '…', lazy: page(() => import('…'))`): the routes inside the
 * ./ApiArea route also load that area's module.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const ROUTES_FILE = 'src/app/routes.tsx';

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
  const routes = [...source.matchAll(/path: '([^']+)', lazy: page\(\(\) => import\('([^']+)'\)\)/g)].map((match) => {
    const signedIn = match.index > areaStart && match.index < areaEnd;
    return { path: `/${match[1]}`, signedIn, modules: [...(signedIn ? [manifestKey('./ApiArea')] : []), manifestKey(match[2])] };
  });
  if (routes.length === 0) throw new Error(`no lazy routes found in ${ROUTES_FILE}`);
  return routes;
}
