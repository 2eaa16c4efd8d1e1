import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';

/** How often a stopping server closes the keep-alive connections that have gone idle. */
const SWEEP_MS = 50;

/**
 * On SIGTERM or SIGINT: stop accepting connections (requests arriving on open keep-alive
 * connections get 503), let the requests in flight finish, then close the database pools and
 * Redis (Nest's shutdown hooks), and exit 0. Past the grace period the process exits 1 with
 * whatever is still unfinished, so an orchestrator is never kept waiting.
 */
export interface ShutdownOptions {
  log: (line: string) => void;
  /** Last thing before the process exits (write out buffered logs). */
  beforeExit: () => void;
}

export function exitGracefullyOnSignals(
  app: INestApplication,
  graceSeconds: number,
  { log, beforeExit }: ShutdownOptions,
): void {
  const exit = (code: number) => {
    beforeExit();
    process.exit(code);
  };
  const stop = (signal: NodeJS.Signals) => {
    log(`${signal}: finishing the requests in flight (at most ${graceSeconds} s), then stopping.`);
    const deadline = setTimeout(() => {
      log(`Requests still unfinished after ${graceSeconds} s: exiting anyway.`);
      exit(1);
    }, graceSeconds * 1000);
    deadline.unref();
    // From the signal on, before Nest's close reaches the draining adapter (which sweeps too): an
    // idle keep-alive connection is closed at once, so a request sent just after SIGTERM is refused
    // rather than served (proved by sigterm-streams), and none stays open until its keep-alive timeout.
    const server = app.getHttpServer() as Server;
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    app.close().then(
      () => {
        log('Stopped.');
        exit(0);
      },
      (error: unknown) => {
        log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
