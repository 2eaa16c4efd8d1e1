import { MyOrderHistoryDocument, type MyOrderHistoryQuery } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { OrderListStatus } from './components/OrderListStatus';
import { CompleteOrdersTable } from './components/OrderTables';
import { HEADING_ID, HOME_CRUMB, ShopHeader, STOREFRONT_CRUMB } from '../../components/ScreenHeader';
import { useCustomerOrders } from './components/use-customer-orders';

const select = (data: MyOrderHistoryQuery) => data.myOrderHistory;
const loaded = () => toast.success(MESSAGES.fetchedHistory);
const failed = () => toast.failure(MESSAGES.errorFetchingHistory);

/** complete-orders, customer view: approved and cancelled orders. */
export function OrderHistory() {
  const { orders, loading, failed: notLoaded } = useCustomerOrders(MyOrderHistoryDocument, { select, onLoaded: loaded, onFailed: failed });
  return (
    <section aria-labelledby={HEADING_ID}>
      <ShopHeader title="YOUR ORDER HISTORY" trail={[HOME_CRUMB, STOREFRONT_CRUMB]} />
      {orders.length > 0 ? (
        <CompleteOrdersTable orders={orders} />
      ) : (
        <OrderListStatus loading={loading} emptyText={notLoaded ? 'Your order history could not be loaded. Please try again later.' : 'You have no completed orders yet.'} />
      )}
    </section>
  );
}
