import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProductType } from '../../products/product-enums.js';

/** Whether fish of a type spoils in transit: a perishable order is never on the road over a Sunday. */
@Entity({ name: 'product_type_rules' })
export class ProductTypeRule {
  @PrimaryColumn({ name: 'product_type', type: 'varchar', length: 16 })
  productType: ProductType;

  @Column({ type: 'boolean', default: true })
  perishable: boolean;
}
