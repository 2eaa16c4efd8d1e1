import { createHash } from 'node:crypto';
import { Kind, print, visit, type DefinitionNode, type DocumentNode } from 'graphql';

const nameOf = (definition: DefinitionNode) => ('name' in definition && definition.name ? definition.name.value : '');
const rank = (definition: DefinitionNode) => (definition.kind === Kind.OPERATION_DEFINITION ? 0 : 1);

/**
 * A document in one form whatever the client did to it: without the `__typename` fields Apollo
 * Client adds, operations before fragments, each in name order, printed by graphql-js. Two
 * documents that ask the same thing have the same form, so the same trusted-document id.
 */
export function canonicalDocument(document: DocumentNode): string {
  const bare = visit(document, {
    Field(node) {
      return node.name.value === '__typename' && !node.alias ? null : undefined;
    },
  });
  const definitions = [...bare.definitions].sort((a, b) => rank(a) - rank(b) || nameOf(a).localeCompare(nameOf(b)));
  return print({ ...bare, definitions });
}

/** The id of a trusted document: the SHA-256 of its canonical form, in hex. */
export const documentId = (document: DocumentNode): string =>
  createHash('sha256').update(canonicalDocument(document)).digest('hex');
