import { getSession, type Role } from '../../lib/session';

/** Loads one role's screen of a page: a chunk of its own, so no role downloads another's screen. */
export type RoleScreens = Record<Role, () => Promise<unknown>>;

export const STOREFRONT_SCREENS = {
  Customer: () => import('../../features/shop/CustomerStorefront'),
  Employee: () => import('../../features/portal/ManageProducts'),
} satisfies RoleScreens;

export const ORDER_PAGE_SCREENS = {
  Customer: () => import('../../features/shop/CartView'),
  Employee: () => import('../../features/portal/OrderAuthorization'),
} satisfies RoleScreens;

/**
 * Starts loading the signed-in visitor's screen (the module system loads it once, whoever asks
 * again gets the same): called by the route with the page's own code, so a first visit waits
 * for one round of downloads instead of two.
 */
export function startRoleScreen(screens: RoleScreens): void {
  const role = getSession()?.role;
  if (role === 'Customer' || role === 'Employee') void screens[role]();
}
