import type { CertificationScheme } from '@waters/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Product } from '../product.entity.js';

/** A certification a product carries; one per scheme. */
@Entity({ name: 'product_certifications' })
@Index('idx_product_certifications_scheme', ['productId', 'scheme'], { unique: true })
@Index('idx_product_certifications_valid_until', ['validUntil'])
export class ProductCertification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_product_certifications_product' })
  product?: Relation<Product>;

  @Column({ type: 'varchar', length: 8 })
  scheme: CertificationScheme;

  @Column({ name: 'certificate_number', type: 'varchar', length: 64 })
  certificateNumber: string;

  /** The last day it is valid, YYYY-MM-DD (Manila). */
  @Column({ name: 'valid_until', type: 'varchar', length: 10 })
  validUntil: string;

  /** The valid-until day the staff were last reminded of: a renewal (a new day) is reminded of again. */
  @Column({ name: 'reminded_for', type: 'varchar', length: 10, nullable: true })
  remindedFor: string | null;
}
