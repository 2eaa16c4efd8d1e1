import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, print, type DocumentNode } from 'graphql';
import type { EarlyRequest } from 'virtual:early-queries';
import { AvailableProductsDocument } from '../features/catalogue/api/available-products.generated';
import { CARD_SIZES } from '../features/catalogue/components/card-sizes';
import { mediaNames, srcSet } from '../lib/media';
import { PATHS } from '../lib/paths';
import type { Role } from '../state/session';

/** A screen's first query, asked for by src/api/early-query.ts before the page's code arrives. */
export interface EarlyQuery {
  path: string;
  role: Role;
  /** Without variables: the screen's own first query (the one its `preload` asks for). */
  document: DocumentNode;
  /** The screen's largest paint: the picture of the first item of a list in the answer, drawn at `sizes`. */
  picture?: EarlyPicture;
}

export interface EarlyPicture {
  /** The answer's list (a field of `data`) and its items' picture URL field. */
  list: string;
  image: string;
  sizes: string;
}

/**
 * The pages whose first picture waits for their data: the customer's storefront shows its
 * products' pictures. The build prints each document as Apollo Client sends it
 * (vite.config.ts, `virtual:early-queries`), so the early script carries no GraphQL code.
 */
export const EARLY_QUERIES: readonly EarlyQuery[] = [
  {
    path: PATHS.storefront,
    role: 'Customer',
    document: AvailableProductsDocument,
    // The first card's picture, in the catalogue's order (a plain /storefront: no search, type or sort).
    picture: { list: 'availableProducts', image: 'productImage', sizes: CARD_SIZES },
  },
];

/**
 * The POST bodies of EARLY_QUERIES as Apollo Client's HttpLink sends them (its cache adds
 * `__typename` to every selection, and the answer must carry them to be stored): run by the
 * build, which writes them into `virtual:early-queries`, and by the tests.
 */
export function printEarlyRequests(): EarlyRequest[] {
  return EARLY_QUERIES.map(({ path, role, document, picture }) => {
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const operationName = operation?.name?.value;
    if (!operationName) throw new Error(`an early query for ${path} has no operation name`);
    return {
      path,
      role,
      operationName,
      body: JSON.stringify({ operationName, variables: {}, query: print(addTypenameToDocument(document)) }),
      ...(picture && { picture }),
    };
  });
}

/**
 * The AVIF `srcset` of every catalogue picture the build made (by its catalogue URL), as the
 * pages' <picture> names them (src/lib/media.ts): the early script preloads the first card's
 * with the same URLs, so the card's image is the preloaded one. Printed by the build.
 */
export function printEarlyPictures(): Record<string, string> {
  return Object.fromEntries(
    mediaNames()
      .filter((name) => name.startsWith('products/'))
      .map((name) => [`/images/${name}.webp`, srcSet(name, 'avif')]),
  );
}
