import { crossesSunday, WEEKDAY_NAMES, type DateRule, type DeliveryMethod } from './delivery.js';
import { addDays, manilaDateTime, weekdayOf } from './manila-calendar.js';

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

/** The most lines one standing order has. */
export const STANDING_ORDER_LINES_MAX = 50;
/** The most standing orders (not ended) one customer keeps. */
export const STANDING_ORDERS_MAX = 20;
/** What happened to an occurrence: its order placed, or not (and why, in the run's note). */
export const STANDING_RUN_OUTCOMES = ['PLACED', 'FAILED'] as const;
export type StandingRunOutcome = (typeof STANDING_RUN_OUTCOMES)[number];

/** The first day of the week that has `weekday` (1 = Monday … 7 = Sunday), from a Monday. */
const dayOfWeekday = (weekday: number) => addDays('2024-01-01', weekday - 1);

/** Why a standing order's name (trimmed) is refused, or null. */
export function standingNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return 'Name is required.';
  return name.length > STANDING_ORDER_NAME_MAX ? `Name must be at most ${STANDING_ORDER_NAME_MAX} characters.` : null;
}

/** Why a list of weekdays is refused before any rule is asked (none, or not ISO weekdays), or null. */
export function weekdayListProblem(weekdays: unknown): string | null {
  if (!Array.isArray(weekdays) || weekdays.length === 0) return 'Choose at least one weekday.';
  const iso = (weekday: unknown) => Number.isInteger(weekday) && (weekday as number) >= 1 && (weekday as number) <= 7;
  return weekdays.every(iso) ? null : 'Weekdays are 1 (Monday) to 7 (Sunday).';
}

/**
 * Why these weekdays cannot be a schedule for this way of receiving (the zone's rule, or
 * PICKUP_RULE), in words a customer reads; null when each of them can be. Perishable fish is
 * never on the road over a Sunday (as dateRefusal says of a single date).
 */
export function standingWeekdaysProblem(
  weekdays: readonly number[],
  method: DeliveryMethod,
  rule: Pick<DateRule, 'leadDays' | 'weekdays' | 'cutoff'>,
  perishable: boolean,
): string | null {
  const listed = weekdayListProblem(weekdays);
  if (listed) return listed;
  const what = method === 'PICKUP' ? 'pickup' : 'delivery';
  const missing = weekdays.find((weekday) => !rule.weekdays.includes(weekday));
  if (missing !== undefined) return `There is no ${what} on ${WEEKDAY_NAMES[missing - 1]}s.`;
  if (method === 'DELIVERY' && perishable) {
    const crossing = weekdays.find((weekday) => crossesSunday(dayOfWeekday(weekday), rule.leadDays));
    if (crossing !== undefined)
      return `Perishable fish is not kept in transit over a Sunday: choose another day than ${WEEKDAY_NAMES[crossing - 1]}.`;
  }
  if (rule.cutoff <= STANDING_ORDER_PLACING_HOUR)
    return `Orders for this ${what} close at ${rule.cutoff}, before standing orders are placed (${STANDING_ORDER_PLACING_HOUR}).`;
  return null;
}

/** Why these first and last days cannot be a schedule's, as of `today`; null when they can. `keptStart`: a start saved before, which may lie in the past. */
export function standingDatesProblem(
  startsOn: string,
  endsOn: string | null,
  today: string,
  keptStart: string | null = null,
): string | null {
  if (startsOn < today && startsOn !== keptStart) return 'The first day cannot be in the past.';
  if (endsOn !== null && endsOn < startsOn) return 'The last day must be on or after the first day.';
  if (endsOn !== null && endsOn < today) return 'The last day cannot be in the past.';
  return null;
}

/**
 * Whether an occurrence may still be skipped (or skipped no more) at `at`: until the morning of
 * its placing day, when the server places it.
 */
export function stillChangeable(occurrence: string, leadDays: number, at: Date): boolean {
  const manila = manilaDateTime(at);
  const placing = placingDayOf(occurrence, leadDays);
  const today = manila.slice(0, 10);
  return placing > today || (placing === today && manila.slice(11, 16) < STANDING_ORDER_PLACING_HOUR);
}

/**
 * The occurrence to place at `at`, if any: the one whose placing day is today, from
 * STANDING_ORDER_PLACING_HOUR until the rule's cut-off (after it, that date is no longer taken).
 */
export function occurrenceDueAt(
  schedule: StandingSchedule,
  at: Date,
  rule: Pick<DateRule, 'leadDays' | 'cutoff'>,
): string | null {
  const manila = manilaDateTime(at);
  const time = manila.slice(11, 16);
  if (time < STANDING_ORDER_PLACING_HOUR || time >= rule.cutoff) return null;
  return occurrencePlacedOn(schedule, manila.slice(0, 10), rule.leadDays);
}

/**
 * The next occurrence still to come as of `at`: not skipped nor run (`done`), and not one whose
 * placing day is today with the cut-off passed. Null when the schedule has none left.
 */
export function upcomingOccurrence(
  schedule: StandingSchedule,
  at: Date,
  rule: Pick<DateRule, 'leadDays' | 'cutoff'>,
  done: ReadonlySet<string>,
): string | null {
  const manila = manilaDateTime(at);
  const today = manila.slice(0, 10);
  // A schedule starting later is looked at from its start (nextOccurrence looks eight weeks ahead).
  const startPlacing = placingDayOf(schedule.startsOn, rule.leadDays);
  const from = startPlacing > today ? startPlacing : today;
  const first = nextOccurrence(schedule, from, rule.leadDays, done);
  if (first === null || placingDayOf(first, rule.leadDays) !== today || manila.slice(11, 16) < rule.cutoff)
    return first;
  return nextOccurrence(schedule, today, rule.leadDays, new Set([...done, first]));
}

/** A line left out of an occurrence's order, and why ("out of stock", "no longer sold"). */
export interface LeftOutLine {
  readonly productName: string;
  readonly reason: string;
}

/** The run's note of the lines left out: "Left out: Tuyo (out of stock), Danggit (no longer sold)"; null for none. */
export const leftOutNote = (lines: readonly LeftOutLine[]): string | null =>
  lines.length === 0
    ? null
    : `Left out: ${lines.map(({ productName, reason }) => `${productName} (${reason})`).join(', ')}`;
