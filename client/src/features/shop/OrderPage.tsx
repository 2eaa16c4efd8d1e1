import { RoleGate } from '../../components/RoleGate';
import { OrderAuthorization } from '../portal/OrderAuthorization';
import { CartView } from './CartView';

/** order-page: the cart (customer) or order authorization (employee). */
export default function OrderPage() {
  return <RoleGate title="Orders" views={{ Customer: () => <CartView />, Employee: () => <OrderAuthorization /> }} />;
}
