import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { LotWatch } from './lot-watch.js';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Looks at the lots every ten minutes on every instance (and at start): soon after midnight an
 * expired lot leaves the stock, and from 6 am the morning mail goes out once. One-shot tools
 * (sendsOutboxes false) never do.
 */
@Injectable()
export class LotWatchTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Lots');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly watch: LotWatch,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sendsOutboxes === false) return;
    const run = () =>
      void this.watch
        .look()
        .catch((error: unknown) => this.logger.warn(`Looking at the lots failed: ${String(error)}`));
    run();
    this.timer = setInterval(run, EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
