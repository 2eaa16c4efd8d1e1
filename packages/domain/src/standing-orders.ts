import { addDays, weekdayOf } from './manila-calendar.js';

/*
 * A standing order: a trade buyer's cart placed again for every chosen weekday until an end date.
 * Each occurrence is the day the fish arrives (or is picked up); the server places its order on the
 * occurrence's cut-off day (the last day an order for that date is taken in), at that day's prices.
 */

export const STANDING_ORDER_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];
export const STANDING_ORDER_NAME_MAX = 60;
/** The hour (Manila) from which the server places the day's occurrences: the buyer can still skip before it. */
export const STANDING_ORDER_PLACING_HOUR = '06:00';

export interface StandingSchedule {
  /** ISO weekdays of the occurrences: 1 = Monday … 7 = Sunday. */
  readonly weekdays: readonly number[];
  /** The first day an occurrence may fall on. */
  readonly startsOn: string;
  /** The last day an occurrence may fall on; null: until ended. */
  readonly endsOn: string | null;
}

/** The occurrences between two days (both included), earliest first. */
export function occurrencesBetween(schedule: StandingSchedule, from: string, to: string): string[] {
  const first = from > schedule.startsOn ? from : schedule.startsOn;
  const last = schedule.endsOn !== null && schedule.endsOn < to ? schedule.endsOn : to;
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    if (schedule.weekdays.includes(weekdayOf(day))) days.push(day);
  return days;
}

/** The day an occurrence is placed: `leadDays` before it, the last day an order for it is taken in. */
export const placingDayOf = (occurrence: string, leadDays: number): string => addDays(occurrence, -leadDays);

/** The occurrence placed on `day`, if the schedule has one then (lead time fixed by the way it is received). */
export function occurrencePlacedOn(schedule: StandingSchedule, day: string, leadDays: number): string | null {
  const occurrence = addDays(day, leadDays);
  return occurrencesBetween(schedule, occurrence, occurrence)[0] ?? null;
}

/** The next occurrence still to be placed on or after `today`, skipping the given days; null when the schedule has ended. */
export function nextOccurrence(
  schedule: StandingSchedule,
  today: string,
  leadDays: number,
  skipped: ReadonlySet<string> = new Set(),
): string | null {
  const from = addDays(today, leadDays);
  // Eight weeks always hold an occurrence of a schedule with at least one weekday, unless it ends first.
  for (const day of occurrencesBetween(schedule, from, addDays(from, 56))) if (!skipped.has(day)) return day;
  return null;
}
