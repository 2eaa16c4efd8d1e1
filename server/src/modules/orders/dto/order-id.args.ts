import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

/** An operation on one order, named by its id. */
@ArgsType()
export class OrderIdArgs {
  @Field(() => Int)
  @Max(2_147_483_647, { message: 'Order ID is not valid' })
  @Min(1, { message: 'Order ID is not valid' })
  @IsInt({ message: 'Order ID is not valid' })
  orderId: number;
}
