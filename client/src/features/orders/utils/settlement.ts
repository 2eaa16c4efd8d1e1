import type { FulfilmentStatus } from '@waters/domain';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { fulfilmentText, paymentText } from './payment-settlement';
import type { OrderSettlementFragment } from '../api/order-settlement.generated';

/** "Delivery · Cavite North · Tue 1 Dec 2026" or "Pickup · …" (the day as the shop writes it); old orders have no date. */
export function deliveryText(
  order: Pick<OrderSettlementFragment, 'deliveryMethod' | 'deliveryZoneName' | 'deliveryDate'>,
): string {
  const parts = [order.deliveryMethod === 'PICKUP' ? 'Pickup' : 'Delivery'];
  if (order.deliveryMethod === 'DELIVERY' && order.deliveryZoneName) parts.push(order.deliveryZoneName);
  parts.push(order.deliveryDate ? formatDeliveryDate(order.deliveryDate) : 'no date');
  return parts.join(' · ');
}

/** How far a decided order has got: its fulfilment step (approved orders only) and its payment, e.g. "Delivered · GCash · Paid". */
export function progressText(order: {
  orderStatus: string;
  deliveryMethod?: OrderSettlementFragment['deliveryMethod'];
  paymentMethod?: OrderSettlementFragment['paymentMethod'];
  paymentStatus?: OrderSettlementFragment['paymentStatus'];
  fulfilmentStatus?: FulfilmentStatus | null;
}): string | null {
  if (!order.deliveryMethod || !order.paymentMethod || !order.paymentStatus) return null;
  const payment = paymentText({
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  });
  return order.orderStatus === 'APPROVED' ? `${fulfilmentText(order.fulfilmentStatus)} · ${payment}` : payment;
}
