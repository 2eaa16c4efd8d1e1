/** The two role-dependent side-navigation links. Any role other than Employee sees the customer labels. */
export function roleLinks(role: string): { storefront: string; orders: string } {
  return role === 'Employee' ? { storefront: 'Manage Products', orders: 'Manage Orders' } : { storefront: 'Browse Products', orders: 'Manage Cart' };
}
