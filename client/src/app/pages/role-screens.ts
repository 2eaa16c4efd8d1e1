import { getSession, type Role } from '../../state/session';

/**
 * Loads one role's screen of a page: a chunk of its own, so no role downloads another's screen.
 * A screen module may export `preload`, which asks for the screen's data as soon as it arrives.
 */
export type RoleScreens = Record<Role, () => Promise<object>>;

export const STOREFRONT_SCREENS = {
  Customer: () => import('../../features/catalogue/CustomerStorefront'),
  Employee: () => import('../../features/catalogue/ManageProducts'),
} satisfies RoleScreens;

export const ORDER_PAGE_SCREENS = {
  Customer: () => import('../../features/cart/CartView'),
  Employee: () => import('../../features/orders/OrderAuthorization'),
} satisfies RoleScreens;

/**
 * Starts loading the signed-in visitor's screen (the module system loads it once, whoever asks
 * again gets the same) and then its data: called by the route with the page's own code, so a
 * first visit waits for one round of downloads instead of two, and the data's request goes
 * out while the page renders.
 */
export function startRoleScreen(screens: RoleScreens): void {
  const role = getSession()?.role;
  if (role !== 'Customer' && role !== 'Employee') return;
  // A chunk that fails to load is the lazy component's to report.
  screens[role]().then(
    (screen) => {
      if ('preload' in screen && typeof screen.preload === 'function') screen.preload();
    },
    () => undefined,
  );
}

/**
 * The signed-in role's screen of a page, loaded (by its lazyPage preload): a page module's `ready`
 * (../lazy-page.tsx), so the page's first render is the screen itself, never a loading state that
 * would replace what the shell already shows (the storefront's first screen, rendered by the server).
 */
export function signedInScreenReady(
  pages: Partial<Record<Role, { preload: () => Promise<unknown> }>>,
): Promise<unknown> {
  const role = getSession()?.role;
  const page = role === 'Customer' || role === 'Employee' ? pages[role] : undefined;
  return page ? page.preload() : Promise.resolve();
}
