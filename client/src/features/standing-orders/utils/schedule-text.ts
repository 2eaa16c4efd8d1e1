import {
  paymentMethodLabel,
  STANDING_ORDER_PLACING_HOUR,
  WEEKDAY_NAMES,
  type StandingOrderStatus,
} from '@waters/domain';
import { formatDeliveryDate } from '../../../lib/delivery-date';
import { METHOD_LABELS } from '../../../lib/delivery-labels';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';

/*
 * A standing order in words, as its card reads: the days are Manila calendar days, written as
 * every delivery or pickup day is (formatDeliveryDate: "Tue 1 Dec 2026").
 */

export const STATUS_LABELS: Record<StandingOrderStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ENDED: 'Ended',
};

/** The hour its orders are placed, as a time is written on screen: "6:00". */
export const PLACING_TIME = STANDING_ORDER_PLACING_HOUR.replace(/^0/, '');

/** "Mon 30 Nov": a day near enough not to need its year. */
export const shortDay = (day: string) => formatDeliveryDate(day).replace(/ \d{4}$/, '');

/** "1 Dec 2026": a day that starts or ends a schedule. */
export const longDay = (day: string) => formatDeliveryDate(day).replace(/^\S+ /, '');

/** "Tuesdays", "Tuesdays and Fridays", "Mondays, Wednesdays and Fridays" (Monday first). */
export function weekdaysText(weekdays: readonly number[]): string {
  const names = [...weekdays].sort((a, b) => a - b).map((weekday) => `${WEEKDAY_NAMES[weekday - 1]}s`);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

type Schedule = Pick<StandingOrderFieldsFragment, 'weekdays' | 'deliveryMethod' | 'paymentMethod'>;

/** "Tuesdays and Fridays · Delivery to Shop · GCash"; `addressLabel`: the address book's name of where it goes. */
export function scheduleText(order: Schedule, addressLabel: string | null): string {
  const receiving =
    order.deliveryMethod === 'PICKUP'
      ? METHOD_LABELS.PICKUP
      : `Delivery to ${addressLabel ?? 'an address no longer in your address book'}`;
  return [weekdaysText(order.weekdays), receiving, paymentMethodLabel(order.paymentMethod, order.deliveryMethod)].join(
    ' · ',
  );
}

/** "From 1 Dec 2026 until 31 Jan 2027", or "… until ended". */
export const periodText = ({ startsOn, endsOn }: Pick<StandingOrderFieldsFragment, 'startsOn' | 'endsOn'>) =>
  `From ${longDay(startsOn)} until ${endsOn ? longDay(endsOn) : 'ended'}`;

/** "Next: Tue 1 Dec 2026 — placed Mon 30 Nov at 6:00": the day it arrives, and when its order is placed. */
export const nextText = (occurrence: string, placingDay: string) =>
  `Next: ${formatDeliveryDate(occurrence)} — placed ${shortDay(placingDay)} at ${PLACING_TIME}`;

/** Why no next day is shown. */
export function noNextText(status: StandingOrderStatus): string {
  if (status === 'PAUSED') return 'Paused: nothing is placed until you resume it.';
  if (status === 'ENDED') return 'Ended: nothing more is placed.';
  return 'No order is coming: its last day has passed, or its address has no delivery now.';
}
