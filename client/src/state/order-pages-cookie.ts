// The one module of the shared rules the entry needs: imported by its file, so the entry does not reach the rest of them.
import { CART_COOKIE, ORDER_PAGES_COOKIE } from '../../../packages/domain/src/page-session';

/**
 * The cookies that let the server put a customer's own page in its HTML (an order, the cart: on
 * screen before the page's code has arrived). The session's: the tab's token while a customer is
 * signed in in it, none otherwise; it expires with the token. Sent only with those pages' requests
 * and only same-site. Another tab signing in later takes them over; the page's owner script then
 * keeps another person's page out of this tab (src/lib/role-on-document.js).
 */
export function keepOrderPagesCookie(session: { token: string; role: string } | null, expiresAtMs?: number): void {
  if (typeof document === 'undefined') return;
  const seconds = expiresAtMs === undefined ? 0 : Math.floor((expiresAtMs - Date.now()) / 1000);
  const keep = session?.role === 'Customer' && seconds > 0;
  for (const path of ORDER_PAGES_COOKIE.paths)
    setCookie(ORDER_PAGES_COOKIE.name, keep ? session.token : '', path, keep ? seconds : 0);
}

/**
 * The cart's copy for its page (@waters/domain CART_COOKIE), from the cart as stored (`stored`, the
 * JSON under the customer's key): written with every change of it, removed when it is empty, does not
 * fit or cannot be read. Lives as long as the browser session; the server also checks whose it is.
 */
export function keepCartCookie(customerId: string | null, stored: string | null): void {
  if (typeof document === 'undefined') return;
  const value = customerId && stored ? cartCookieValue(customerId, stored) : null;
  setCookie(CART_COOKIE.name, value ?? '', CART_COOKIE.path, value ? undefined : 0);
}

function cartCookieValue(customerId: string, stored: string): string | null {
  try {
    const items = JSON.parse(stored) as unknown;
    if (!Array.isArray(items) || items.length === 0) return null;
    const lines = items.map((item: Record<string, unknown>) => [
      item.ProductId,
      item.Quantity,
      item.ProductPrice,
      item.ProductName,
    ]);
    const value = encodeURIComponent(JSON.stringify({ c: customerId, i: lines }));
    return value.length <= CART_COOKIE.maxLength ? value : null;
  } catch {
    return null;
  }
}

function setCookie(name: string, value: string, path: string, maxAge: number | undefined): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${name}=${value}; Path=${path}${age}; SameSite=Strict${secure}`;
}
