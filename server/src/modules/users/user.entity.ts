import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { Role } from '../../platform/identity/role.js';
import { ContactDetailsColumns } from './contact-details.js';

@Entity({ name: 'users' })
@Index('uq_users_user_name_key', ['userNameKey'], { unique: true })
export class User extends ContactDetailsColumns {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Column({ name: 'user_name', type: 'varchar', length: 32 })
  userName: string;

  /** Lower-cased user name: unique index that makes names case-insensitive on every driver. */
  @Column({ name: 'user_name_key', type: 'varchar', length: 32 })
  userNameKey: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** Bumped when the password changes; tokens carrying an older value are refused. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;
}
