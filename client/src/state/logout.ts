import { authorizedFetch, sessionToken } from '../api/authorized-http';
import { REFRESH_FLAGS } from './refresh-flags';
import { clearSession, PERSISTENT_TOKEN_KEYS } from './session';

/** Local-storage keys of the signed-in user's cart and orders: `cart_<id>`, `orders_<id>` … */
const USER_DATA_KEY = /^(cart|orders?)[_-]/i;

/** The Logout document of session.graphql, as text: public pages send it without loading the GraphQL client. */
export const LOGOUT_MUTATION = 'mutation Logout {\n  logout\n}';

/** Ends the session on the server, so its token stops working everywhere; sign-out never waits for it. */
function endServerSession(): void {
  if (!sessionToken() || typeof fetch !== 'function') return;
  authorizedFetch('/graphql', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Logout', query: LOGOUT_MUTATION }),
  }).catch(() => undefined);
}

/**
 * Logout: ends the server session, removes the refresh flags, the cart/order keys and the
 * remembered tokens, clears the session; the caller then goes to /login-page.
 */
export function logout(): void {
  endServerSession();
  for (const flag of REFRESH_FLAGS) localStorage.removeItem(flag);
  for (const key of Object.values(PERSISTENT_TOKEN_KEYS)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (USER_DATA_KEY.test(key)) localStorage.removeItem(key);
  clearSession();
}
