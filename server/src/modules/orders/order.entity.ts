import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { bigintNumber } from '../../platform/money/pesos.js';
import { ContactDetailsColumns } from '../users/contact-details.js';
import { User } from '../users/user.entity.js';
import { OrderStatus } from './order-status.js';

/** The customer's contact details (ContactDetailsColumns) are a copy taken when the order was placed. */
@Entity({ name: 'orders' })
@Index('idx_orders_status_date', ['status', 'orderDate'])
@Index('idx_orders_customer_date', ['customerId', 'orderDate'])
@Index('idx_orders_customer_decided', ['customerId', 'authorizationDate'])
@Index('idx_orders_status_decided', ['status', 'authorizationDate'])
@Index('idx_orders_decided_at', ['authorizationDate', 'id'])
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
}
