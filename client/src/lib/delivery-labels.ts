import type { DeliveryMethod } from '@waters/domain';

/** How the customer names each way an order reaches them. */
export const METHOD_LABELS: Record<DeliveryMethod, string> = {
  DELIVERY: 'Delivery',
  PICKUP: 'Pickup at our Cavite facility',
};
