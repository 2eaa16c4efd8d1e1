import type { TypedDocumentNode } from '@apollo/client';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { isOwnChange, useLiveOrders, type OrderChange } from '../../../state/live-orders';
import type { RefreshFlag } from '../../../state/refresh-flags';
import { toast } from '../../../state/toast';
import { useCursorPages, type Connection, type PagesReport } from '../../../hooks/use-cursor-pages';

export type OrderListReport = PagesReport<OrderRowFragment>;

/**
 * Which live changes concern a list, and what to tell the reader of each (null: reload quietly).
 * Without it the list does not follow the live stream.
 */
export interface LiveOrderList {
  concerns: (change: OrderChange) => boolean;
  announce: (change: OrderChange) => string | null;
}

const orderKey = (order: OrderRowFragment) => order.orderId;

/**
 * A long order list (the employee's queue and activity log, the customer's history) read 50
 * orders at a time: the paging of useCursorPages, with orders told apart by their ID.
 * `pick` finds the connection (the OrderPage fragment, its orders with any more fields the list asks for) in the answer; `reloadOn` are the flags
 * another tab raises that reload the first page (a module constant); `variables` filter the list;
 * `live` makes it follow the server's live order changes.
 */
export function useOrderPages<TData, TOrder extends OrderRowFragment = OrderRowFragment>(
  document: TypedDocumentNode<TData, { after?: string | null }>,
  pick: (data: TData) => Connection<TOrder>,
  report: PagesReport<TOrder>,
  reloadOn?: readonly RefreshFlag[],
  variables?: Readonly<Record<string, unknown>>,
  live?: LiveOrderList,
) {
  const { items, ...pages } = useCursorPages(document, { pick, keyOf: orderKey, report, reloadOn, variables });
  useLiveOrders((change) => {
    if (change === 'resync') return pages.reloadQuietly();
    if (!live?.concerns(change)) return;
    pages.reloadQuietly();
    const text = isOwnChange(change) ? null : live.announce(change);
    // A polite notice: screen readers hear it once the current sentence ends.
    if (text) toast.info(text);
  }, live !== undefined);
  return { orders: items, ...pages };
}
