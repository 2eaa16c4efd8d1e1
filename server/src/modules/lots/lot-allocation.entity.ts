import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/**
 * Units of one order line packed from one lot, and where they went, as written when packed: the
 * traceability record (after FSMA 204: lot, product, quantity and unit, ship-to, date, reference).
 * Keyed by lot first, so that on MariaDB a lot's records are stored together and a recall reads
 * them in one range, without visiting the orders. A label prints them by line; a recall by lot.
 */
@Entity({ name: 'lot_allocations' })
@Index('idx_lot_allocations_order', ['orderId'])
export class LotAllocation {
  @PrimaryColumn({ name: 'lot_id', type: 'integer' })
  lotId: number;

  @PrimaryColumn({ name: 'order_line_id', type: 'integer' })
  orderLineId: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ name: 'chosen_by', type: 'varchar', length: 36, nullable: true })
  chosenBy: string | null;

  @TimestampColumn({ name: 'chosen_at' })
  chosenAt: Date;

  /** Why the packer chose this lot over the first-expired one (null when it is the FEFO choice). */
  @Column({ name: 'override_reason', type: 'varchar', length: 500, nullable: true })
  overrideReason: string | null;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Column({ name: 'email_address', type: 'varchar', length: 254 })
  emailAddress: string;

  @Column({ name: 'mobile_number', type: 'varchar', length: 32 })
  mobileNumber: string;

  /** The order's address, or the facility for a pickup. */
  @Column({ name: 'ship_to', type: 'varchar', length: 300 })
  shipTo: string;

  @Column({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  @Column({ name: 'product_name', type: 'varchar', length: 120 })
  productName: string;

  @Column({ name: 'pack_size', type: 'varchar', length: 40, nullable: true })
  packSize: string | null;
}
