import type { OrderPageFragment, OrderRowFragment } from '../gql/graphql';

/** A page of an order connection as the server answers it (the last page unless told otherwise). */
export const orderPage = (
  nodes: readonly OrderRowFragment[],
  { totalCount = nodes.length, endCursor = nodes.length ? `cursor-${nodes[nodes.length - 1].orderId}` : null, hasNextPage = false } = {},
): OrderPageFragment => ({
  __typename: 'OrderConnection',
  totalCount,
  pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
  nodes: [...nodes],
});
