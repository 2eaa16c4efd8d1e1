import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { OutboxService } from './outbox.service.js';
import type { LowStockSnapshot } from './templates/staff-low-stock.js';

/** The mail catalogue events send, recorded in the transaction of the change (see OutboxService). */
@Injectable()
export class ProductNotifications {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** product.low-stock: one alert to the staff (when STAFF_EMAIL is set) naming every product the approval took low. */
  lowStock(manager: EntityManager, snapshot: LowStockSnapshot): Promise<void> {
    if (snapshot.products.length === 0 || this.config.mail.staffEmails.length === 0) return Promise.resolve();
    return this.outbox.record(manager, 'product.low-stock', [{ kind: 'staff-low-stock', payload: snapshot }]);
  }
}
