/** The life of an order: placed PENDING, then decided once, APPROVED or CANCELLED. */
export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'CANCELLED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

/**
 * The statuses by name, as an enum-like object (`OrderStatus.PENDING`): the server registers it
 * as the GraphQL enum OrderStatus. Its type makes it hold exactly ORDER_STATUSES, no more, no fewer.
 */
export const OrderStatus: { readonly [Status in OrderStatusName]: Status } = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  CANCELLED: 'CANCELLED',
};
export type OrderStatus = OrderStatusName;

/** The only moves an order can make: an employee (or, cancelling, its customer) decides a pending order once. */
export const ORDER_DECISIONS = [OrderStatus.APPROVED, OrderStatus.CANCELLED] as const;
export type OrderDecisionName = (typeof ORDER_DECISIONS)[number];

/** Whether a value is one of the decisions (an order's outcome), e.g. a filter read from a URL. */
export const isOrderDecision = (value: unknown): value is OrderDecisionName =>
  (ORDER_DECISIONS as readonly unknown[]).includes(value);
