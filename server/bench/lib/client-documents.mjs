/**
 * The client's own GraphQL documents (the .graphql files under client/src) with the shared
 * fragments they spread, so that a bench asks exactly what a screen asks.
 */
import { readFileSync } from 'node:fs';
import { parse, print, visit } from 'graphql';

const CLIENT_SRC = new URL('../../../client/src/', import.meta.url);
const FRAGMENTS = new URL('api/fragments.graphql', CLIENT_SRC);

/** @param {string} path under client/src, e.g. 'features/admin/api/admin-dashboard.graphql' */
export function clientDocument(path) {
  const document = parse(readFileSync(new URL(path, CLIENT_SRC), 'utf8'));
  const fragments = new Map(parse(readFileSync(FRAGMENTS, 'utf8')).definitions.map((definition) => [definition.name.value, definition]));
  const spread = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread({ name }) {
        if (spread.has(name.value)) return;
        const fragment = fragments.get(name.value);
        if (!fragment) throw new Error(`${path} spreads ${name.value}, which ${FRAGMENTS.pathname} does not define`);
        spread.set(name.value, fragment);
        collect(fragment);
      },
    });
  collect(document);
  return [document, ...spread.values()].map((node) => print(node)).join('\n\n');
}
