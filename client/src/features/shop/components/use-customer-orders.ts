import type { TypedDocumentNode } from '@apollo/client';
import type { OrderPageFragment } from '../../../api/fragments.generated';
import { isDecided, LIVE_NOTICES } from '../../../state/live-orders';
import type { RefreshFlag } from '../../../state/refresh-flags';
import { useOrderPages, type LiveOrderList, type OrderListReport } from '../../../hooks/use-order-pages';

/** Raised by the employee portal after an approve or cancel. */
const ORDER_FLAGS: readonly RefreshFlag[] = ['ordersUpdated', 'pendingsUpdated'];

/** A decision on one of the customer's orders moves it from pending to history as it happens. */
const LIVE: LiveOrderList = { concerns: isDecided, announce: LIVE_NOTICES.customer };

/**
 * One of the signed-in customer's order lists (pending orders, history), a page at a time and
 * always asked of the server: the first page on mount and whenever another tab raises
 * ordersUpdated or pendingsUpdated (replacing the list, which stays on screen meanwhile), the
 * next ones on `loadMore`; a decision on one of the orders reloads it quietly as it happens.
 */
export function useCustomerOrderPages<TData>(document: TypedDocumentNode<TData, { after?: string | null }>, pick: (data: TData) => OrderPageFragment, report: OrderListReport) {
  return useOrderPages(document, pick, report, ORDER_FLAGS, undefined, LIVE);
}
