import { PATHS, type PagePath } from './paths';

/** The two role-dependent side-navigation links. Any role other than Employee sees the customer labels. */
export function roleLinks(role: string): { storefront: string; orders: string } {
  return role === 'Employee' ? { storefront: 'Manage Products', orders: 'Manage Orders' } : { storefront: 'Browse Products', orders: 'Manage Cart' };
}

/** The signed-in person's own pages, in the account menu and the phone menu: a customer's orders; an employee's log, figures, deliveries and integration tools. */
export function ownLinks(role: string): readonly { to: PagePath; label: string }[] {
  return role === 'Employee'
    ? [
        { to: PATHS.completeOrders, label: 'Activity Log' },
        { to: PATHS.admin, label: 'Admin Dashboard' },
        { to: PATHS.deliveries, label: 'Deliveries' },
        { to: PATHS.deliveryZones, label: 'Delivery zones' },
        { to: PATHS.paymentAccounts, label: 'Payment accounts' },
        { to: PATHS.webhooks, label: 'Webhooks' },
        { to: PATHS.graphqlExplorer, label: 'GraphQL explorer' },
      ]
    : [
        { to: PATHS.pendingOrders, label: 'Pending Orders' },
        { to: PATHS.completeOrders, label: 'Order History' },
      ];
}
