import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One row of a price group's list: from `minQuantity` units a line on, this unit price, between two Manila days (inclusive). */
@Entity({ name: 'trade_prices' })
@Index('idx_trade_prices_group', ['priceGroupId', 'productId'])
export class TradePrice {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'price_group_id', type: 'integer' })
  priceGroupId: number;

  @Column({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  @Column({ name: 'min_quantity', type: 'integer', default: 1 })
  minQuantity: number;

  @Column({ name: 'unit_price_centavos', type: 'integer' })
  unitPriceCentavos: number;

  /** YYYY-MM-DD; null: since always. */
  @Column({ name: 'valid_from', type: 'varchar', length: 10, nullable: true })
  validFrom: string | null;

  /** YYYY-MM-DD, the last day it holds; null: until further notice. */
  @Column({ name: 'valid_to', type: 'varchar', length: 10, nullable: true })
  validTo: string | null;
}
