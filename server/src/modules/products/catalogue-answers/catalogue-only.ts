import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * Root fields whose answer depends only on the catalogue lists and the caller's role: an answer
 * to a document made of nothing else is the same for everyone with that role until the catalogue
 * changes. (`product(productId)` reads the database, archived products included: not here.)
 */
const CATALOGUE_FIELDS = new Set(['availableProducts', 'products', 'productsConnection', '__typename']);

/** A query whose root selection is only catalogue fields (no fragments, no directives). */
export function readsOnlyCatalogue(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    !operation.directives?.length &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && !selection.directives?.length && CATALOGUE_FIELDS.has(selection.name.value),
    )
  );
}
