import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ADDRESS_MAX } from '@waters/domain';
import { TimestampColumn } from '../../../database/entity-columns.js';
import { User } from '../../users/user.entity.js';

/**
 * One of a customer's addresses; an order copies the one chosen. Every account has one profile
 * address (given at sign-up, kept in Edit Profile), the others are saved in the address book.
 */
@Entity({ name: 'customer_addresses' })
@Index('idx_customer_addresses_customer', ['customerId', 'id'])
@Index('uq_customer_addresses_profile', ['customerId', 'isProfile'], { unique: true })
export class CustomerAddress {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id', foreignKeyConstraintName: 'fk_customer_addresses_customer' })
  customer?: Relation<User>;

  @Column({ type: 'varchar', length: 40 })
  label: string;

  /** Street, barangay and the like (a profile address not yet placed: all of it, as written). */
  @Column({ type: 'varchar', length: ADDRESS_MAX })
  address: string;

  /** As written, or the PSGC's name when chosen from the list; empty while a profile address is not placed. */
  @Column({ type: 'varchar', length: 64 })
  city: string;

  @Column({ type: 'varchar', length: 64 })
  province: string;

  /** The PSGC codes of the province (Metro Manila's for the capital region) and the city; null until the place is certain ("confirm your city"). */
  @Column({ name: 'province_code', type: 'varchar', length: 10, nullable: true })
  provinceCode: string | null;

  @Column({ name: 'city_code', type: 'varchar', length: 10, nullable: true })
  cityCode: string | null;

  @Column({ name: 'barangay_code', type: 'varchar', length: 10, nullable: true })
  barangayCode: string | null;

  /** "Across the chapel", "blue gate": what helps the rider find it. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  landmark: string | null;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  /** True for the profile address, null for the others (so that the unique index allows one per account). */
  @Column({ name: 'is_profile', type: 'boolean', nullable: true })
  isProfile: true | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
