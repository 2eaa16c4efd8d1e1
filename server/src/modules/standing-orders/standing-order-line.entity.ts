import { Column, Entity, PrimaryColumn } from 'typeorm';
import { StandingOrderPart } from './standing-order-part.js';

/** A product and its quantity in every order a standing order places. */
@Entity({ name: 'standing_order_lines' })
export class StandingOrderLine extends StandingOrderPart {
  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 32 })
  productId: string;

  @Column({ type: 'integer' })
  quantity: number;
}
