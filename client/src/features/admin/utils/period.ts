import { REPORT_PERIOD_MAX_DAYS } from '@waters/domain';
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
const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const PERIOD_MESSAGES = {
  missing: 'Choose both a From and a To date.',
  reversed: 'From must be on or before To.',
  tooLong: `The period can be at most ${MAX_PERIOD_DAYS} days.`,
} as const;

const MANILA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });
const LONG_DAY = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'UTC' });

/** Midnight UTC of a YYYY-MM-DD day, or NaN when it is not a real date. */
function utcMidnight(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  return new Date(time).getUTCDate() === date ? time : Number.NaN;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's date in Manila, YYYY-MM-DD. */
export const manilaToday = (now: Date = new Date()): string => MANILA_DAY.format(now);

export const addDays = (day: string, days: number): string => dayOf(utcMidnight(day) + days * DAY_MS);

export function monthOf(day: string): Period {
  const start = new Date(utcMidnight(day));
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
  const last = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
  return { from: dayOf(first), to: dayOf(last) };
}

export const PRESETS = {
  Today: (today: string): Period => ({ from: today, to: today }),
  'Last 7 days': (today: string): Period => ({ from: addDays(today, -6), to: today }),
  'This month': (today: string): Period => monthOf(today),
} as const;
export type PresetName = keyof typeof PRESETS;

/** Why a period cannot be asked for, or null when it can. */
export function periodError({ from, to }: Period): string | null {
  const start = utcMidnight(from);
  const end = utcMidnight(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return PERIOD_MESSAGES.missing;
  if (start > end) return PERIOD_MESSAGES.reversed;
  if ((end - start) / DAY_MS + 1 > MAX_PERIOD_DAYS) return PERIOD_MESSAGES.tooLong;
  return null;
}

/** The server's [from, to): Manila midnight of the first day to Manila midnight after the last. */
export function periodVariables({ from, to }: Period): { from: string; to: string } {
  return {
    from: new Date(utcMidnight(from) - MANILA_OFFSET_MS).toISOString(),
    to: new Date(utcMidnight(to) + DAY_MS - MANILA_OFFSET_MS).toISOString(),
  };
}

/** "Nov 1, 2026" */
export const formatDay = (day: string): string => LONG_DAY.format(utcMidnight(day));

/** The calendar days of a server period [from, to) (the inverse of periodVariables). */
export function periodOfRange(fromIso: string, toIso: string): Period {
  return {
    from: dayOf(Date.parse(fromIso) + MANILA_OFFSET_MS),
    to: dayOf(Date.parse(toIso) + MANILA_OFFSET_MS - DAY_MS),
  };
}

/** "Nov 1, 2026 to Nov 30, 2026", or one day. */
export const describePeriod = ({ from, to }: Period): string => (from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`);
