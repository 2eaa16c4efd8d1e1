import { addDays, manilaDateTime, weekdayOf } from './manila-calendar.js';

/** How an order reaches its customer: brought to an address in a delivery zone, or picked up at the Cavite facility. */
export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** ISO weekdays (weekdayOf): 1 = Monday … 7 = Sunday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const SUNDAY = 7;

/** When a zone (or the pickup counter) can receive an order: days it takes, days it runs, last order time of a day. */
export interface DateRule {
  /** Whole days from the day an order is taken in to the day it arrives (0 = the same day). */
  leadDays: number;
  /** ISO weekdays on which it delivers (or the counter opens). */
  weekdays: readonly number[];
  /** "HH:MM" in Manila: an order placed at or after it is taken in the next day. */
  cutoff: string;
}

/** Pickup at the facility in Cavite: packed the day after the order is taken in, Monday to Saturday, orders until 4 pm. */
export const PICKUP_RULE: DateRule = { leadDays: 1, weekdays: [1, 2, 3, 4, 5, 6], cutoff: '16:00' };
/** How far ahead dates are offered, counted from the day an order is taken in. */
export const DATE_HORIZON_DAYS = 14;
export const LEAD_DAYS_MAX = 7;
export const ORDER_NOTE_MAX = 500;
export const ZONE_NAME_MAX = 64;
export const PLACE_NAME_MAX = 64;
export const ADDRESS_LABEL_MAX = 40;
/** Street, barangay and the like; with city and province it is copied onto an order's address (at most 300). */
export const ADDRESS_LINE_MAX = 160;
/** A landmark on an address ("blue gate, across the chapel"). */
export const LANDMARK_MAX = 120;

const CUTOFF = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isCutoff = (value: unknown): value is string => typeof value === 'string' && CUTOFF.test(value);

/** The Manila day on which an order placed at `orderedAt` is taken in: its own day before the cut-off, else the next. */
export function intakeDay(orderedAt: Date, cutoff: string): string {
  const manila = manilaDateTime(orderedAt);
  const day = manila.slice(0, 10);
  return manila.slice(11, 16) >= cutoff ? addDays(day, 1) : day;
}

/**
 * Whether the fish would spend a Sunday on the road: it leaves `leadDays` before `date` and is in
 * transit every day from then to `date`, both included. Pickups never travel.
 */
export function crossesSunday(date: string, leadDays: number): boolean {
  for (let back = 0; back <= leadDays; back++) if (weekdayOf(addDays(date, -back)) === SUNDAY) return true;
  return false;
}

export interface DateQuestion {
  method: DeliveryMethod;
  /** The zone's rule for a delivery; PICKUP_RULE for a pickup. */
  rule: DateRule;
  orderedAt: Date;
  /** Whether any product in the order is of a perishable type. */
  perishable: boolean;
}

/** Why a date is not offered, in words a customer reads; null when it is offered. */
export function dateRefusal(date: string, question: DateQuestion): string | null {
  const { rule, method, orderedAt, perishable } = question;
  const intake = intakeDay(orderedAt, rule.cutoff);
  const earliest = addDays(intake, rule.leadDays);
  if (date < earliest) return `The earliest date is ${earliest}.`;
  if (date > addDays(intake, DATE_HORIZON_DAYS)) return `Dates can be chosen up to ${DATE_HORIZON_DAYS} days ahead.`;
  if (!rule.weekdays.includes(weekdayOf(date)))
    return `There is no ${method === 'PICKUP' ? 'pickup' : 'delivery'} on ${WEEKDAY_NAMES[weekdayOf(date) - 1]}s.`;
  if (method === 'DELIVERY' && perishable && crossesSunday(date, rule.leadDays))
    return 'Perishable fish is not kept in transit over a Sunday.';
  return null;
}

/** Every date a customer may choose, earliest first. */
export function offeredDates(question: DateQuestion): string[] {
  const intake = intakeDay(question.orderedAt, question.rule.cutoff);
  const dates: string[] = [];
  for (let ahead = 0; ahead <= DATE_HORIZON_DAYS; ahead++) {
    const date = addDays(intake, ahead);
    if (dateRefusal(date, question) === null) dates.push(date);
  }
  return dates;
}

/**
 * Place names compare without case, accents or extra spaces: "  dasmariñas " = "Dasmarinas",
 * "PARAÑAQUE" = "Parañaque" (however the ñ was typed), "quezon   city" = "Quezon City".
 */
export const placeKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
