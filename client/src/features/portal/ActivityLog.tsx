import { useLazyQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { OrderActivityLogDocument } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';
import { useRefreshOnFlags, type RefreshFlag } from '../../lib/refresh-flags';
import { toast } from '../../lib/toast';
import { CompleteOrdersTable } from '../shop/components/OrderTables';
import { TableSkeleton } from '../../components/Skeletons';
import { PortalHeading } from './components/PortalHeading';
import { LoadMore } from '../../components/LoadMore';
import { useOrderPages, type FetchOrderPage, type OrderListReport } from '../../lib/use-order-pages';

// Another tab approved or cancelled an order.
const RELOAD_ON: readonly RefreshFlag[] = ['ordersUpdated'];

const REPORT: OrderListReport = {
  loaded: () => toast.success(MESSAGES.fetchedActivities),
  failed: () => toast.failure(MESSAGES.errorFetchingActivities),
};

/** complete-orders, Employee view: every approved and cancelled order, latest decision first. */
export function ActivityLog() {
  const navigate = useNavigate();
  const [fetchLog] = useLazyQuery(OrderActivityLogDocument, { fetchPolicy: 'network-only' });
  const fetchPage = useCallback<FetchOrderPage>(
    async (after) => {
      const { data, error } = await fetchLog({ variables: after ? { after } : {} });
      if (error || !data) throw error ?? new Error('No data');
      return data.orderActivityLogConnection;
    },
    [fetchLog],
  );
  const { orders, totalCount, hasMore, loading, loadingMore, reload, loadMore } = useOrderPages(fetchPage, REPORT);
  useRefreshOnFlags(RELOAD_ON, useCallback(() => void reload(), [reload]));

  return (
    <section aria-labelledby="portal-title" aria-busy={loading}>
      <PortalHeading title="ORDER ACTIVITY LOG" />
      {orders === null ? (
        <>
          <p role="status">{loading ? 'Loading order activities…' : 'The order activities could not be loaded.'}</p>
          {loading && <TableSkeleton rows={2} kind="orders" />}
        </>
      ) : orders.length === 0 ? (
        <p role="status">No order has been approved or cancelled yet.</p>
      ) : (
        <>
          <CompleteOrdersTable orders={orders} />
          <LoadMore shown={orders.length} total={totalCount} noun="orders" hasMore={hasMore} loading={loadingMore} onLoadMore={() => void loadMore()} />
        </>
      )}
      <Button variant="outline-primary" className="mt-2" onClick={() => navigate('/storefront')}>
        RETURN
      </Button>
    </section>
  );
}
