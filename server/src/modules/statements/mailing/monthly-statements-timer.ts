import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.token.js';
import { repeatEvery } from '../../../platform/time/repeat-every.js';
import { MonthlyStatements } from './monthly-statements.js';

const EVERY_MS = 15 * 60 * 1000;

/**
 * Looks for statements to mail every fifteen minutes on every instance (and at start); only on the
 * first mornings of a month is there anything to do. One-shot tools (sendsOutboxes false) never do.
 */
@Injectable()
export class MonthlyStatementsTimer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Statements');
  private stop: () => void = () => undefined;

  constructor(
    private readonly statements: MonthlyStatements,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sendsOutboxes === false) return;
    this.stop = repeatEvery(
      EVERY_MS,
      () => this.statements.mailDue(),
      (error) => this.logger.warn(`Mailing the monthly statements failed: ${String(error)}`),
    );
  }

  onApplicationShutdown(): void {
    this.stop();
  }
}
