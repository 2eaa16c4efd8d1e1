import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import type { AuditAction, AuditTarget } from '../../platform/events/audit-note.js';
import { User } from '../users/user.entity.js';

export type { AuditAction, AuditTarget };

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
  targetType: AuditTarget;

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
