/** Asia/Manila is UTC+8 all year (no daylight saving time). */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Manila that contains `now`, as a UTC half-open interval [start, end). */
export function manilaDayOf(now: Date): { start: Date; end: Date } {
  const start = Math.floor((now.getTime() + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}
