import { REFRESH_FLAGS } from './refresh-flags';
import { clearSession, PERSISTENT_TOKEN_KEYS } from './session';

/** Local-storage keys of the signed-in user's cart and orders: `cart_<id>`, `orders_<id>` … */
const USER_DATA_KEY = /^(cart|orders?)[_-]/i;

/**
 * Logout: removes the refresh flags, the cart/order keys and the remembered tokens (a token
 * left behind would stay valid until it expires), clears the session; the caller then goes to /login-page.
 */
export function logout(): void {
  for (const flag of REFRESH_FLAGS) localStorage.removeItem(flag);
  for (const key of Object.values(PERSISTENT_TOKEN_KEYS)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (USER_DATA_KEY.test(key)) localStorage.removeItem(key);
  clearSession();
}
