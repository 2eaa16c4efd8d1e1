import { RoleGate } from '../../components/RoleGate';
import { ActivityLog } from '../../features/portal/ActivityLog';
import { OrderHistory } from '../../features/shop/OrderHistory';

/** complete-orders: order history (customer) or the order activity log (employee). */
export default function CompleteOrdersPage() {
  return (
    <RoleGate title="Complete Orders" views={{ Customer: () => <OrderHistory />, Employee: () => <ActivityLog /> }} />
  );
}
