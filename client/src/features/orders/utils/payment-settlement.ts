import {
  FULFILMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
  type DeliveryMethod,
  type FulfilmentStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@waters/domain';

/** The fulfilment step an order has reached, in words ("Not packed yet" before the first): the queue's log and the Deliveries screen alike. */
export const fulfilmentText = (status: FulfilmentStatus | null | undefined) =>
  status ? FULFILMENT_LABELS[status] : 'Not packed yet';

/** An order's payment in words, "GCash · Proof sent", "Cash on delivery · Unpaid": the queue, the order's details and the Deliveries screen alike. */
export const paymentText = (order: {
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}) =>
  `${paymentMethodLabel(order.paymentMethod, order.deliveryMethod)} · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`;
