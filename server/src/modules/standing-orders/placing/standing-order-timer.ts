import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { repeatEvery } from '../../../platform/time/repeat-every.js';
import { StandingOrderPlacer } from './standing-order-placer.js';

/** Often enough that an order is placed soon after 6 am, and soon after an instance starts. */
const EVERY_MS = 5 * 60 * 1000;

/**
 * Looks for standing orders due every five minutes on every instance, and at start: each occurrence
 * due that day is placed once, whichever instance looks first. One-shot tools (sendsOutboxes false)
 * never look.
 */
@Injectable()
export class StandingOrderTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StandingOrders');
  private stop?: () => void;

  constructor(
    private readonly placer: StandingOrderPlacer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sendsOutboxes !== false)
      this.stop = repeatEvery(
        EVERY_MS,
        () => this.placer.placeDue(),
        (error) => this.logger.warn(`Placing standing orders failed: ${String(error)}`),
      );
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
