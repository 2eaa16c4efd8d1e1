import type { OrderAuditAction } from '@waters/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { User } from '../users/user.entity.js';

export type AuditAction =
  | 'product.added'
  | 'product.edited'
  | 'product.deleted'
  | 'product.stock_set'
  | 'product.certifications_set'
  | OrderAuditAction
  | 'payment_account.set'
  | 'payment_account.removed'
  | 'api_key.created'
  | 'api_key.revoked'
  | 'webhook.created'
  | 'webhook.changed'
  | 'webhook.deleted'
  | 'webhook.secret_rotated'
  | 'webhook.resent'
  | 'delivery_zone.created'
  | 'delivery_zone.changed'
  | 'delivery_zone.deleted'
  | 'product_type.rule_set';

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
  targetType: 'product' | 'order' | 'api_key' | 'webhook' | 'delivery_zone' | 'product_type' | 'payment_account';

  @Column({ name: 'target_id', type: 'varchar', length: 64 })
  targetId: string;

  /** JSON of the relevant fields before and after the change. */
  @Column({ name: 'before_state', type: 'text', nullable: true })
  before: string | null;

  @Column({ name: 'after_state', type: 'text', nullable: true })
  after: string | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  /** The API key the change was made with (null: by a person signed in). */
  @Column({ name: 'api_key_id', type: 'varchar', length: 36, nullable: true })
  apiKeyId: string | null;
}
