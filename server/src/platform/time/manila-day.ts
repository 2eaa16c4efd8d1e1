import { DAY_MS, manilaDay, manilaDayStart, manilaMidnight } from '@waters/domain';

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
