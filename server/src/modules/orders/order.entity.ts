import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { bigintNumber } from '../../platform/money/pesos.js';
import { ContactDetailsColumns } from '../users/contact-details.js';
import { User } from '../users/user.entity.js';
import type { DeliveryMethod, FulfilmentStatus, PaymentMethod, PaymentStatus, RefundMethod } from '@waters/domain';
import { OrderStatus } from './order-status.js';

/** The customer's contact details (ContactDetailsColumns) are a copy taken when the order was placed. */
@Entity({ name: 'orders' })
@Index('idx_orders_status_date', ['status', 'orderDate'])
@Index('idx_orders_customer_date', ['customerId', 'orderDate'])
@Index('idx_orders_customer_decided', ['customerId', 'authorizationDate'])
@Index('idx_orders_status_decided_totals', ['status', 'authorizationDate', 'totalCentavos'])
@Index('idx_orders_decided_at', ['authorizationDate', 'id'])
@Index('idx_orders_delivery_date', ['deliveryDate', 'deliveryZoneId'])
@Index('idx_orders_fulfilment', ['status', 'fulfilmentStatus', 'deliveryDate'])
@Index('idx_orders_payment_status', ['paymentStatus', 'orderDate'])
@Index('idx_orders_unpaid_due', ['paymentStatus', 'dueDay'])
export class Order extends ContactDetailsColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'fk_orders_customer' })
  customer?: Relation<User>;

  @Column({ name: 'total_centavos', type: 'bigint', transformer: bigintNumber })
  totalCentavos: number;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @TimestampColumn({ name: 'order_date' })
  orderDate: Date;

  @Column({ name: 'authorized_by_id', type: 'varchar', length: 36, nullable: true })
  authorizedById: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'authorized_by_id', foreignKeyConstraintName: 'fk_orders_authorized_by' })
  authorizedBy?: Relation<User> | null;

  @TimestampColumn({ name: 'authorization_date', nullable: true })
  authorizationDate: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remarks: string | null;

  @Column({ name: 'delivery_method', type: 'varchar', length: 8, default: 'PICKUP' })
  deliveryMethod: DeliveryMethod;

  /** The zone's id and name as they were when the order was placed (null for a pickup). */
  @Column({ name: 'delivery_zone_id', type: 'integer', nullable: true })
  deliveryZoneId: number | null;

  @Column({ name: 'delivery_zone_name', type: 'varchar', length: 64, nullable: true })
  deliveryZoneName: string | null;

  /** Part of totalCentavos: the total is what the customer pays, goods and fee. */
  @Column({ name: 'delivery_fee_centavos', type: 'bigint', default: 0, transformer: bigintNumber })
  deliveryFeeCentavos: number;

  /** YYYY-MM-DD (Manila): the day it is delivered or picked up; null for orders from before delivery dates. */
  @Column({ name: 'delivery_date', type: 'varchar', length: 10, nullable: true })
  deliveryDate: string | null;

  /** YYYY-MM-DD (Manila): the day an order of a price group on terms is to be paid by; null for the rest. */
  @Column({ name: 'due_day', type: 'varchar', length: 10, nullable: true })
  dueDay: string | null;

  @Column({ name: 'order_note', type: 'varchar', length: 500, nullable: true })
  orderNote: string | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 16, default: 'CASH' })
  paymentMethod: PaymentMethod;

  @Column({ name: 'payment_status', type: 'varchar', length: 16, default: 'UNPAID' })
  paymentStatus: PaymentStatus;

  @Column({ name: 'payment_reference', type: 'varchar', length: 64, nullable: true })
  paymentReference: string | null;

  /** The stored file name of the proof of payment, kept outside the public folder. */
  @Column({ name: 'payment_proof', type: 'varchar', length: 80, nullable: true })
  paymentProof: string | null;

  @TimestampColumn({ name: 'paid_at', nullable: true })
  paidAt: Date | null;

  /** Null until the approved order is packed. */
  @Column({ name: 'fulfilment_status', type: 'varchar', length: 24, nullable: true })
  fulfilmentStatus: FulfilmentStatus | null;

  @TimestampColumn({ name: 'packed_at', nullable: true })
  packedAt: Date | null;

  /** When it went out for delivery, or was set out for pickup. */
  @TimestampColumn({ name: 'dispatched_at', nullable: true })
  dispatchedAt: Date | null;

  /** When it was delivered, or picked up. */
  @TimestampColumn({ name: 'completed_at', nullable: true })
  completedAt: Date | null;

  /** Cash counted when it was handed over (null when none was recorded then); less than the total leaves a balance due. */
  @Column({ name: 'amount_collected_centavos', type: 'bigint', nullable: true, transformer: bigintNumber })
  amountCollectedCentavos: number | null;

  /** Why the cash collected fell short of the total. */
  @Column({ name: 'collection_note', type: 'varchar', length: 500, nullable: true })
  collectionNote: string | null;

  /** The refund sent back once an employee recorded it: how, its reference, the Manila day (YYYY-MM-DD). */
  @Column({ name: 'refund_method', type: 'varchar', length: 16, nullable: true })
  refundMethod: RefundMethod | null;

  @Column({ name: 'refund_reference', type: 'varchar', length: 64, nullable: true })
  refundReference: string | null;

  @Column({ name: 'refunded_on', type: 'varchar', length: 10, nullable: true })
  refundedOn: string | null;
}
