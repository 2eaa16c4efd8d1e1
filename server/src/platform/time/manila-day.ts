import { DAY_MS, manilaDateTime, manilaDay, manilaDayStart, manilaMidnight } from '@waters/domain';

const HOUR_MS = 60 * 60 * 1000;

/*
 * Manila days as intervals, for the server's periods and figures. The calendar itself (the day of an
 * instant, the first instant of a day, the wall clock) is the domain's: packages/domain/src/manila-calendar.ts.
 */

/** The calendar day in Manila that contains `now`, as a UTC half-open interval [start, end). */
export function manilaDayOf(now: Date): { start: Date; end: Date } {
  const start = manilaMidnight(now);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Manila calendar day named "YYYY-MM-DD" as a UTC half-open interval [start, end); null when no such date. */
export function manilaDayNamed(day: string): { start: Date; end: Date } | null {
  const start = manilaDayStart(day);
  return start && { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Every Manila day that [from, to) touches, in order. */
export function manilaDaysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let start = manilaDayOf(from).start.getTime(); start < to.getTime(); start += DAY_MS)
    days.push(manilaDay(new Date(start)));
  return days;
}

/** A period [from, to) cut at Manila midnights: the whole days inside it, and the parts of days at its ends. */
export interface ManilaSplit {
  /** Whole days: manila_day >= first AND manila_day < end (null when the period holds none). */
  days: { first: string; end: string } | null;
  /** The rest of the period: at most two stretches [from, to), each inside the one Manila day it names. */
  edges: { day: string; from: Date; to: Date }[];
}

export function splitAtManilaMidnights(from: Date, to: Date): ManilaSplit {
  const fromDay = manilaDayOf(from);
  const firstMidnight = fromDay.start.getTime() === from.getTime() ? from : fromDay.end;
  const lastMidnight = manilaDayOf(to).start;
  const edge = (start: Date, end: Date) => ({ day: manilaDay(start), from: start, to: end });
  if (firstMidnight.getTime() >= lastMidnight.getTime()) {
    if (from >= to) return { days: null, edges: [] };
    // Under a day's length but maybe across one midnight: a stretch on each side of it.
    return {
      days: null,
      edges:
        from < lastMidnight && lastMidnight < to
          ? [edge(from, lastMidnight), edge(lastMidnight, to)]
          : [edge(from, to)],
    };
  }
  const edges: ManilaSplit['edges'] = [];
  if (from < firstMidnight) edges.push(edge(from, firstMidnight));
  if (lastMidnight < to) edges.push(edge(lastMidnight, to));
  return { days: { first: manilaDay(firstMidnight), end: manilaDay(lastMidnight) }, edges };
}

/** "YYYY-MM-DD HH": the Manila hour that contains `at` (UTC+8 all year, so its hours begin with UTC's). */
export const manilaHour = (at: Date) => manilaDateTime(at).slice(0, 13);

/** A period cut for the kept figures: whole Manila days, whole hours of the days it only partly covers, and the rest. */
export interface FigureSplit {
  days: ManilaSplit['days'];
  /** Whole hours of one partial day: manila_hour >= first AND manila_hour < end. */
  hours: { day: string; first: string; end: string }[];
  /** What is left, at most four stretches of under two hours, each inside the one Manila day it names. */
  stretches: ManilaSplit['edges'];
}

export function splitForFigures(from: Date, to: Date): FigureSplit {
  const { days, edges } = splitAtManilaMidnights(from, to);
  const split: FigureSplit = { days, hours: [], stretches: [] };
  for (const { day, from: start, to: end } of edges) {
    const firstHour = Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS;
    const lastHour = Math.floor(end.getTime() / HOUR_MS) * HOUR_MS;
    if (firstHour >= lastHour) {
      split.stretches.push({ day, from: start, to: end });
      continue;
    }
    split.hours.push({ day, first: manilaHour(new Date(firstHour)), end: manilaHour(new Date(lastHour)) });
    if (start.getTime() < firstHour) split.stretches.push({ day, from: start, to: new Date(firstHour) });
    if (lastHour < end.getTime()) split.stretches.push({ day, from: new Date(lastHour), to: end });
  }
  return split;
}
