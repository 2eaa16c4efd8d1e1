/**
 * The client's own GraphQL documents (the .graphql files under client/src) with the fragments
 * they spread, wherever those are defined, so that a bench asks exactly what a screen asks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse, print, visit } from 'graphql';

const CLIENT_SRC = new URL('../../../client/src/', import.meta.url);

/** Every fragment defined in a .graphql file under client/src, by name. */
function clientFragments() {
  const files = readdirSync(CLIENT_SRC, { recursive: true }).filter((file) => String(file).endsWith('.graphql'));
  const definitions = files.flatMap(
    (file) => parse(readFileSync(new URL(String(file), CLIENT_SRC), 'utf8')).definitions,
  );
  return new Map(
    definitions
      .filter((definition) => definition.kind === 'FragmentDefinition')
      .map((definition) => [definition.name.value, definition]),
  );
}

/** @param {string} path under client/src, e.g. 'features/staff/api/admin-dashboard.graphql' */
export function clientDocument(path) {
  const document = parse(readFileSync(new URL(path, CLIENT_SRC), 'utf8'));
  const fragments = clientFragments();
  const spread = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread({ name }) {
        if (spread.has(name.value)) return;
        const fragment = fragments.get(name.value);
        if (!fragment)
          throw new Error(`${path} spreads ${name.value}, which no .graphql file under client/src defines`);
        spread.set(name.value, fragment);
        collect(fragment);
      },
    });
  collect(document);
  return [document, ...spread.values()].map((node) => print(node)).join('\n\n');
}
