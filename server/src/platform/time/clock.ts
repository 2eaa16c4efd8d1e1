import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/**
 * The time an order's events are stamped with. One place to ask, so that a test can replay a
 * history over days and months (the figures kept per Manila day depend on it), and a browser test
 * can start the whole application at a chosen instant (CLOCK_START) and let it run on from there.
 */
@Injectable()
export class Clock {
  private readonly offsetMs: number;

  constructor(@Optional() @Inject(APP_CONFIG) config?: Pick<AppConfig, 'clockStart'>) {
    this.offsetMs = config?.clockStart ? config.clockStart.getTime() - Date.now() : 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
