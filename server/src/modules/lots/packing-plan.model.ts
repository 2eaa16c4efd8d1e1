import { Field, Int, ObjectType } from '@nestjs/graphql';
import { LotModel } from './lot.model.js';

@ObjectType('LotTake', { description: 'Units of a line packed (or to be packed) from one lot.' })
export class LotTakeModel {
  @Field(() => LotModel)
  lot: LotModel;

  @Field(() => Int)
  quantity: number;
}

@ObjectType('PackingLine', {
  description:
    'A tracked line of an order to pack: the lots first-expired-first-out takes, and the others it may take.',
})
export class PackingLineModel {
  @Field(() => Int)
  lineId: number;

  @Field()
  productId: string;

  @Field()
  productName: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => [LotTakeModel], { description: 'First expired, first out: what packing takes unless told otherwise.' })
  suggested: LotTakeModel[];

  @Field(() => [LotModel], {
    description: "The product's lots with units left (sellable or not), earliest best-before first.",
  })
  lots: LotModel[];

  @Field(() => Int, { description: 'Units the sellable lots cannot cover today (packing is refused while above 0).' })
  short: number;
}
