import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CursorPagedList } from '../../components/lists/CursorPagedList';
import { MyPendingOrdersDocument, type MyPendingOrdersQuery } from './api/my-pending-orders.generated';
import type { CustomerOrderRow } from './components/customer-order-fields';
import { JustPlaced, justPlacedId } from './components/JustPlaced';
import { onDemand } from '../../components/on-demand';
import { DELAYS, MESSAGES } from '../../lib/messages';
import { toast } from '../../state/toast';
import type { OrderListReport } from './hooks/use-order-pages';
import { OrderListStatus } from './components/OrderListStatus';
import { PendingOrdersTable } from './components/OrderTables';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB } from '../../components/ScreenHeader';
import { useCustomerOrderPages } from './components/use-customer-orders';
import { markOwnChange } from '../../state/live-orders';
import { PATHS } from '../../lib/paths';

// The dialog (Bootstrap's modal) loads once the list has loaded and the page is idle, or when opened.
const CancelMyOrderDialog = onDemand(
  () => import('./components/CancelMyOrderDialog').then((module) => module.CancelMyOrderDialog),
  {
    neededWhen: ({ order }) => order !== null,
  },
);

const pick = (data: MyPendingOrdersQuery) => data.myPendingOrdersConnection;
const REPORT: OrderListReport = {
  loaded: () => toast.success(MESSAGES.fetchedPendingOrders, DELAYS.pendingOrdersToast),
  // A failed fetch shows an empty list without a toast (docs/legacy-contract.md#messages-and-delays); the cause goes to the console.
  failed: (error) => console.error('Fetching pending orders failed:', error),
};

/** pending-orders (customers only): orders waiting for the company's decision, a page at a time; the order just placed first. */
export function PendingOrders() {
  const { orders, ...pages } = useCustomerOrderPages(MyPendingOrdersDocument, pick, REPORT);
  const [cancelling, setCancelling] = useState<CustomerOrderRow | null>(null);
  // Right after Confirm Order: the new order first, with what to do next.
  const placed = justPlacedId(useLocation().state);
  const firstLoad = pages.loading && orders === null;
  return (
    <section aria-labelledby={HEADING_ID}>
      <PendingOrdersHeading />
      {placed !== null && <JustPlaced orderId={placed} />}
      {orders && orders.length > 0 ? (
        <CursorPagedList pages={pages} shown={orders.length} noun="orders">
          <PendingOrdersTable orders={orders} onCancel={setCancelling} />
        </CursorPagedList>
      ) : (
        <OrderListStatus loading={firstLoad} emptyText="You have no pending orders." />
      )}
      <CancelMyOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => (cancelling && markOwnChange(cancelling.orderId), setCancelling(null), pages.reload())}
      />
      {/* Below the list, so shown with it: drawn under the loading state, the list's arrival pushed it down. */}
      {!firstLoad && (
        <Link to={PATHS.storefront} className="btn btn-primary mt-3">
          RETURN
        </Link>
      )}
    </section>
  );
}

/** The list's title and trail (also what the page's shell shows while its code loads: app/pages/shell-headings.tsx). */
export function PendingOrdersHeading() {
  return <ShopHeader title="YOUR PENDING ORDERS" trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />;
}
