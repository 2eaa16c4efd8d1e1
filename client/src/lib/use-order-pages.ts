import type { TypedDocumentNode } from '@apollo/client';
import type { OrderPageFragment, OrderRowFragment } from '../gql/graphql';
import type { RefreshFlag } from './refresh-flags';
import { useCursorPages, type PagesReport } from './use-cursor-pages';

export type OrderListReport = PagesReport<OrderRowFragment>;

const orderKey = (order: OrderRowFragment) => order.orderId;

/**
 * A long order list (the employee's queue and activity log, the customer's history) read 50
 * orders at a time: the paging of useCursorPages, with orders told apart by their ID.
 * `pick` finds the connection (the OrderPage fragment) in the answer; `reloadOn` are the flags
 * another tab raises that reload the first page (a module constant); `variables` filter the list.
 */
export function useOrderPages<TData>(
  document: TypedDocumentNode<TData, { after?: string | null }>,
  pick: (data: TData) => OrderPageFragment,
  report: OrderListReport,
  reloadOn?: readonly RefreshFlag[],
  variables?: Readonly<Record<string, unknown>>,
) {
  const { items, ...pages } = useCursorPages(document, { pick, keyOf: orderKey, report, reloadOn, variables });
  return { orders: items, ...pages };
}
