import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OrdersService } from './orders.service.js';

const HOUR_MS = 60 * 60 * 1000;

/** Removes idempotency keys past their 24 hours, once an hour (each instance; the delete is idempotent). */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');
  private timer?: NodeJS.Timeout;

  constructor(private readonly orders: OrdersService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.orders
        .sweepExpiredKeys()
        .catch((error: unknown) => this.logger.warn(`Sweeping expired keys failed: ${String(error)}`));
    }, HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
