import type { DeliveryMethod, PaymentMethod, StandingOrderStatus } from '@waters/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/** A trade buyer's cart placed again on chosen weekdays, from a first day to a last one (or until ended). */
@Entity({ name: 'standing_orders' })
@Index('idx_standing_orders_customer', ['customerId'])
@Index('idx_standing_orders_status', ['status', 'startsOn'])
export class StandingOrder {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** ISO weekdays of the occurrences, comma-separated ("2,4" = Tuesday and Thursday). */
  @Column({ type: 'varchar', length: 13 })
  weekdays: string;

  @Column({ name: 'delivery_method', type: 'varchar', length: 16 })
  deliveryMethod: DeliveryMethod;

  /** The address-book entry delivered to; null for a pickup. */
  @Column({ name: 'address_id', type: 'integer', nullable: true })
  addressId: number | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 16 })
  paymentMethod: PaymentMethod;

  /** YYYY-MM-DD: the first day an occurrence may fall on. */
  @Column({ name: 'starts_on', type: 'varchar', length: 10 })
  startsOn: string;

  /** YYYY-MM-DD: the last day an occurrence may fall on; null: until ended. */
  @Column({ name: 'ends_on', type: 'varchar', length: 10, nullable: true })
  endsOn: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: StandingOrderStatus;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;
}
