/**
 * Dates and times written as Intl writes them for en-PH in Manila, without Intl for the usual
 * instants: a page's first Intl formatter loads the locale's and the time zone's data, which cost
 * a phone (Lighthouse's 4× CPU) 60–130 ms of the first render of every page that shows a date.
 * Manila has kept UTC+8 without daylight saving since 1991 (the time zone database has its last
 * daylight saving from May to July 1990), so its wall clock is arithmetic; an instant outside these
 * years, or not a time at all, gets null here and Intl's own text from the caller. Unit tests hold
 * every function to Intl.
 */
import { isCalendarDay, MANILA_OFFSET_MS } from '@waters/domain';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** From Manila's first year after its last daylight saving to the last year Intl writes with four digits. */
const FIRST_FIXED_MS = Date.UTC(1991, 0, 1) - MANILA_OFFSET_MS;
const LAST_MS = Date.UTC(10_000, 0, 1) - MANILA_OFFSET_MS;

interface WallClock {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in Manila at `date`, or null outside the years above (or for an invalid date). */
function manilaClock(date: Date): WallClock | null {
  const ms = date.getTime();
  if (!(ms >= FIRST_FIXED_MS && ms < LAST_MS)) return null;
  const wall = new Date(ms + MANILA_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const hour12 = ({ hour }: WallClock) => hour % 12 || 12;
const halfDay = ({ hour }: WallClock) => (hour < 12 ? 'AM' : 'PM');

/** "Nov 21, 2026, 1:31:15 PM" (dateStyle and timeStyle medium). */
export function mediumDateTime(date: Date): string | null {
  const at = manilaClock(date);
  return (
    at && `${MONTHS[at.month]} ${at.day}, ${at.year}, ${hour12(at)}:${two(at.minute)}:${two(at.second)} ${halfDay(at)}`
  );
}

/** "11/21/26, 1:31 PM" (dateStyle and timeStyle short). */
export function shortDateTime(date: Date): string | null {
  const at = manilaClock(date);
  return at && `${at.month + 1}/${at.day}/${two(at.year % 100)}, ${hour12(at)}:${two(at.minute)} ${halfDay(at)}`;
}

/** "1:31 PM" (hour numeric, minute 2-digit). */
export function clockTime(date: Date): string | null {
  const at = manilaClock(date);
  return at && `${hour12(at)}:${two(at.minute)} ${halfDay(at)}`;
}

/** A calendar day's year, month (0–11) and day, or null when it is not one (2026-02-31). */
function calendarDay(day: string): { year: number; month: number; date: number } | null {
  if (!isCalendarDay(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  return year >= 1000 ? { year, month: month - 1, date } : null;
}

/** "Nov 1, 2026" for the calendar day "2026-11-01" (dateStyle medium): no time zone can move a day. */
export function mediumDay(day: string): string | null {
  const at = calendarDay(day);
  return at && `${MONTHS[at.month]} ${at.date}, ${at.year}`;
}

/** "Nov 24" for "2026-11-24" (month short, day numeric). */
export function monthAndDay(day: string): string | null {
  const at = calendarDay(day);
  return at && `${MONTHS[at.month]} ${at.date}`;
}
