import { registerEnumType } from '@nestjs/graphql';
import {
  DELIVERY_METHODS,
  FULFILMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type DeliveryMethod as DeliveryMethodName,
  type FulfilmentStatus as FulfilmentStatusName,
  type PaymentMethod as PaymentMethodName,
  type PaymentStatus as PaymentStatusName,
} from '@waters/domain';

/*
 * How an order is delivered and paid, and how far its fulfilment went, are the domain's lists
 * (@waters/domain, shared with the client): here they become GraphQL enums, registered once.
 */
const byName = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [V in T]: V };

export const DeliveryMethod = byName(DELIVERY_METHODS);
export const PaymentMethod = byName(PAYMENT_METHODS);
export const PaymentStatus = byName(PAYMENT_STATUSES);
export const FulfilmentStatus = byName(FULFILMENT_STATUSES);
export type DeliveryMethod = DeliveryMethodName;
export type PaymentMethod = PaymentMethodName;
export type PaymentStatus = PaymentStatusName;
export type FulfilmentStatus = FulfilmentStatusName;

registerEnumType(DeliveryMethod, {
  name: 'DeliveryMethod',
  description: 'Delivered to an address in a zone, or picked up at the Cavite facility.',
});
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'Cash when the order arrives or is picked up, or a transfer shown by a proof.',
});
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'UNPAID → PROOF_SENT → PAID; a paid order that is cancelled is REFUNDED.',
});
registerEnumType(FulfilmentStatus, {
  name: 'FulfilmentStatus',
  description: 'The steps after approval: packed, out for delivery or ready for pickup, delivered or picked up.',
});
