import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const MODULES = join(SOURCE, 'modules');
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g;

/**
 * The server's floors, top to bottom: what starts and wires the app (tools, main, the app module and
 * factory, the entity list, the demo seed), the modules, the infrastructure they stand on (database,
 * graphql), the request pipeline and shared platform (http, platform), and config. An import may
 * point down or across a floor, never up.
 */
const FLOORS: Record<string, number> = {
  tools: 6,
  'main.ts': 5,
  'graceful-shutdown.ts': 5,
  'app.module.ts': 4,
  'app.factory.ts': 4,
  'app-schema.ts': 4,
  seed: 4,
  modules: 3,
  database: 2,
  graphql: 2,
  http: 1,
  platform: 1,
  config: 0,
};

/**
 * The client's floors, top to bottom: the app (routes, layout), the features (one audience's
 * screens each), shared components and hooks, the session's state and the API's clients, plain
 * helpers (lib), and what is only data (content, generated types and media, styles). test/ holds
 * the tests' kit, above all of them.
 */
const CLIENT = resolve(SOURCE, '../../client/src');
const CLIENT_FLOORS: Record<string, number> = {
  test: 6,
  app: 5,
  features: 4,
  components: 3,
  hooks: 3,
  state: 2,
  api: 2,
  lib: 1,
  content: 0,
  gql: 0,
  generated: 0,
  styles: 0,
};
const CLIENT_IMPORT = /(?:(?:import|export)[^'"]*?from\s+|import\(\s*)'([^']+)'/g;

/** A tree's files to read: `.ts`/`.tsx`, where `wanted` says so; folders named in `skipped` left out. */
function filesOf(dir: string, wanted: (name: string) => boolean, skipped: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skipped.includes(entry.name) ? [] : filesOf(join(dir, entry.name), wanted, skipped);
    return wanted(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** Every relative import among `files` that points up a floor of `root`, as "file -> target". */
function importsUp(root: string, floors: Record<string, number>, files: string[], pattern: RegExp): string[] {
  const floorOf = (path: string) => floors[relative(root, path).split('/')[0]];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)]
      .map(([, specifier]) => specifier)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => floorOf(target) > floorOf(file))
      .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
  );
}

/** In server/src, tests beside the code included. */
const importsUpTheFloors = () =>
  importsUp(
    SOURCE,
    FLOORS,
    filesOf(SOURCE, (name) => name.endsWith('.ts')),
    IMPORT,
  );

/** In client/src, the tests apart (they use the kit of test/). */
const clientImportsUpTheFloors = () =>
  importsUp(
    CLIENT,
    CLIENT_FLOORS,
    filesOf(CLIENT, (name) => /\.tsx?$/.test(name) && !/\.(d|test)\.tsx?$/.test(name), ['__tests__']),
    CLIENT_IMPORT,
  );

/** Which features each client feature may use (the same table ESLint's zones read). */
const FEATURES = join(CLIENT, 'features');
const FEATURE_USES: Record<string, string[]> = JSON.parse(readFileSync(join(FEATURES, 'feature-uses.json'), 'utf8'));

/** Every import from one client feature into another it does not use, as "file -> target" (tests included). */
function featureImportsNotUsed(): string[] {
  const featureOf = (path: string) => relative(FEATURES, path).split('/')[0];
  return filesOf(FEATURES, (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CLIENT_IMPORT)]
      .map(([, specifier]) => specifier)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => !relative(FEATURES, target).startsWith('..'))
      .filter((target) => featureOf(target) !== featureOf(file))
      .filter((target) => !(FEATURE_USES[featureOf(file)] ?? []).includes(featureOf(target)))
      .map((target) => `${relative(CLIENT, file)} -> ${relative(CLIENT, target)}`),
  );
}

/** module → the other modules its files import (type-only imports count: they are a dependency too). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of filesOf(MODULES, (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
    const from = relative(MODULES, file).split('/')[0];
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(MODULES, resolve(dirname(file), specifier));
      const to = target.split('/')[0];
      if (!target.startsWith('..') && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The modules in an order where each comes after all it imports, or the cycle that prevents one. */
function layers(graph: Map<string, Set<string>>): { order: string[]; cycle: string[] | null } {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: string, path: string[]): string[] | null => {
    if (state.get(module) === 'done') return null;
    if (state.get(module) === 'visiting') return [...path.slice(path.indexOf(module)), module];
    state.set(module, 'visiting');
    for (const next of graph.get(module) ?? []) {
      const cycle = visit(next, [...path, module]);
      if (cycle) return cycle;
    }
    state.set(module, 'done');
    order.push(module);
    return null;
  };
  for (const module of [...graph.keys()].sort()) {
    const cycle = visit(module, []);
    if (cycle) return { order, cycle };
  }
  return { order, cycle: null };
}

describe('the modules depend on one another one way', () => {
  const graph = moduleGraph();

  it('has no cycle between modules (two modules never import each other, directly or round about)', () => {
    expect(layers(graph).cycle).toBeNull();
  });

  it('mail is reached through events only: notifications imports no module and no module imports it', () => {
    expect([...(graph.get('notifications') ?? [])]).toEqual([]);
    expect([...graph].filter(([, to]) => to.has('notifications')).map(([from]) => from)).toEqual([]);
  });

  it('has every top folder of server/src on a floor, and no import pointing up a floor', () => {
    const unplaced = readdirSync(SOURCE).filter((name) => !name.endsWith('.d.ts') && FLOORS[name] === undefined);
    expect(unplaced).toEqual([]);
    expect(importsUpTheFloors()).toEqual([]);
  });

  it('has every folder of client/src on a floor, and no import there pointing up a floor', () => {
    const unplaced = readdirSync(CLIENT, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && CLIENT_FLOORS[entry.name] === undefined,
    );
    expect(unplaced.map((entry) => entry.name)).toEqual([]);
    expect(clientImportsUpTheFloors()).toEqual([]);
  });

  it('has every client feature in feature-uses.json, used one way only, and no feature importing one it does not use', () => {
    const folders = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(Object.keys(FEATURE_USES).sort());
    const uses = new Map(Object.entries(FEATURE_USES).map(([feature, used]) => [feature, new Set(used)]));
    expect(layers(uses).cycle).toBeNull();
    expect(featureImportsNotUsed()).toEqual([]);
    expect(FEATURE_USES.staff).toContain('orders');
  });

  it('keeps the schema migrations frozen: they import typeorm and their column helpers, no application code', () => {
    const dir = join(SOURCE, 'database/migrations');
    const imported = readdirSync(dir).flatMap((name) =>
      [...readFileSync(join(dir, name), 'utf8').matchAll(IMPORT)].map(([, specifier]) => specifier),
    );
    expect(imported.length).toBeGreaterThan(20);
    expect(
      [...new Set(imported)].filter(
        (specifier) =>
          specifier !== 'typeorm' && specifier !== './column-types.js' && !/^\.\/\d{13}-[a-z-]+\.js$/.test(specifier),
      ),
    ).toEqual([]);
  });

  it('finds the edges it checks (the graph is read, not empty)', () => {
    expect([...graph.get('orders')!]).toEqual(expect.arrayContaining(['products', 'users', 'delivery']));
  });
});
