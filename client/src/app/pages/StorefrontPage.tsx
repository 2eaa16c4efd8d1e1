import { lazy } from 'react';
import { RoleGate } from '../../components/RoleGate';
import { STOREFRONT_SCREENS } from './role-screens';

// Each role's screen is a chunk of its own; the route starts the signed-in role's with this page's code.
const CustomerStorefront = lazy(() =>
  STOREFRONT_SCREENS.Customer().then((module) => ({ default: module.CustomerStorefront })),
);
const ManageProducts = lazy(() => STOREFRONT_SCREENS.Employee().then((module) => ({ default: module.ManageProducts })));

/** storefront: customer product browsing or employee product management, by role. */
export default function StorefrontPage() {
  return (
    <RoleGate
      title="Storefront"
      views={{ Customer: () => <CustomerStorefront />, Employee: () => <ManageProducts /> }}
    />
  );
}
