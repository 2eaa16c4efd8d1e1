import { parsePositiveInteger } from './security-config.js';

/** How long a stopping server may take to finish the requests in flight before it exits anyway. */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;

export function parseShutdownGraceSeconds(source: NodeJS.ProcessEnv): number {
  return parsePositiveInteger(
    'SHUTDOWN_GRACE_SECONDS',
    source.SHUTDOWN_GRACE_SECONDS,
    DEFAULT_SHUTDOWN_GRACE_SECONDS,
    3600,
  );
}

/** What a stopping server needs after its HTTP server has closed (the outboxes, the pools, Redis), at most. */
const AFTER_DRAIN_MS = 2000;

/**
 * How long a stopping server lets the requests in flight finish, whole lists streaming included, before it
 * cuts what is left: the grace period less what the rest of the stop needs (2 s, or a quarter of a grace
 * period under 8 s), so that the process still exits 0 within the grace period.
 */
export function drainMilliseconds(graceSeconds: number): number {
  const graceMs = graceSeconds * 1000;
  return graceMs - Math.min(AFTER_DRAIN_MS, graceMs / 4);
}
