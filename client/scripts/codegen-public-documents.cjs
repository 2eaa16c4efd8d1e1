/**
 * graphql-codegen plugin (codegen.ts) for the public pages' documents, which those pages send
 * with fetch, without Apollo Client or graphql-js: each operation as the text sent, with the
 * fragments it spreads and without white space or comments, typed by its result and variables
 * (typescript-operations writes those types beside it). The server takes it as the trusted
 * document of the same canonical form (server/src/graphql/trusted/canonical-document.ts).
 */
const { Kind, print, stripIgnoredCharacters, visit } = require('graphql');

/** `documents`: the .graphql file's own definitions; `config.externalFragments`: the others' fragments it spreads. */
function plugin(_schema, documents, config) {
  const definitions = documents.flatMap((file) => (file.document ? file.document.definitions : []));
  const fragments = new Map((config.externalFragments ?? []).map((fragment) => [fragment.name, fragment.node]));
  for (const definition of definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const withFragments = (operation) => {
    const used = new Map();
    const collect = (node) =>
      visit(node, {
        FragmentSpread({ name }) {
          const fragment = fragments.get(name.value);
          if (!fragment) throw new Error(`Unknown fragment ${name.value}`);
          if (used.has(name.value)) return;
          used.set(name.value, fragment);
          collect(fragment);
        },
      });
    collect(operation);
    return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
  };

  const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const constants = operations.map((operation) => {
    if (!operation.name) throw new Error('A public document needs an operation name.');
    const name = operation.name.value;
    const type = `${name}${operation.operation[0].toUpperCase()}${operation.operation.slice(1)}`;
    const text = stripIgnoredCharacters(print(withFragments(operation)));
    return `export const ${name}Document = ${JSON.stringify(text)} as string & DocumentTypeDecoration<${type}, ${type}Variables>;`;
  });
  return {
    prepend: operations.length
      ? ["import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';"]
      : [],
    content: constants.join('\n'),
  };
}

module.exports = { plugin };
