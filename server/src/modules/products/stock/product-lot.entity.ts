import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LotStatus } from '@waters/domain';
import { TimestampColumn } from '../../../database/entity-columns.js';

/**
 * A production batch of one product: what was made, what is left to pack, until when it is sold
 * (best-before, a Manila day, sold through that day) and whether it may be sold at all.
 */
@Entity({ name: 'product_lots' })
@Index('idx_product_lots_sellable', ['productId', 'status', 'bestBefore'])
@Index('idx_product_lots_best_before', ['bestBefore'])
export class ProductLot {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  /** Unique across products: what the label, the allocation and a recall name. */
  @Index('uq_product_lots_code', { unique: true })
  @Column({ name: 'lot_code', type: 'varchar', length: 40 })
  lotCode: string;

  /** Units made. */
  @Column({ type: 'integer' })
  quantity: number;

  /** Units not yet packed into an order nor written off. */
  @Column({ name: 'quantity_left', type: 'integer' })
  quantityLeft: number;

  @Column({ name: 'production_date', type: 'varchar', length: 10 })
  productionDate: string;

  @Column({ name: 'best_before', type: 'varchar', length: 10 })
  bestBefore: string;

  /** Why the best-before is not the production day plus the shelf life (null when it is). */
  @Column({ name: 'best_before_reason', type: 'varchar', length: 500, nullable: true })
  bestBeforeReason: string | null;

  @Column({ type: 'varchar', length: 16, default: 'RELEASED' })
  status: LotStatus;

  /** Why it is on hold or recalled. */
  @Column({ name: 'status_reason', type: 'varchar', length: 500, nullable: true })
  statusReason: string | null;

  /** Units written off after it expired (or on a recall), and why. */
  @Column({ name: 'written_off', type: 'integer', default: 0 })
  writtenOff: number;

  @Column({ name: 'write_off_reason', type: 'varchar', length: 500, nullable: true })
  writeOffReason: string | null;

  /** The day the morning mail last named it (expiring or expired with stock left): named once per stage. */
  @Column({ name: 'watched_on', type: 'varchar', length: 10, nullable: true })
  watchedOn: string | null;

  @Column({ name: 'created_by', type: 'varchar', length: 36, nullable: true })
  createdBy: string | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;
}
