import { RoleGate } from '../../components/RoleGate';
import { OrderDetails } from './OrderDetails';

/** orders/:orderId: customers only (their own orders). */
export default function OrderDetailsPage() {
  return <RoleGate title="Order" views={{ Customer: () => <OrderDetails /> }} />;
}
