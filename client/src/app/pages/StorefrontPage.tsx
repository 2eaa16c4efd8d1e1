import { RoleGate } from '../../components/RoleGate';
import { lazyPage } from '../lazy-page';
import { signedInScreenReady, STOREFRONT_SCREENS } from './role-screens';

// Each role's screen is a chunk of its own; the route starts the signed-in role's with this page's code.
const CustomerStorefront = lazyPage(() =>
  STOREFRONT_SCREENS.Customer().then((module) => ({ default: module.CustomerStorefront })),
);
const ManageProducts = lazyPage(() =>
  STOREFRONT_SCREENS.Employee().then((module) => ({ default: module.ManageProducts })),
);

/** The first render waits for the signed-in role's screen (the shell may already show a customer's first screen). */
export const ready = () => signedInScreenReady({ Customer: CustomerStorefront, Employee: ManageProducts });

/** storefront: customer product browsing or employee product management, by role. */
export default function StorefrontPage() {
  return (
    <RoleGate
      title="Storefront"
      views={{ Customer: () => <CustomerStorefront.Page />, Employee: () => <ManageProducts.Page /> }}
    />
  );
}
