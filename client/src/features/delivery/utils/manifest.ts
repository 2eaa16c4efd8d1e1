import {
  isCalendarDay,
  isDone,
  isOffDate,
  nextFulfilment,
  transitionFor,
  type DeliveryMethod,
  type FulfilmentStatus,
} from '@waters/domain';
import { lifeFacts } from '../../../lib/order-life';
import type { DeliveryManifestQuery } from '../api/delivery-manifest.generated';

export type ManifestGroup = DeliveryManifestQuery['deliveryManifest']['groups'][number];
export type ManifestOrder = ManifestGroup['orders'][number];

/** The day in the address: `fallback` (today in Manila) when there is none, null when it is not a real calendar day (being typed). */
export function dayParam(value: string | null, fallback: string): string | null {
  if (value === null) return fallback;
  return isCalendarDay(value) ? value : null;
}

/** A zone's id in the address, or null for every zone. */
export function zoneParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The one button of an order: what it moves the order to. */
export const STEP_BUTTON: Record<FulfilmentStatus, string> = {
  PACKED: 'Mark packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  READY_FOR_PICKUP: 'Ready for pickup',
  DELIVERED: 'Delivered',
  PICKED_UP: 'Picked up',
};

/** What the notice says once the step is taken. */
export const STEP_DONE: Record<FulfilmentStatus, (orderId: number) => string> = {
  PACKED: (id) => `Order ${id} is packed.`,
  OUT_FOR_DELIVERY: (id) => `Order ${id} is out for delivery.`,
  READY_FOR_PICKUP: (id) => `Order ${id} is ready for pickup.`,
  DELIVERED: (id) => `Order ${id} was delivered.`,
  PICKED_UP: (id) => `Order ${id} was picked up.`,
};

/** The step an order of this group can take next; null when it is done. */
export const nextStep = (method: DeliveryMethod, order: Pick<ManifestOrder, 'fulfilmentStatus'>) =>
  nextFulfilment(method, order.fulfilmentStatus ?? null);

/** The group's heading: its zone, or the pickup counter. */
export const groupTitle = (group: Pick<ManifestGroup, 'method' | 'zoneName'>) =>
  group.method === 'PICKUP' ? 'Pickups at the Cavite facility' : `Deliveries: ${group.zoneName ?? 'no zone'}`;

/** The cash a group's driver or counter collects, in pesos (centavo-exact). */
export const cashToCollect = (group: Pick<ManifestGroup, 'orders'>) =>
  Math.round(group.orders.reduce((sum, order) => sum + order.amountToCollect * 100, 0)) / 100;

/** A stable id for a group's heading. */
export const groupId = (group: Pick<ManifestGroup, 'method' | 'zoneName'>, index: number) =>
  `manifest-group-${index}-${group.method.toLowerCase()}`;

/** A manifest order as the order-life rules read it: approved, of its group's method, due on the manifest's day. */
export const manifestLife = (order: ManifestOrder, method: DeliveryMethod, day: string) => ({
  ...order,
  orderStatus: 'APPROVED' as const,
  deliveryMethod: method,
  deliveryDate: day,
});

/** What taking an order's next step asks first, from the order-life table: a confirmation on another day, the cash counted. */
export function stepQuestions(
  order: ManifestOrder,
  method: DeliveryMethod,
  day: string,
  now = new Date(),
): { offDate: boolean; collects: boolean } | null {
  const to = nextStep(method, order);
  if (!to) return null;
  const facts = lifeFacts(manifestLife(order, method, day));
  const transition = transitionFor(to === 'PACKED' ? 'pack' : isDone(to) ? 'complete' : 'dispatch', facts);
  if (!transition) return null;
  return { offDate: isOffDate(transition, facts, now), collects: transition.needs.includes('cashCollected') };
}
