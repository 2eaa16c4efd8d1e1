import { RoleGate } from '../../components/RoleGate';
import { PendingOrders } from './PendingOrders';

/** pending-orders: customers only. */
export default function PendingOrdersPage() {
  return <RoleGate title="Pending Orders" views={{ Customer: () => <PendingOrders /> }} />;
}
