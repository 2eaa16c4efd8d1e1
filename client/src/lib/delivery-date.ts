/** A delivery or pickup day as the customer reads it: the one way the shop and the portal write such a day. */
import { isCalendarDay, weekdayOf } from '@waters/domain';
import { MONTHS } from './date-text';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * "2026-11-30" → "Mon 30 Nov 2026". The day is a calendar day (Manila's, as the server offers it),
 * not an instant: no time zone can move it. Anything that is not a real day is shown as given.
 */
export function formatDeliveryDate(day: string | null | undefined): string {
  if (!day) return '';
  if (!isCalendarDay(day)) return day; // 2026-02-31 and the like
  const [year, month, date] = day.split('-').map(Number);
  return `${WEEKDAYS[weekdayOf(day) - 1]} ${date} ${MONTHS[month - 1]} ${year}`;
}
