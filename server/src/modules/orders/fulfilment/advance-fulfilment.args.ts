import { ArgsType, Field } from '@nestjs/graphql';
import { FULFILMENT_STATUSES } from '@waters/domain';
import { IsIn } from 'class-validator';
import { OrderIdArgs } from '../dto/order-id.args.js';
import { FulfilmentStatus } from '../order-enums.js';

@ArgsType()
export class AdvanceFulfilmentArgs extends OrderIdArgs {
  @Field(() => FulfilmentStatus, { description: "The order's next step: PACKED first, then OUT_FOR_DELIVERY or READY_FOR_PICKUP, then DELIVERED or PICKED_UP." })
  @IsIn(FULFILMENT_STATUSES, { message: 'Not a fulfilment step' })
  to: FulfilmentStatus;
}
