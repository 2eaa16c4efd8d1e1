import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('FulfilmentCounts', {
  description:
    'Approved orders by fulfilment step (orders from before delivery dates are left out): the open work, and what was handed over in the period.',
})
export class FulfilmentCountsModel {
  @Field(() => Int, { description: 'Approved and not packed yet.' })
  waitingToPack: number;

  @Field(() => Int, { description: 'Packed, not yet sent out or set out for pickup.' })
  packed: number;

  @Field(() => Int, { description: 'Out for delivery or ready for pickup.' })
  outOrReady: number;

  @Field(() => Int, { description: 'Delivered or picked up, with a delivery date in the period (Manila days).' })
  done: number;
}
