import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/**
 * A recall, or a mock recall (the same lookup and export, no notices): what it covered (one lot,
 * or a product's lots made in a date range), who started it and why, what it found and how long
 * the lookup took.
 */
@Entity({ name: 'lot_recalls' })
@Index('idx_lot_recalls_started', ['startedAt'])
export class LotRecall {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** A drill: nothing changed, nobody told. */
  @Column({ type: 'boolean', default: false })
  mock: boolean;

  @Column({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  /** The lots it covered, by code, comma-separated (one, or those of the date range). */
  @Column({ name: 'lot_codes', type: 'text' })
  lotCodes: string;

  @Column({ name: 'produced_from', type: 'varchar', length: 10, nullable: true })
  producedFrom: string | null;

  @Column({ name: 'produced_to', type: 'varchar', length: 10, nullable: true })
  producedTo: string | null;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ name: 'started_by', type: 'varchar', length: 36 })
  startedBy: string;

  @TimestampColumn({ name: 'started_at' })
  startedAt: Date;

  /** How long finding every order, customer and unit took, in milliseconds. */
  @Column({ name: 'lookup_ms', type: 'integer' })
  lookupMs: number;

  @Column({ name: 'orders_found', type: 'integer' })
  ordersFound: number;

  @Column({ name: 'customers_found', type: 'integer' })
  customersFound: number;

  @Column({ name: 'units_found', type: 'integer' })
  unitsFound: number;

  /** Customers told by this recall (those told by an earlier one are not told again). */
  @Column({ name: 'notices_sent', type: 'integer', default: 0 })
  noticesSent: number;
}
