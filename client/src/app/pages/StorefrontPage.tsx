import { lazy } from 'react';
import { RoleGate } from '../../components/RoleGate';
import { getSession } from '../../lib/session';

// Each role's screen is a chunk of its own; the signed-in role's starts loading as soon as this
// page's code runs, beside the API client's, so it adds no wait.
const loadCustomerView = () => import('../../features/shop/CustomerStorefront');
const loadEmployeeView = () => import('../../features/portal/ManageProducts');
const CustomerStorefront = lazy(() => loadCustomerView().then((module) => ({ default: module.CustomerStorefront })));
const ManageProducts = lazy(() => loadEmployeeView().then((module) => ({ default: module.ManageProducts })));
const role = typeof window === 'undefined' ? undefined : getSession()?.role;
if (role) void (role === 'Employee' ? loadEmployeeView() : loadCustomerView());

/** storefront: customer product browsing or employee product management, by role. */
export default function StorefrontPage() {
  return <RoleGate title="Storefront" views={{ Customer: () => <CustomerStorefront />, Employee: () => <ManageProducts /> }} />;
}
