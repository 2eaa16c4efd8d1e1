import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { User } from './user.entity.js';

/** One login: its token names it (claim `sid`); logout or a password change elsewhere revokes it. */
@Entity({ name: 'sessions' })
@Index('idx_sessions_user', ['userId'])
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sessions_user' })
  user?: Relation<User>;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'expires_at' })
  expiresAt: Date;

  @TimestampColumn({ name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
