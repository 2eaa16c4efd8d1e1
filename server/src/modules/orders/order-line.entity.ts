import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { bigintNumber } from '../../platform/money/pesos.js';
import type { ProductType } from '../products/product-enums.js';
import { Product } from '../products/product.entity.js';
import { Order } from './order.entity.js';

@Entity({ name: 'order_lines' })
@Index('idx_order_lines_order_items', ['orderId', 'id', 'productName', 'quantity'])
export class OrderLine {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_order_lines_order' })
  order?: Relation<Order>;

  @Column({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_order_lines_product' })
  product?: Relation<Product>;

  // Name and unit price as they were when the order was placed.
  @Column({ name: 'product_name', type: 'varchar', length: 120 })
  productName: string;

  // The product's type when the order was placed (the default only served the migration that added it).
  @Column({ name: 'product_type', type: 'varchar', length: 16, default: '' })
  productType: ProductType;

  @Column({ name: 'unit_price_centavos', type: 'integer' })
  unitPriceCentavos: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ name: 'line_total_centavos', type: 'bigint', transformer: bigintNumber })
  lineTotalCentavos: number;
}
