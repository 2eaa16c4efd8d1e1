import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { User } from '../users/user.entity.js';
import { Order } from './order.entity.js';

/** A placeOrder already answered: the same key from the same customer returns the same order. */
@Entity({ name: 'idempotency_keys' })
@Index('idx_idempotency_keys_created', ['createdAt'])
export class IdempotencyKey {
  @PrimaryColumn({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'fk_idempotency_keys_customer' })
  customer?: Relation<User>;

  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 128 })
  key: string;

  /** SHA-256 of the order's content (product ids and quantities), to tell a retry from a different order. */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  /** Set in the same transaction that inserts the key (the key row comes first, so racing retries wait on it). */
  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_idempotency_keys_order' })
  order?: Relation<Order>;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
