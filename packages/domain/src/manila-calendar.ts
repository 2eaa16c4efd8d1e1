/**
 * The Manila calendar, the one the business keeps: Asia/Manila is UTC+8 all year (no daylight
 * saving time), so a Manila day runs from 16:00 UTC the day before to 16:00 UTC. Days are named
 * "YYYY-MM-DD"; a named day is a calendar day, read in UTC so that no time zone can move it.
 */

export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as the server holds it (Date) or the client reads it (ISO text). */
export type Instant = Date | string;

export const instantMs = (at: Instant) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `day` moved by a number of days (across months and years). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday … 7 = Sunday) of a "YYYY-MM-DD" day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** "YYYY-MM-DD HH:MM:SS": the wall-clock time in Manila at `at`, as the screens show it. */
export const manilaDateTime = (at: Instant) =>
  new Date(instantMs(at) + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** "YYYY-MM-DD": the Manila calendar day that contains `at`. */
export const manilaDay = (at: Instant) => manilaDateTime(at).slice(0, 10);

/** The first instant of the Manila day that contains `at`. */
export const manilaMidnight = (at: Instant) =>
  new Date(Math.floor((instantMs(at) + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS);

/** The first instant of the Manila day named "YYYY-MM-DD"; null when there is no such day. */
export const manilaDayStart = (day: string): Date | null =>
  isCalendarDay(day) ? new Date(Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS) : null;

/** The end of the Manila day named "YYYY-MM-DD", excluded: the next day's first instant; null when there is no such day. */
export function manilaDayEnd(day: string): Date | null {
  const start = manilaDayStart(day);
  return start && new Date(start.getTime() + DAY_MS);
}
