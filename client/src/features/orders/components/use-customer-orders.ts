import type { TypedDocumentNode } from '@apollo/client';
import type { OrderRowFragment } from '../../../api/fragments.generated';
import { LIVE_NOTICES } from '../../../state/live-orders';
import type { RefreshFlag } from '../../../state/refresh-flags';
import { useOrderPages, type LiveOrderList } from '../hooks/use-order-pages';
import type { Connection, PagesReport } from '../../../hooks/use-cursor-pages';

/** Raised by the employee portal after an approve or cancel. */
const ORDER_FLAGS: readonly RefreshFlag[] = ['ordersUpdated', 'pendingsUpdated'];

/**
 * A decision on one of the customer's orders moves it from pending to history as it happens (and
 * is told); a payment or a step changes its word quietly. A customer's stream carries only their own.
 */
const LIVE: LiveOrderList = { concerns: () => true, announce: LIVE_NOTICES.customer };

/**
 * One of the signed-in customer's order lists (pending orders, history), a page at a time and
 * always asked of the server: the first page on mount and whenever another tab raises
 * ordersUpdated or pendingsUpdated (replacing the list, which stays on screen meanwhile), the
 * next ones on `loadMore`; a decision on one of the orders reloads it quietly as it happens.
 */
export function useCustomerOrderPages<TData, TOrder extends OrderRowFragment>(
  document: TypedDocumentNode<TData, { after?: string | null }>,
  pick: (data: TData) => Connection<TOrder>,
  report: PagesReport<TOrder>,
) {
  return useOrderPages(document, pick, report, ORDER_FLAGS, undefined, LIVE);
}
