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
