import type { CatalogueProductsQuery } from '../features/catalogue/api/catalogue-products.generated';
import type { OrderPageFragment, OrderRowFragment, StaffProductFragment } from '../api/fragments.generated';
import { ProductsByNameDocument } from '../api/products-by-name.generated';
import type { NamedProduct } from '../hooks/use-all-products';

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

/** A product as ProductsByName lists it: on sale at ₱150.00, any quantity to trade, unless told otherwise. */
export const namedProduct = (
  productId: string,
  productName: string,
  extra: Partial<NamedProduct> = {},
): NamedProduct => ({
  __typename: 'Product',
  productId,
  productName,
  productPrice: 150,
  productStatus: 'Available',
  tradeMinQuantity: null,
  tradeMultiple: null,
  ...extra,
});

/** Every product by name in one page (useAllProducts), answered as often as asked. */
export const allProducts = (nodes: readonly NamedProduct[]) => ({
  request: { query: ProductsByNameDocument, variables: {} },
  result: {
    data: {
      productsConnection: {
        __typename: 'ProductConnection' as const,
        pageInfo: pageInfo(null, false),
        nodes: [...nodes],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
