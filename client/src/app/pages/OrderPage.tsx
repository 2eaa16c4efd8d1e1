import { lazy } from 'react';
import { RoleGate } from '../../components/RoleGate';
import { ORDER_PAGE_SCREENS } from './role-screens';

// Each role's screen is a chunk of its own (a customer never downloads the queue, an employee
// never the cart); the route starts the signed-in role's with this page's code.
const CartView = lazy(() => ORDER_PAGE_SCREENS.Customer().then((module) => ({ default: module.CartView })));
const OrderAuthorization = lazy(() =>
  ORDER_PAGE_SCREENS.Employee().then((module) => ({ default: module.OrderAuthorization })),
);

/** order-page: the cart (customer) or order authorization (employee). */
export default function OrderPage() {
  return <RoleGate title="Orders" views={{ Customer: () => <CartView />, Employee: () => <OrderAuthorization /> }} />;
}
