import { Entity, PrimaryColumn } from 'typeorm';
import { StandingOrderPart } from './standing-order-part.js';

/** An occurrence the buyer does not want: nothing is placed for it. */
@Entity({ name: 'standing_order_skips' })
export class StandingOrderSkip extends StandingOrderPart {
  /** YYYY-MM-DD: the occurrence skipped. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
}
