import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { LoadMore } from '../../components/LoadMore';
import { MyOrderHistoryDocument } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';
import { useRefreshOnFlags } from '../../lib/refresh-flags';
import { toast } from '../../lib/toast';
import { useOrderPages, type FetchOrderPage, type OrderListReport } from '../../lib/use-order-pages';
import { OrderListStatus } from './components/OrderListStatus';
import { CompleteOrdersTable } from './components/OrderTables';
import { ORDER_FLAGS } from './components/use-customer-orders';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB } from '../../components/ScreenHeader';

/** complete-orders, customer view: approved and cancelled orders, a page at a time. */
export function OrderHistory() {
  const [fetchHistory] = useLazyQuery(MyOrderHistoryDocument, { fetchPolicy: 'network-only' });
  const fetchPage = useCallback<FetchOrderPage>(
    async (after) => {
      const { data, error } = await fetchHistory({ variables: after ? { after } : {} });
      if (error || !data) throw error ?? new Error('No data');
      return data.myOrderHistoryConnection;
    },
    [fetchHistory],
  );
  const [failed, setFailed] = useState(false);
  const [report] = useState<OrderListReport>(() => ({
    loaded: () => {
      setFailed(false);
      toast.success(MESSAGES.fetchedHistory);
    },
    failed: () => {
      setFailed(true);
      toast.failure(MESSAGES.errorFetchingHistory);
    },
  }));
  const { orders, totalCount, hasMore, loading, loadingMore, reload, loadMore } = useOrderPages(fetchPage, report);
  useRefreshOnFlags(ORDER_FLAGS, useCallback(() => void reload(), [reload]));

  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title="YOUR ORDER HISTORY" trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />
      {orders && orders.length > 0 ? (
        <>
          <CompleteOrdersTable orders={orders} />
          <LoadMore shown={orders.length} total={totalCount} noun="orders" hasMore={hasMore} loading={loadingMore} onLoadMore={() => void loadMore()} />
        </>
      ) : (
        <OrderListStatus
          loading={loading && orders === null}
          emptyText={failed && orders === null ? 'Your order history could not be loaded. Please try again later.' : 'You have no completed orders yet.'}
        />
      )}
    </section>
  );
}
