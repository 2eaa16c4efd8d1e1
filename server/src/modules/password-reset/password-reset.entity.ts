import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { User } from '../users/user.entity.js';

/**
 * A password-reset link: only the SHA-256 of its token is kept (a copy of this table opens no
 * account), it works for 30 minutes, and once (used_at is set by a conditional update).
 */
@Entity({ name: 'password_resets' })
@Index('idx_password_resets_user', ['userId'])
export class PasswordReset {
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_password_resets_user' })
  user?: Relation<User>;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'expires_at' })
  expiresAt: Date;

  @TimestampColumn({ name: 'used_at', nullable: true })
  usedAt: Date | null;
}
