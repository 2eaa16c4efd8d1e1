import type { FulfilmentStatus } from '@waters/domain';
import { fulfilmentText, paymentText } from '../../../lib/settlement';
import type { OrderSettlementFragment } from '../api/order-settlement.generated';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
let dayFormat: Intl.DateTimeFormat | null = null;

/** "Tue, Dec 1, 2026" for "2026-12-01" (a calendar day, no time zone to convert). */
export function formatDeliveryDay(day: string): string {
  if (!DAY.test(day)) return day;
  dayFormat ??= new Intl.DateTimeFormat('en-PH', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Delivery · Cavite North · Tue, Dec 1, 2026" or "Pickup · …"; old orders have no date. */
export function deliveryText(order: Pick<OrderSettlementFragment, 'deliveryMethod' | 'deliveryZoneName' | 'deliveryDate'>): string {
  const parts = [order.deliveryMethod === 'PICKUP' ? 'Pickup' : 'Delivery'];
  if (order.deliveryMethod === 'DELIVERY' && order.deliveryZoneName) parts.push(order.deliveryZoneName);
  parts.push(order.deliveryDate ? formatDeliveryDay(order.deliveryDate) : 'no date');
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
  const payment = paymentText({ deliveryMethod: order.deliveryMethod, paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus });
  return order.orderStatus === 'APPROVED' ? `${fulfilmentText(order.fulfilmentStatus)} · ${payment}` : payment;
}
