import { PATHS, type PagePath } from './paths';

/** The two role-dependent side-navigation links. Any role other than Employee sees the customer labels. */
export function roleLinks(role: string): { storefront: string; orders: string } {
  return role === 'Employee'
    ? { storefront: 'Manage Products', orders: 'Manage Orders' }
    : { storefront: 'Browse Products', orders: 'Manage Cart' };
}

type NavLink = { to: PagePath; label: string };

/**
 * The signed-in person's own pages, one click from the side menu on every width: a customer's orders
 * (and a trade buyer's standing orders); an employee's daily screens.
 */
export function ownLinks(role: string, tradeBuyer = false): readonly NavLink[] {
  return role === 'Employee'
    ? [
        { to: PATHS.deliveries, label: 'Deliveries' },
        { to: PATHS.lots, label: 'Lots' },
        { to: PATHS.admin, label: 'Admin Dashboard' },
        { to: PATHS.completeOrders, label: 'Activity Log' },
        { to: PATHS.deliveryZones, label: 'Delivery zones' },
        { to: PATHS.paymentAccounts, label: 'Payment accounts' },
        { to: PATHS.trade, label: 'Trade accounts' },
      ]
    : [
        { to: PATHS.pendingOrders, label: 'Pending Orders' },
        { to: PATHS.completeOrders, label: 'Order History' },
        ...(tradeBuyer ? [{ to: PATHS.standingOrders, label: 'Standing orders' }] : []),
      ];
}

/** An employee's integration tools, after the daily screens. A customer reaches API keys from Edit Profile ("For developers"). */
export function toolLinks(role: string): readonly NavLink[] {
  return role === 'Employee'
    ? [
        { to: PATHS.webhooks, label: 'Webhooks' },
        { to: PATHS.graphqlExplorer, label: 'GraphQL explorer' },
        { to: PATHS.apiKeys, label: 'API keys' },
      ]
    : [];
}
