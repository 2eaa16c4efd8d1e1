/**
 * When to try a failed webhook again: at-least-once delivery for a day. Quick retries ride out a
 * receiver's restart; the long ones an outage, without hammering it.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The pause after the 1st, 2nd, … failed attempt; after the last, RETRY_CAP_MS every time. */
const DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 1 * HOUR, 2 * HOUR];
export const RETRY_CAP_MS = 4 * HOUR;
export const GIVE_UP_AFTER_MS = 24 * HOUR;
/** ±10 %, so that many deliveries failed by one outage do not all come back at the same moment. */
const JITTER = 0.1;

/**
 * The pause before the next try, after `attempt` attempts (1 after the first) have failed.
 * `random` returns [0, 1) like Math.random; the result never exceeds RETRY_CAP_MS.
 */
export function nextAttemptDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = DELAYS_MS[Math.max(1, Math.floor(attempt)) - 1] ?? RETRY_CAP_MS;
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(jittered, RETRY_CAP_MS));
}

/** Whether a delivery first tried at `firstAttemptAt` has been retried long enough. */
export function givesUp(firstAttemptAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - firstAttemptAt.getTime() >= GIVE_UP_AFTER_MS;
}
