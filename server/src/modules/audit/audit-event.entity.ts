import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { User } from '../users/user.entity.js';

export type AuditAction = 'product.added' | 'product.edited' | 'product.deleted' | 'product.stock_set' | 'order.approved' | 'order.cancelled' | 'order.cancelled_by_customer';

@Entity({ name: 'audit_events' })
@Index('idx_audit_events_time', ['createdAt'])
@Index('idx_audit_events_target', ['targetType', 'targetId'])
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'actor_id', type: 'varchar', length: 36 })
  actorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'fk_audit_events_actor' })
  actor?: Relation<User>;

  @Column({ type: 'varchar', length: 32 })
  action: AuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 16 })
  targetType: 'product' | 'order';

  @Column({ name: 'target_id', type: 'varchar', length: 64 })
  targetId: string;

  /** JSON of the relevant fields before and after the change. */
  @Column({ name: 'before_state', type: 'text', nullable: true })
  before: string | null;

  @Column({ name: 'after_state', type: 'text', nullable: true })
  after: string | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
