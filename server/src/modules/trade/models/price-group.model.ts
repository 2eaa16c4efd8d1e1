import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { centavosToPesos } from '@waters/domain';
import type { PriceGroupView } from '../price-group-views.js';

@ObjectType('PriceGroup', {
  description: 'Trade accounts that buy at the same prices, with the same minimum order and payment terms.',
})
export class PriceGroupModel {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => Float, { description: "The least an order's goods may come to, in pesos (0: no minimum)." })
  minOrderAmount: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Days after delivery its orders fall due; null: paid as any order.',
  })
  termsDays: number | null;

  @Field(() => Int, { description: 'Approved trade accounts buying in it.' })
  accountCount: number;

  static of(group: PriceGroupView): PriceGroupModel {
    return Object.assign(new PriceGroupModel(), {
      id: group.id,
      name: group.name,
      minOrderAmount: centavosToPesos(group.minOrderCentavos),
      termsDays: group.termsDays,
      accountCount: group.accountCount,
    });
  }
}
