import { lazy } from 'react';
import { RoleGate } from '../../components/RoleGate';
import { getSession } from '../../lib/session';

// Each role's screen is a chunk of its own (a customer never downloads the queue, an employee
// never the cart); the signed-in role's starts loading as soon as this page's code runs.
const loadCustomerView = () => import('../../features/shop/CartView');
const loadEmployeeView = () => import('../../features/portal/OrderAuthorization');
const CartView = lazy(() => loadCustomerView().then((module) => ({ default: module.CartView })));
const OrderAuthorization = lazy(() => loadEmployeeView().then((module) => ({ default: module.OrderAuthorization })));
const role = typeof window === 'undefined' ? undefined : getSession()?.role;
if (role) void (role === 'Employee' ? loadEmployeeView() : loadCustomerView());

/** order-page: the cart (customer) or order authorization (employee). */
export default function OrderPage() {
  return <RoleGate title="Orders" views={{ Customer: () => <CartView />, Employee: () => <OrderAuthorization /> }} />;
}
