import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';

/** A set of trade accounts that buy at the same prices, with the same minimum order and terms. */
@Entity({ name: 'price_groups' })
@Index('uq_price_groups_name', ['name'], { unique: true })
export class PriceGroup {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The least a trade order of this group's goods may come to (0: no minimum). */
  @Column({ name: 'min_order_centavos', type: 'integer', default: 0 })
  minOrderCentavos: number;

  /** Days after delivery its orders fall due; null: paid before delivery like any order. */
  @Column({ name: 'terms_days', type: 'integer', nullable: true })
  termsDays: number | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;
}
