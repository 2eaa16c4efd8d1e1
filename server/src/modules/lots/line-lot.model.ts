import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('LineLot', {
  description: 'Units of an order line packed from one lot: what its label, the order page and the mail show.',
})
export class LineLotModel {
  @Field()
  lotCode: string;

  @Field()
  bestBefore: string;

  @Field({ description: 'As labels write it: 01Jan2026.' })
  bestBeforeLabel: string;

  @Field(() => Int)
  quantity: number;
}

/** A line's lot as read for many orders at once. */
export interface LineLotRow extends LineLotModel {
  readonly orderId: number;
  readonly lineId: number;
}
