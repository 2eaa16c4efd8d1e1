import { Injectable } from '@nestjs/common';

/**
 * The time an order's events are stamped with. One place to ask, so that a test can replay a
 * history over days and months (the figures kept per Manila day depend on it).
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
