import { isCalendarDay } from '@waters/domain';

/** Asia/Manila is UTC+8 all year (no daylight saving time). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Manila that contains `now`, as a UTC half-open interval [start, end). */
export function manilaDayOf(now: Date): { start: Date; end: Date } {
  const start = Math.floor((now.getTime() + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** The Manila calendar day named "YYYY-MM-DD" as a UTC half-open interval [start, end); null when no such date. */
export function manilaDayNamed(day: string): { start: Date; end: Date } | null {
  if (!isCalendarDay(day)) return null;
  const start = Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** "YYYY-MM-DD": the Manila calendar day that contains `instant`. */
export function manilaDayName(instant: Date): string {
  return new Date(manilaDayOf(instant).start.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:MM:SS": the wall-clock time in Manila at `instant`, as the screens show it. */
export function manilaDateTime(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Every Manila day that [from, to) touches, in order. */
export function manilaDaysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let start = manilaDayOf(from).start.getTime(); start < to.getTime(); start += DAY_MS) days.push(manilaDayName(new Date(start)));
  return days;
}

/** A period [from, to) cut at Manila midnights: the whole days inside it, and the parts of days at its ends. */
export interface ManilaSplit {
  /** Whole days: manila_day >= first AND manila_day < end (null when the period holds none). */
  days: { first: string; end: string } | null;
  /** The rest of the period, to be read order by order: at most two stretches [from, to), together under two days. */
  edges: { from: Date; to: Date }[];
}

export function splitAtManilaMidnights(from: Date, to: Date): ManilaSplit {
  const fromDay = manilaDayOf(from);
  const firstMidnight = fromDay.start.getTime() === from.getTime() ? from : fromDay.end;
  const lastMidnight = manilaDayOf(to).start;
  if (firstMidnight.getTime() >= lastMidnight.getTime()) return { days: null, edges: from < to ? [{ from, to }] : [] };
  const edges: ManilaSplit['edges'] = [];
  if (from < firstMidnight) edges.push({ from, to: firstMidnight });
  if (lastMidnight < to) edges.push({ from: lastMidnight, to });
  return { days: { first: manilaDayName(firstMidnight), end: manilaDayName(lastMidnight) }, edges };
}
