import { CursorPagedList } from '../../components/lists/CursorPagedList';
import { MyOrderHistoryDocument, type MyOrderHistoryQuery } from './api/my-order-history.generated';
import { MESSAGES } from '../../lib/messages';
import { toast } from '../../state/toast';
import type { OrderListReport } from './hooks/use-order-pages';
import { OrderListStatus } from './components/OrderListStatus';
import { CompleteOrdersTable } from './components/OrderTables';
import { useCustomerOrderPages } from './components/use-customer-orders';
import { useOrderAgain } from './components/use-order-again';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB } from '../../components/ScreenHeader';

const pick = (data: MyOrderHistoryQuery) => data.myOrderHistoryConnection;
const REPORT: OrderListReport = {
  loaded: () => toast.success(MESSAGES.fetchedHistory),
  failed: () => toast.failure(MESSAGES.errorFetchingHistory),
};

/** complete-orders, customer view: approved and cancelled orders, a page at a time. */
export function OrderHistory() {
  const { orders, ...pages } = useCustomerOrderPages(MyOrderHistoryDocument, pick, REPORT);
  const orderAgain = useOrderAgain();

  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title="YOUR ORDER HISTORY" trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />
      {orders && orders.length > 0 ? (
        <CursorPagedList pages={pages} shown={orders.length} noun="orders">
          <CompleteOrdersTable orders={orders} audience="customer" onOrderAgain={(order) => void orderAgain(order)} />
        </CursorPagedList>
      ) : (
        <OrderListStatus
          loading={pages.loading && orders === null}
          // No list yet and nothing on its way: the first page could not be loaded.
          emptyText={
            orders === null && !pages.loading
              ? 'Your order history could not be loaded. Please try again later.'
              : 'You have no completed orders yet.'
          }
        />
      )}
    </section>
  );
}
