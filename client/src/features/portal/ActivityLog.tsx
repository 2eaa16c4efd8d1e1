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
import { useOrderList, type OrderListReport } from './hooks/use-order-list';

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
  const fetchList = useCallback(async () => {
    const { data, error } = await fetchLog();
    if (error || !data) throw error ?? new Error('No data');
    return data.orderActivityLog;
  }, [fetchLog]);
  const { orders, loading, reload } = useOrderList(fetchList, REPORT);
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
        <CompleteOrdersTable orders={orders} />
      )}
      <Button variant="outline-primary" className="mt-2" onClick={() => navigate('/storefront')}>
        RETURN
      </Button>
    </section>
  );
}
