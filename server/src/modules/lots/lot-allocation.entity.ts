import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/**
 * Units of one order line packed from one lot: who chose them, when, and why when not the lot
 * first-expired-first-out gave. What a recall reads (by lot) and a label prints (by line).
 */
@Entity({ name: 'lot_allocations' })
@Index('idx_lot_allocations_lot', ['lotId', 'orderId'])
@Index('idx_lot_allocations_order', ['orderId'])
export class LotAllocation {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ name: 'order_line_id', type: 'integer' })
  orderLineId: number;

  @Column({ name: 'lot_id', type: 'integer' })
  lotId: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ name: 'chosen_by', type: 'varchar', length: 36, nullable: true })
  chosenBy: string | null;

  @TimestampColumn({ name: 'chosen_at' })
  chosenAt: Date;

  /** Why the packer chose this lot over the first-expired one (null when it is the FEFO choice). */
  @Column({ name: 'override_reason', type: 'varchar', length: 500, nullable: true })
  overrideReason: string | null;
}
