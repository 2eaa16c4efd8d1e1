import {
  addDays,
  isCalendarDay,
  manilaDay,
  manilaDayEnd,
  manilaDayStart,
  REPORT_PERIOD_MAX_DAYS,
} from '@waters/domain';
import { mediumDay } from './date-text';
/**
 * Reporting periods as people pick them: whole calendar days in Manila (UTC+8 all year,
 * no daylight saving), sent to the server as the half-open UTC range [from, to).
 */
export interface Period {
  /** First day, YYYY-MM-DD (included). */
  from: string;
  /** Last day, YYYY-MM-DD (included). */
  to: string;
}

export const MAX_PERIOD_DAYS = REPORT_PERIOD_MAX_DAYS;

export const PERIOD_MESSAGES = {
  missing: 'Choose both a From and a To date.',
  reversed: 'From must be on or before To.',
  tooLong: `The period can be at most ${MAX_PERIOD_DAYS} days.`,
} as const;

let longDay: Intl.DateTimeFormat | undefined;

/** Today's date in Manila, YYYY-MM-DD. */
export const manilaToday = (now: Date = new Date()): string => manilaDay(now);

/** The calendar month around a day: its first and its last day. */
export function monthOf(day: string): Period {
  const from = `${day.slice(0, 7)}-01`;
  // 31 days after the first always falls in the next month; the day before that month's first is this month's last.
  return { from, to: addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1) };
}

export const PRESETS = {
  Today: (today: string): Period => ({ from: today, to: today }),
  'Last 7 days': (today: string): Period => ({ from: addDays(today, -6), to: today }),
  'This month': (today: string): Period => monthOf(today),
} as const;
export type PresetName = keyof typeof PRESETS;

/** Why a period cannot be asked for, or null when it can. */
export function periodError({ from, to }: Period): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return PERIOD_MESSAGES.missing;
  if (from > to) return PERIOD_MESSAGES.reversed;
  if (to > addDays(from, MAX_PERIOD_DAYS - 1)) return PERIOD_MESSAGES.tooLong;
  return null;
}

/** The server's [from, to): Manila midnight of the first day to Manila midnight after the last. */
export function periodVariables({ from, to }: Period): { from: string; to: string } {
  const start = manilaDayStart(from);
  const end = manilaDayEnd(to);
  if (!start || !end) throw new RangeError(`Not a period of calendar days: ${from} to ${to}`);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** "Nov 1, 2026" (Intl's text for what is not a calendar day: it throws, as it always did). */
export const formatDay = (day: string): string =>
  mediumDay(day) ??
  (longDay ??= new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'UTC' })).format(
    Date.parse(`${day}T00:00:00Z`),
  );

/** The calendar days of a server period [from, to) (the inverse of periodVariables). */
export const periodOfRange = (fromIso: string, toIso: string): Period => ({
  from: manilaDay(fromIso),
  to: addDays(manilaDay(toIso), -1),
});

/** "Nov 1, 2026 to Nov 30, 2026", or one day. */
export const describePeriod = ({ from, to }: Period): string =>
  from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
