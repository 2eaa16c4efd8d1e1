/**
 * Periods as the client asks for them (client/src/lib/period.ts and the activity
 * log's filter): whole Manila calendar days (UTC+8, no daylight saving), sent as the UTC range
 * [Manila midnight of the first day, Manila midnight after the last).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

const midnightUtc = (day) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Today in Manila, YYYY-MM-DD. */
export const manilaToday = (now = Date.now()) => dayOf(now + MANILA_OFFSET_MS);

export const addDays = (day, days) => dayOf(midnightUtc(day) + days * DAY_MS);

/** The last `days` calendar days up to and including today, as the server is asked: { from, to } ISO instants. */
export function lastDays(days, now = Date.now()) {
  const today = manilaToday(now);
  return {
    from: new Date(midnightUtc(addDays(today, 1 - days)) - MANILA_OFFSET_MS).toISOString(),
    to: new Date(midnightUtc(today) + DAY_MS - MANILA_OFFSET_MS).toISOString(),
  };
}

/**
 * The `days` days up to this instant, as an API client naturally asks ({ from: now − days, to: now }):
 * both ends inside a Manila day, so the dashboard reads the partial days order by order.
 */
export function daysToNow(days, now = Date.now()) {
  return { from: new Date(now - days * DAY_MS).toISOString(), to: new Date(now).toISOString() };
}
