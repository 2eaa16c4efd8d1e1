import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import type { OrderLine } from '../order-line.entity.js';

@ObjectType('OrderLine', { description: 'A line as it was when the order was placed.' })
export class OrderLineModel {
  @Field(() => Int, { description: "The line's own id (what packing names when lots are chosen)." })
  lineId: number;

  @Field(() => ID)
  productId: string;

  @Field()
  productName: string;

  @Field(() => Float, { description: 'Unit price in pesos at order time.' })
  productPrice: number;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float)
  totalPrice: number;

  /** Not a field: the order the line belongs to (its lots are read per order). */
  orderId: number;

  static of(line: OrderLine): OrderLineModel {
    return Object.assign(new OrderLineModel(), {
      lineId: line.id,
      orderId: line.orderId,
      productId: line.productId,
      productName: line.productName,
      productPrice: centavosToPesos(line.unitPriceCentavos),
      quantity: line.quantity,
      totalPrice: centavosToPesos(line.lineTotalCentavos),
    });
  }
}
