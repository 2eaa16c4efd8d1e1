import type { CatalogueProductsQuery } from '../features/catalogue/api/catalogue-products.generated';
import type { OrderPageFragment, OrderRowFragment, StaffProductFragment } from '../api/fragments.generated';

interface PageOptions {
  totalCount?: number;
  endCursor?: string | null;
  hasNextPage?: boolean;
}

const pageInfo = (endCursor: string | null, hasNextPage: boolean) => ({
  __typename: 'PageInfo' as const,
  endCursor,
  hasNextPage,
});

/** A page of an order connection as the server answers it (the last page unless told otherwise). */
export const orderPage = (
  nodes: readonly OrderRowFragment[],
  {
    totalCount = nodes.length,
    endCursor = nodes.length ? `cursor-${nodes[nodes.length - 1].orderId}` : null,
    hasNextPage = false,
  }: PageOptions = {},
): OrderPageFragment => ({
  __typename: 'OrderConnection',
  totalCount,
  pageInfo: pageInfo(endCursor, hasNextPage),
  nodes: [...nodes],
});

/** A page of the catalogue (productsConnection), the last one unless told otherwise. */
export const productPage = (
  nodes: readonly StaffProductFragment[],
  {
    totalCount = nodes.length,
    endCursor = nodes.length ? `cursor-${nodes[nodes.length - 1].productId}` : null,
    hasNextPage = false,
  }: PageOptions = {},
): CatalogueProductsQuery['productsConnection'] => ({
  __typename: 'ProductConnection',
  totalCount,
  pageInfo: pageInfo(endCursor, hasNextPage),
  nodes: [...nodes],
});
