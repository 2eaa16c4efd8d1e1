import { PrimaryColumn } from 'typeorm';

/** What belongs to one standing order (a line, a day skipped, a day run): keyed by it first. */
export abstract class StandingOrderPart {
  @PrimaryColumn({ name: 'standing_order_id', type: 'integer' })
  standingOrderId: number;
}
