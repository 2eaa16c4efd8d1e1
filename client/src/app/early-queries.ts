import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode } from 'graphql';
import type { EarlyRequest } from 'virtual:early-queries';
import { AvailableProductsDocument } from '../features/catalogue/api/available-products.generated';
import { PATHS } from '../lib/paths';
import type { Role } from '../state/session';

/** A screen's first query, asked for by src/api/early-query.ts before the page's code arrives. */
export interface EarlyQuery {
  path: string;
  role: Role;
  /** Without variables: the screen's own first query (the one its `preload` asks for). */
  document: DocumentNode;
}

/**
 * The pages whose first picture waits for their data: the customer's storefront shows its
 * products' pictures. The build prints each document as Apollo Client sends it
 * (vite.config.ts, `virtual:early-queries`), so the early script carries no GraphQL code.
 */
export const EARLY_QUERIES: readonly EarlyQuery[] = [
  { path: PATHS.storefront, role: 'Customer', document: AvailableProductsDocument },
];

/**
 * The POST bodies of EARLY_QUERIES as Apollo Client's HttpLink sends them (its cache adds
 * `__typename` to every selection, and the answer must carry them to be stored): run by the
 * build, which writes them into `virtual:early-queries`, and by the tests.
 */
export function printEarlyRequests(): EarlyRequest[] {
  return EARLY_QUERIES.map(({ path, role, document }) => {
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const operationName = operation?.name?.value;
    if (!operationName) throw new Error(`an early query for ${path} has no operation name`);
    return {
      path,
      role,
      operationName,
      body: JSON.stringify({ operationName, variables: {}, query: print(addTypenameToDocument(document)) }),
    };
  });
}
