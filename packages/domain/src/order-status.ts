/** The life of an order: placed PENDING, then decided once, APPROVED or CANCELLED. */
export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'CANCELLED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export type OrderDecisionName = Exclude<OrderStatusName, 'PENDING'>;
