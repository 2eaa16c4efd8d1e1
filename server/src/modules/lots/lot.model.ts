import { Field, Int, ObjectType } from '@nestjs/graphql';
import { isSellableOn, labelDate, type LotStatus } from '@waters/domain';
import type { ProductLot } from '../products/stock/product-lot.entity.js';

@ObjectType('Lot', {
  description: 'A production batch of one product, with its best-before (sold through that Manila day).',
})
export class LotModel {
  @Field(() => Int)
  id: number;

  @Field()
  productId: string;

  @Field()
  lotCode: string;

  @Field(() => Int, { description: 'Units made.' })
  quantity: number;

  @Field(() => Int, { description: 'Units not yet packed nor written off.' })
  quantityLeft: number;

  @Field()
  productionDate: string;

  @Field()
  bestBefore: string;

  @Field({ description: 'The best-before as labels write it: 01Jan2026.' })
  bestBeforeLabel: string;

  @Field(() => String, { nullable: true })
  bestBeforeReason: string | null;

  @Field(() => String, { description: 'RELEASED, ON_HOLD or RECALLED.' })
  status: LotStatus;

  @Field(() => String, { nullable: true })
  statusReason: string | null;

  @Field({ description: 'Released and not past its best-before day (Manila): its units may be sold and packed.' })
  sellable: boolean;

  @Field(() => Int)
  writtenOff: number;

  @Field(() => String, { nullable: true })
  writeOffReason: string | null;

  @Field()
  createdAt: Date;

  static of(lot: ProductLot, today: string): LotModel {
    return Object.assign(new LotModel(), {
      id: lot.id,
      productId: lot.productId,
      lotCode: lot.lotCode,
      quantity: lot.quantity,
      quantityLeft: lot.quantityLeft,
      productionDate: lot.productionDate,
      bestBefore: lot.bestBefore,
      bestBeforeLabel: labelDate(lot.bestBefore),
      bestBeforeReason: lot.bestBeforeReason,
      status: lot.status,
      statusReason: lot.statusReason,
      sellable: isSellableOn(lot, today),
      writtenOff: lot.writtenOff,
      writeOffReason: lot.writeOffReason,
      createdAt: lot.createdAt,
    });
  }
}
