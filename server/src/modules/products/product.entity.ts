import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../database/entity-columns.js';
import { ProductStatus, ProductType } from './product-enums.js';
import type { ProductCertification } from './certifications/product-certification.entity.js';

@Entity({ name: 'products' })
@Index('idx_products_listing', ['archived', 'status'])
export class Product {
  /** Chosen by the employee (e.g. "DRD-001"); stable, also after deletion. */
  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ name: 'price_centavos', type: 'integer' })
  priceCentavos: number;

  @Column({ type: 'varchar', length: 16 })
  type: ProductType;

  @Column({ type: 'varchar', length: 16, default: ProductStatus.Available })
  status: ProductStatus;

  @Column({ name: 'image_url', type: 'varchar', length: 500 })
  imageUrl: string;

  /** Deleted from the catalogue; kept so that order history still points at a row. */
  @Column({ type: 'boolean', default: false })
  archived: boolean;

  /**
   * Units that may still be promised to an order: the units left in its sellable lots less those
   * approved and not yet packed (`reservedQuantity`); kept by StockService, never set directly once
   * a product has lots. Null when the product's stock is not tracked (never runs out).
   */
  @Column({ name: 'stock_quantity', type: 'integer', nullable: true })
  stockQuantity: number | null;

  /** Units approved and not yet packed: taken from the stock at approval, from its lots at packing. */
  @Column({ name: 'reserved_quantity', type: 'integer', default: 0 })
  reservedQuantity: number;

  /** The product's GS1 trade item number (8, 12, 13 or 14 digits), for its labels' QR code; optional. */
  @Column({ type: 'varchar', length: 14, nullable: true })
  gtin: string | null;

  /** Days a batch keeps unopened, when not its kind's (LOT_RULES): its lots' best-before is made from it. */
  @Column({ name: 'shelf_life_days', type: 'integer', nullable: true })
  shelfLifeDays: number | null;

  /** Trade orders take at least this many a line (null: any quantity). */
  @Column({ name: 'trade_min_quantity', type: 'integer', nullable: true })
  tradeMinQuantity: number | null;

  /** Trade orders take it in multiples of this (null: one at a time). */
  @Column({ name: 'trade_multiple', type: 'integer', nullable: true })
  tradeMultiple: number | null;

  /** Staff are mailed when an approval takes the stock from above this level to it or below; null: never. */
  @Column({ name: 'low_stock_threshold', type: 'integer', nullable: true })
  lowStockThreshold: number | null;

  /** What the product page says about it (plain text, paragraphs separated by blank lines). */
  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** E.g. "250 g pack". */
  @Column({ name: 'pack_size', type: 'varchar', length: 40, nullable: true })
  packSize: string | null;

  /** E.g. "Frozen, -18 °C or colder". */
  @Column({ name: 'storage_temperature', type: 'varchar', length: 80, nullable: true })
  storageTemperature: string | null;

  @Column({ name: 'shelf_life_unopened', type: 'varchar', length: 80, nullable: true })
  shelfLifeUnopened: string | null;

  @Column({ name: 'shelf_life_opened', type: 'varchar', length: 80, nullable: true })
  shelfLifeOpened: string | null;

  /** How to thaw and prepare it. */
  @Column({ type: 'text', nullable: true })
  preparation: string | null;

  /** Not a column: attached to the products of the catalogue lists (CatalogueListings), whose pages show them. */
  certifications?: ProductCertification[];

  /** Not a column: the earliest best-before of its lots on sale, attached with the certifications. */
  earliestBestBefore?: string | null;

  @TimestampColumn({ name: 'created_at' })
  createdAt: Date;

  @TimestampColumn({ name: 'updated_at' })
  updatedAt: Date;
}
