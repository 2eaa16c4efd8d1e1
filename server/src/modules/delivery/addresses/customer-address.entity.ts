import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TimestampColumn } from '../../../database/entity-columns.js';
import { User } from '../../users/user.entity.js';

/** One of a customer's delivery addresses; an order copies the one chosen. */
@Entity({ name: 'customer_addresses' })
@Index('idx_customer_addresses_customer', ['customerId', 'id'])
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

  /** Street, barangay and the like. */
  @Column({ type: 'varchar', length: 160 })
  address: string;

  /** As written, or the PSGC's name when chosen from the list. */
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

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;
}
