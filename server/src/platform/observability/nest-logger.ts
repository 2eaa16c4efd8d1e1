import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's own messages (start-up, errors) as JSON lines of the same logger, with their context. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }

  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }

  error(message: unknown, stackOrContext?: string, context?: string) {
    // Nest passes (message, stack, context), or (message, context) when there is no stack.
    const [stack, where] = context === undefined ? [undefined, stackOrContext] : [stackOrContext, context];
    const err = message instanceof Error ? message : undefined;
    this.logger.error(
      { context: where, ...(err ? { err } : stack ? { stack } : {}) },
      err ? err.message : String(message),
    );
  }

  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }

  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}
