import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { CertificationsService } from './certifications.service.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Looks for certificates running out once an hour on every instance (and at start): the claim
 * of each is a conditional update, so the staff are told once whichever instance finds it.
 * One-shot tools (sendsOutboxes false) never do.
 */
@Injectable()
export class CertificationReminders implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Certifications');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly certifications: CertificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sendsOutboxes === false) return;
    const run = () =>
      void this.certifications
        .remindOfExpiring()
        .catch((error: unknown) => this.logger.warn(`Looking for expiring certificates failed: ${String(error)}`));
    run();
    this.timer = setInterval(run, HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
