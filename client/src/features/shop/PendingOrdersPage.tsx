import { RoleGate } from '../../components/RoleGate';
import { usePageTitle } from '../../lib/use-page-title';
import { PendingOrders } from './PendingOrders';

/** pending-orders: customers only. */
export default function PendingOrdersPage() {
  usePageTitle('Pending Orders');
  return <RoleGate title="Pending Orders" views={{ Customer: () => <PendingOrders /> }} />;
}
