import type { DeliveryMethod } from './delivery.js';

/** After approval an order is packed, then sent out or set out for pickup, then delivered or picked up. */
export const FULFILMENT_STATUSES = [
  'PACKED',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The steps of each method, in order. */
export const FULFILMENT_STEPS: Record<DeliveryMethod, readonly FulfilmentStatus[]> = {
  DELIVERY: ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'],
  PICKUP: ['PACKED', 'READY_FOR_PICKUP', 'PICKED_UP'],
};

/** The last step of each method: the order is in the customer's hands. */
export const HANDED_OVER_STEPS: readonly FulfilmentStatus[] = [
  FULFILMENT_STEPS.DELIVERY.at(-1)!,
  FULFILMENT_STEPS.PICKUP.at(-1)!,
];

/** The steps between approval and handing over. */
export const UNDERWAY_STEPS: readonly FulfilmentStatus[] = FULFILMENT_STATUSES.filter(
  (step) => !HANDED_OVER_STEPS.includes(step),
);

/** The one step an approved order can take next (null = not started); null when it is done. */
export function nextFulfilment(method: DeliveryMethod, current: FulfilmentStatus | null): FulfilmentStatus | null {
  const steps = FULFILMENT_STEPS[method];
  if (current === null) return steps[0];
  const at = steps.indexOf(current);
  return at >= 0 && at < steps.length - 1 ? steps[at + 1] : null;
}

/** The step before `status` for `method` (null for the first); undefined when `status` is not a step of it. */
export function previousFulfilment(
  method: DeliveryMethod,
  status: FulfilmentStatus,
): FulfilmentStatus | null | undefined {
  const at = FULFILMENT_STEPS[method].indexOf(status);
  if (at < 0) return undefined;
  return at === 0 ? null : FULFILMENT_STEPS[method][at - 1];
}

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  PACKED: 'Packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  READY_FOR_PICKUP: 'Ready for pickup',
  DELIVERED: 'Delivered',
  PICKED_UP: 'Picked up',
};

export const isDone = (status: FulfilmentStatus | null) => status === 'DELIVERED' || status === 'PICKED_UP';
