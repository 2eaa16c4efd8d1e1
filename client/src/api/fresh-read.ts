/**
 * The context of a query that is read again after a change (a live event, an action, a reload): never
 * joined to an identical request already on its way. Apollo Client answers a request identical to one in
 * flight with that one's answer (query deduplication), which the server may have read before the change:
 * two changes in a row (an order packed, then sent out) left the page showing the first.
 */
export const FRESH_READ = { queryDeduplication: false } as const;
