import { RoleGate } from '../../components/RoleGate';
import { lazyPage } from '../lazy-page';
import { ORDER_PAGE_SCREENS, signedInScreenReady } from './role-screens';

// Each role's screen is a chunk of its own (a customer never downloads the queue, an employee
// never the cart); the route starts the signed-in role's with this page's code.
const CartView = lazyPage(() => ORDER_PAGE_SCREENS.Customer().then((module) => ({ default: module.CartView })));
const OrderAuthorization = lazyPage(() =>
  ORDER_PAGE_SCREENS.Employee().then((module) => ({ default: module.OrderAuthorization })),
);

/** The first render waits for the signed-in role's screen (the shell may already show the queue's title). */
export const ready = () => signedInScreenReady({ Customer: CartView, Employee: OrderAuthorization });

/** order-page: the cart (customer) or order authorization (employee). */
export default function OrderPage() {
  return (
    <RoleGate
      title="Orders"
      views={{ Customer: () => <CartView.Page />, Employee: () => <OrderAuthorization.Page /> }}
    />
  );
}
