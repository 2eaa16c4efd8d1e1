// The one module of the shared rules the entry needs: imported by its file, so the entry does not reach the rest of them.
import { ORDER_PAGES_COOKIE } from '../../../packages/domain/src/page-session';

/**
 * Keeps the cookie that lets the server put a customer's order in its page's HTML (the order is on
 * screen before the page's code has arrived): the tab's token while a customer is signed in in it,
 * none otherwise. Sent only with /orders/… page requests and only same-site; it expires with the
 * token. Another tab signing in later takes it over; the page's owner script then keeps another
 * person's order out of this tab (src/lib/role-on-document.js).
 */
export function keepOrderPagesCookie(session: { token: string; role: string } | null, expiresAtMs?: number): void {
  if (typeof document === 'undefined') return;
  const { name, path } = ORDER_PAGES_COOKIE;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const seconds = expiresAtMs === undefined ? 0 : Math.floor((expiresAtMs - Date.now()) / 1000);
  const keep = session?.role === 'Customer' && seconds > 0;
  document.cookie = keep
    ? `${name}=${session.token}; Path=${path}; Max-Age=${seconds}; SameSite=Strict${secure}`
    : `${name}=; Path=${path}; Max-Age=0; SameSite=Strict${secure}`;
}
