import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { User } from '../users/user.entity.js';

/**
 * A credential an account made for a script: only the SHA-256 of its secret is kept (the secret
 * is 32 random bytes, so a fast hash is as strong as a slow one and costs nothing per request).
 */
@Entity({ name: 'api_keys' })
@Index('idx_api_keys_user', ['userId'])
@Index('idx_api_keys_secret', ['secretHash'], { unique: true })
export class ApiKey {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_api_keys_user' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The scopes, space-separated. */
  @Column({ type: 'varchar', length: 200 })
  scopes: string;

  /** The secret's first characters, shown in lists so a key can be told apart. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ name: 'secret_hash', type: 'varchar', length: 64 })
  secretHash: string;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;

  @TimestampColumn({ name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  @TimestampColumn({ name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
