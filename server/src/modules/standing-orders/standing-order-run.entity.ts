import type { StandingRunOutcome } from '@waters/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { StandingOrderPart } from './standing-order-part.js';

/**
 * One occurrence of a standing order, run: its order placed, or why not. Keyed by the occurrence:
 * of several instances running it, one writes the row (the order itself is placed once by its
 * idempotency key).
 */
@Entity({ name: 'standing_order_runs' })
export class StandingOrderRun extends StandingOrderPart {
  /** YYYY-MM-DD: the day the order is delivered or picked up. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  occurrence: string;

  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId: number | null;

  @Column({ type: 'varchar', length: 16 })
  outcome: StandingRunOutcome;

  /** The lines left out and why, or why nothing was placed; null when all went in. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @TimestampColumn({ name: 'placed_at' })
  placedAt: Date;
}
