import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules');
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
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

  it('finds the edges it checks (the graph is read, not empty)', () => {
    expect([...graph.get('orders')!]).toEqual(expect.arrayContaining(['products', 'users', 'audit']));
  });
});
