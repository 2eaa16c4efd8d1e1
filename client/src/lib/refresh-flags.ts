/** Local-storage flags other tabs watch to refresh their order lists (spec section 4). */
export const REFRESH_FLAGS = ['ordersUpdated', 'pendingsUpdated', 'cartCleared'] as const;
