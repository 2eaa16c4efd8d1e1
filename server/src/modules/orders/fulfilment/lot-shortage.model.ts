import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('LotShortage', {
  description:
    "An approved order's line that the sellable lots no longer cover: it cannot be packed until a lot is released or recorded.",
})
export class LotShortageModel {
  @Field(() => Int)
  orderId: number;

  @Field()
  productId: string;

  @Field()
  productName: string;

  @Field(() => Int)
  unitsShort: number;

  @Field(() => [String], {
    description: 'Lots of the product with units left that cannot be sold: on hold, recalled or expired.',
  })
  unsellableLots: string[];
}
