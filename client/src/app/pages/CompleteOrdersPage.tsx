import { RoleGate } from '../../components/RoleGate';
import { ActivityLog } from '../../features/orders/ActivityLog';
import { OrderHistory } from '../../features/orders/OrderHistory';

/** complete-orders: order history (customer) or the order activity log (employee). */
export default function CompleteOrdersPage() {
  return (
    <RoleGate title="Complete Orders" views={{ Customer: () => <OrderHistory />, Employee: () => <ActivityLog /> }} />
  );
}
