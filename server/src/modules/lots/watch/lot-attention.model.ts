import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WatchedLot', { description: 'A lot reaching its best-before soon, or past it with units left.' })
export class WatchedLotModel {
  @Field(() => Int)
  lotId: number;

  @Field()
  lotCode: string;

  @Field()
  productId: string;

  @Field()
  productName: string;

  @Field()
  bestBefore: string;

  @Field(() => Int)
  quantityLeft: number;

  @Field()
  status: string;
}

@ObjectType('LotAttention', { description: 'What the morning mail names, for the dashboard.' })
export class LotAttentionModel {
  @Field(() => Int, { description: 'LOT_EXPIRY_WARNING_DAYS: how far ahead "soon" looks.' })
  withinDays: number;

  @Field(() => [WatchedLotModel], {
    description: 'Reaching best-before within `withinDays` (packing takes them first).',
  })
  expiring: WatchedLotModel[];

  @Field(() => [WatchedLotModel], { description: 'Expired with units left: to write off.' })
  expired: WatchedLotModel[];
}
