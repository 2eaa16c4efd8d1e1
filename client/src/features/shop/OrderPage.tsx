import { RoleGate } from '../../components/RoleGate';
import { usePageTitle } from '../../lib/use-page-title';
import { OrderAuthorization } from '../portal/OrderAuthorization';
import { CartView } from './CartView';

/** order-page: the cart (customer) or order authorization (employee). */
export default function OrderPage() {
  usePageTitle('Orders');
  return <RoleGate title="Orders" views={{ Customer: () => <CartView />, Employee: () => <OrderAuthorization /> }} />;
}
