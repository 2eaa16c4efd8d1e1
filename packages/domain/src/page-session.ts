/**
 * The cookie a customer's browser sends with a request for one of their orders' pages (/orders/…),
 * so that the server can put the order in the page's HTML: the tab's session token, on those
 * addresses only and same-site only (SameSite=Strict). The server reads it for that first screen
 * alone; the API never takes a cookie as a credential (it reads the Authorization header).
 */
export const ORDER_PAGES_COOKIE = { name: 'waters_order_pages', path: '/orders' } as const;
