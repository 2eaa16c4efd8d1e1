import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { createApp } from './app.factory.js';
import { flushLogs } from './platform/observability/logger.js';
import { loadConfig } from './config/app-config.js';
import { ConfigError } from './config/config-error.js';
import { drainMilliseconds, parseShutdownGraceSeconds } from './config/shutdown-config.js';
import { exitGracefullyOnSignals } from './graceful-shutdown.js';

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../client/dist', import.meta.url));

async function main(): Promise<void> {
  const loaded = loadConfig(process.env);
  const config = { ...loaded, clientDir: loaded.clientDir ?? DEFAULT_CLIENT_DIR };
  const graceSeconds = parseShutdownGraceSeconds(process.env);
  // On SIGTERM the HTTP server drains first (live streams ended at once, the rest finishing or cut by
  // this deadline: http/drain.ts), leaving the rest of the grace period to close the pools.
  const app = await createApp(config, { drainMs: drainMilliseconds(graceSeconds) });
  const logger = app.getHttpAdapter().getInstance().log as Logger;
  exitGracefullyOnSignals(app, graceSeconds, {
    log: (line) => logger.info(line),
    beforeExit: () => flushLogs(logger),
  });
  await app.listen(config.port, config.host);
  const listening = `WATERS is listening on ${await app.getUrl()} (database: ${config.database.kind})`;
  // Scripts and people wait for this line: it is written whatever LOG_LEVEL leaves out.
  if (logger.isLevelEnabled('info')) {
    logger.info(listening);
    // Log lines are written in batches (see logger.ts): this one must not wait for the next.
    flushLogs(logger);
  } else console.log(listening);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
