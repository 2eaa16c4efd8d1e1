import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const MODULES = join(SOURCE, 'modules');
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

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
const floorOf = (path: string) => FLOORS[relative(SOURCE, path).split('/')[0]];

/** Every import in server/src (tests beside the code included) that points up a floor, as "file -> target". */
function importsUpTheFloors(): string[] {
  const files = (function all(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? all(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );
  })(SOURCE);
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map(([, specifier]) => specifier)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier))
      .filter((target) => floorOf(target) > floorOf(file))
      .map((target) => `${relative(SOURCE, file)} -> ${relative(SOURCE, target)}`),
  );
}

/** module → the other modules its files import (type-only imports count: they are a dependency too). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
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
    expect([...graph.get('orders')!]).toEqual(expect.arrayContaining(['products', 'users', 'audit']));
  });
});
