import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MyPendingOrdersDocument, type MyPendingOrdersQuery, type OrderRowFragment } from '../../gql/graphql';
import { onDemand } from '../../components/on-demand';
import { DELAYS, MESSAGES } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { OrderListStatus } from './components/OrderListStatus';
import { PendingOrdersTable } from '../../components/orders/OrderTables';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB } from '../../components/ScreenHeader';
import { useCustomerOrders } from './components/use-customer-orders';
import { markOwnChange } from '../../lib/live-orders';
import { PATHS } from '../../lib/paths';

// The dialog (Bootstrap's modal) loads just after the list, not before it.
const CancelMyOrderDialog = onDemand(() => import('./components/CancelMyOrderDialog').then((module) => module.CancelMyOrderDialog));

const select = (data: MyPendingOrdersQuery) => data.myPendingOrders;
const loaded = () => toast.success(MESSAGES.fetchedPendingOrders, DELAYS.pendingOrdersToast);
// The spec shows a failed fetch as an empty list without a toast; the cause goes to the console.
const failed = (error: unknown) => console.error('Fetching pending orders failed:', error);

/** pending-orders (customers only): orders waiting for the company's decision. */
export function PendingOrders() {
  const { orders, loading, reload } = useCustomerOrders(MyPendingOrdersDocument, { select, onLoaded: loaded, onFailed: failed });
  const [cancelling, setCancelling] = useState<OrderRowFragment | null>(null);
  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title="YOUR PENDING ORDERS" trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />
      {orders.length > 0 ? <PendingOrdersTable orders={orders} onCancel={setCancelling} /> : <OrderListStatus loading={loading} emptyText="You have no pending orders." />}
      <CancelMyOrderDialog order={cancelling} onClose={() => setCancelling(null)} onDone={() => (cancelling && markOwnChange(cancelling.orderId), setCancelling(null), reload())} />
      <Link to={PATHS.storefront} className="btn btn-primary mt-3">
        RETURN
      </Link>
    </section>
  );
}
