/**
 * The cookies a customer's browser sends with the requests for their own pages — an order's page
 * (/orders/…) and the cart (/order-page) — so that the server can put what the page shows in its
 * HTML: the tab's session token, on those addresses only and same-site only (SameSite=Strict). The
 * server reads it for that first screen alone; the API never takes a cookie as a credential (it
 * reads the Authorization header).
 */
export const ORDER_PAGES_COOKIE = { name: 'waters_order_pages', paths: ['/orders', '/order-page'] } as const;

/**
 * The cart as the browser keeps it (local storage, the one place it lives), copied into a cookie sent
 * with /order-page only: `{ c: customer id, i: [[product id, quantity, price, name], …] }` as JSON,
 * URI-encoded. For the first screen alone (the server prices nothing from it); a cart that does not fit
 * is not copied, and its page comes as built.
 */
export const CART_COOKIE = { name: 'waters_cart', path: '/order-page', maxLength: 3500 } as const;
