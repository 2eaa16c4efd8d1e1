import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '@waters/domain';
import type { TradePrice } from '../trade-price.entity.js';

@ObjectType('TradePriceRow', {
  description:
    "One row of a group's price list: from minQuantity units a line on, this unit price, between two Manila days.",
})
export class TradePriceRowModel {
  @Field(() => Int)
  id: number;

  @Field()
  productId: string;

  @Field()
  productName: string;

  @Field(() => Int)
  minQuantity: number;

  @Field(() => Float, { description: 'Unit price in Philippine pesos.' })
  unitPrice: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, the first day it holds; null: since always.' })
  validFrom: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, the last day it holds; null: until further notice.',
  })
  validTo: string | null;

  static of(row: TradePrice, productName: string): TradePriceRowModel {
    return Object.assign(new TradePriceRowModel(), {
      id: row.id,
      productId: row.productId,
      productName,
      minQuantity: row.minQuantity,
      unitPrice: centavosToPesos(row.unitPriceCentavos),
      validFrom: row.validFrom,
      validTo: row.validTo,
    });
  }
}
