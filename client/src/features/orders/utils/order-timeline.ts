import { FULFILMENT_LABELS, FULFILMENT_STEPS, type DeliveryMethod } from '@waters/domain';

/** What the timeline reads of an order. */
export interface TimelineOrder {
  orderStatus: string;
  orderDate: string;
  authorizationDate?: string | null;
  deliveryMethod: DeliveryMethod;
  packedAt?: string | null;
  dispatchedAt?: string | null;
  completedAt?: string | null;
}

export interface TimelineStep {
  label: string;
  /** When it happened (ISO instant); null while it is still waiting. */
  at: string | null;
}

/**
 * Placed → Approved (or Cancelled, which ends it) → Packed → Out for delivery or Ready for pickup
 * → Delivered or Picked up, each with the moment it happened or null while waiting.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const placed: TimelineStep = { label: 'Placed', at: order.orderDate };
  if (order.orderStatus === 'CANCELLED') return [placed, { label: 'Cancelled', at: order.authorizationDate ?? null }];
  const approved = order.orderStatus === 'APPROVED' ? (order.authorizationDate ?? null) : null;
  const [packed, sent, done] = FULFILMENT_STEPS[order.deliveryMethod];
  return [
    placed,
    { label: 'Approved', at: approved },
    { label: FULFILMENT_LABELS[packed], at: order.packedAt ?? null },
    { label: FULFILMENT_LABELS[sent], at: order.dispatchedAt ?? null },
    { label: FULFILMENT_LABELS[done], at: order.completedAt ?? null },
  ];
}
